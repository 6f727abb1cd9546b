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

/** Finds a credit the buyer may spend by its code (upper case): null when it is not theirs, expired or used up. */
export type CreditLookup = (code: string) => Promise<AppliedCredit | null>

/** The signed-in buyer's: among the account's credits (GET /api/me/credits). */
export function useMyCreditLookup(): CreditLookup {
  const queryClient = useQueryClient()
  return async (code) => {
    const { items } = await queryClient.fetchQuery({ ...myCreditsQueryOptions(), staleTime: 0 })
    const credit = items.find((each) => each.code === code && each.balanceCents > 0 && Date.parse(each.expiresAt) > Date.now())
    return credit ? { code: credit.code, balanceCents: credit.balanceCents } : null
  }
}

/**
 * A checkout's "I have a credit": a code typed, checked by the checkout's lookup (the account's
 * credits, or a payment link's guest's by the payer's email) so the summary shows what it takes
 * off before the order is placed; the server has the last word (`fieldCodes['payment.creditCode']`,
 * shown under the field).
 */
export function useCreditCode() {
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
    apply: async (lookup: CreditLookup) => {
      const code = typed.trim().toUpperCase()
      if (!code) return
      setChecking(true)
      try {
        const credit = await lookup(code)
        if (credit) setApplied(credit)
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
