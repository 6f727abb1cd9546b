import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { paymentLinkMessages } from '../../../domain/payment-link.ts'
import { ApiError } from '../../api.ts'
import { translateOrderMessage } from './order-messages.ts'
import { forgetSeller, rememberedSeller } from './seller.ts'

const sellerMessage = (text: string) => (text === paymentLinkMessages.unknownSellerCode ? t`Unknown seller code` : translateOrderMessage(text))

/** The checkout's seller: the one a link left on this device (removable) or a code typed by hand. */
export function useSellerCode() {
  const [remembered, setRemembered] = useState(() => rememberedSeller())
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string>()
  return {
    remembered,
    typed,
    error,
    /** What the order sends: null when there is none. */
    code: remembered ?? (typed.trim() || null),
    remove: () => {
      forgetSeller()
      setRemembered(null)
      setError(undefined)
    },
    type: (text: string) => {
      setTyped(text)
      setError(undefined)
    },
    /** Shows the server's `fields.sellerCode`; true when the answer had nothing else to show. */
    showServerError: (failure: unknown): boolean => {
      if (!(failure instanceof ApiError) || !failure.fields.sellerCode) return false
      setError(sellerMessage(failure.fields.sellerCode))
      return Object.keys(failure.fields).length === 1
    },
  }
}
