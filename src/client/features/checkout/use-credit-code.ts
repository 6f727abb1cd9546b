import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { FieldIssue } from '../../../domain/api-error.ts'
import { ApiError } from '../../api-error.ts'
import { describeApiCode, describeApiError } from '../../ui/form/api-messages.ts'
import { describeFieldIssue } from '../../ui/form/validation-messages.ts'
import { myCreditsQueryOptions } from '../account/credits-api.ts'

/** A credit of the buyer's being spent: its code and what is left of it. */
export interface AppliedCredit {
  code: string
  balanceCents: number
}

/**
 * The signed-in checkout's "I have a credit": a code typed, checked against the account's credits
 * (GET /api/me/credits) so the summary shows what it takes off before the order is placed; the
 * server has the last word (`fieldCodes['payment.creditCode']`, shown under the field).
 */
export function useCreditCode() {
  const queryClient = useQueryClient()
  const [typed, setTyped] = useState('')
  const [applied, setApplied] = useState<AppliedCredit | null>(null)
  const [error, setError] = useState<string>()
  const [checking, setChecking] = useState(false)
  return {
    typed,
    applied,
    error,
    checking,
    type: (text: string) => {
      setTyped(text)
      setError(undefined)
    },
    apply: async () => {
      const code = typed.trim().toUpperCase()
      if (!code) return
      setChecking(true)
      try {
        const { items } = await queryClient.fetchQuery({ ...myCreditsQueryOptions(), staleTime: 0 })
        const credit = items.find((each) => each.code === code && each.balanceCents > 0 && Date.parse(each.expiresAt) > Date.now())
        if (credit) setApplied({ code: credit.code, balanceCents: credit.balanceCents })
        else setError(describeApiCode('order.credit_unknown'))
      } catch (failure) {
        setError(describeApiError(failure))
      } finally {
        setChecking(false)
      }
    },
    remove: () => {
      setApplied(null)
      setError(undefined)
    },
    /** Shows the server's `fieldCodes['payment.creditCode']` (the credit spent meanwhile): true when the answer had nothing else to show. */
    showServerError: (failure: unknown): boolean => {
      const issue: FieldIssue | undefined = (failure instanceof ApiError && failure.fieldCodes?.['payment.creditCode']) || undefined
      if (!issue) return false
      setApplied(null)
      setError(describeFieldIssue(issue))
      return Object.keys((failure as ApiError).fieldCodes ?? {}).length === 1
    },
  }
}
