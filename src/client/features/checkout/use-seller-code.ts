import { useState } from 'react'
import type { FieldIssue } from '../../../domain/api-error.ts'
import { ApiError } from '../../api-error.ts'
import { describeFieldIssue } from '../../ui/form/validation-messages.ts'
import { forgetSeller, rememberedSeller } from './seller.ts'

/** The checkout's seller: the one a link left on this device (removable) or a code typed by hand. */
export function useSellerCode() {
  const [remembered, setRemembered] = useState(() => rememberedSeller())
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<FieldIssue>()
  return {
    remembered,
    typed,
    /** The server's word on the code, in the reader's language. */
    error: error && describeFieldIssue(error),
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
    /** Shows the server's `fieldCodes.sellerCode`; true when the answer had nothing else to show. */
    showServerError: (failure: unknown): boolean => {
      const fieldCodes = (failure instanceof ApiError && failure.fieldCodes) || {}
      if (!fieldCodes.sellerCode) return false
      setError(fieldCodes.sellerCode)
      return Object.keys(fieldCodes).length === 1
    },
  }
}
