import * as v from 'valibot'
import { wholeNumber } from './admin/fields.ts'
import { addDays, saoPauloDate, saoPauloDayStart } from './order-status.ts'

/*
 * A trip's sale terms (issue 27): its payment plan (a deposit now, the balance some days before
 * departure) and its cancellation policy (tiers of days before departure → penalty). The admin's
 * trip form and the server parse with these schemas; the rules are pure and used on both sides.
 * Why the defaults are what they are: docs/DECISIONS.md, "Payment plans and cancellation policy".
 */

export const MIN_DEPOSIT_PERCENT = 10
export const MAX_DEPOSIT_PERCENT = 90
/** The balance is due this many days before departure unless the trip says otherwise. */
export const DEFAULT_BALANCE_DUE_DAYS = 30
export const MAX_BALANCE_DUE_DAYS = 180
/** Days after the balance's due date before an unpaid balance cancels the order (`balance_overdue`). */
export const BALANCE_GRACE_DAYS = 3
export const DEFAULT_CREDIT_MONTHS = 12
export const MAX_CREDIT_MONTHS = 36
export const MAX_TIERS = 10

/** A cancellation `daysBefore` days or more before departure costs `penaltyPercent` of the price (the tier with the most days that fits applies). */
export interface CancellationTier {
  daysBefore: number
  penaltyPercent: number
}

/** The tiers of Deliberação Normativa EMBRATUR 161/1985 as Brazilian excursion agencies still quote them, closed by the agency's own last tier (docs/DECISIONS.md). */
export const DEFAULT_CANCELLATION_TIERS: readonly CancellationTier[] = [
  { daysBefore: 31, penaltyPercent: 10 },
  { daysBefore: 21, penaltyPercent: 20 },
  { daysBefore: 0, penaltyPercent: 30 },
]

export interface CancellationPolicy {
  /** Most days first; the last tier is 0 days. */
  tiers: CancellationTier[]
  /** How long a credit (carta de crédito) lasts; null: the trip offers no credit. */
  creditMonths: number | null
}

export const defaultCancellationPolicy = (): CancellationPolicy => ({ tiers: DEFAULT_CANCELLATION_TIERS.map((tier) => ({ ...tier })), creditMonths: DEFAULT_CREDIT_MONTHS })

/** What the admin's form says of the plan: null, no deposit. */
export interface PaymentPlanTerms {
  depositPercent: number
  balanceDueDays: number
}

export const saleTermsMessages = {
  tierZero: 'The last tier must start at 0 days before departure',
  tiersOrder: 'Each tier must have fewer days and no smaller penalty than the one before',
} as const

export const paymentPlanInputSchema = v.nullable(
  v.object({
    depositPercent: wholeNumber(MIN_DEPOSIT_PERCENT, MAX_DEPOSIT_PERCENT),
    balanceDueDays: v.optional(wholeNumber(1, MAX_BALANCE_DUE_DAYS), DEFAULT_BALANCE_DUE_DAYS),
  }),
)

const tierSchema = v.object({ daysBefore: wholeNumber(0, 365), penaltyPercent: wholeNumber(0, 100) })

/** Sorted by days, most first; a policy must say what a cancellation on the eve costs (a 0-day tier), and a later one never costs less. */
export const cancellationPolicyInputSchema = v.object({
  tiers: v.pipe(
    v.array(tierSchema),
    v.minLength(1, saleTermsMessages.tierZero),
    v.maxLength(MAX_TIERS, `At most ${MAX_TIERS} tiers`),
    v.transform((tiers) => [...tiers].sort((a, b) => b.daysBefore - a.daysBefore)),
    v.check((tiers) => tiers.at(-1)?.daysBefore === 0, saleTermsMessages.tierZero),
    v.check(
      (tiers) => tiers.every((tier, i) => i === 0 || (tier.daysBefore < tiers[i - 1]!.daysBefore && tier.penaltyPercent >= tiers[i - 1]!.penaltyPercent)),
      saleTermsMessages.tiersOrder,
    ),
  ),
  creditMonths: v.optional(v.nullable(wholeNumber(1, MAX_CREDIT_MONTHS)), DEFAULT_CREDIT_MONTHS),
})

/** The end of the balance's due day in São Paulo: `balanceDueDays` before the trip's check-in. */
export const balanceDueAt = (checkIn: string, balanceDueDays: number): Date => new Date(saoPauloDayStart(addDays(checkIn, -balanceDueDays), 1).getTime() - 1)

/** When an unpaid balance cancels its order: the due moment plus the grace days. */
export const balanceOverdueAt = (dueAt: Date): Date => new Date(dueAt.getTime() + BALANCE_GRACE_DAYS * 86_400_000)

/** The plan a buyer may choose at `now`: none without a deposit, or once the balance's due day has passed (the trip leaves sooner than the plan allows). */
export function paymentPlanAt(terms: PaymentPlanTerms | null, checkIn: string, now: Date): { depositPercent: number; balanceDueAt: Date } | null {
  if (!terms) return null
  const dueAt = balanceDueAt(checkIn, terms.balanceDueDays)
  return dueAt.getTime() > now.getTime() ? { depositPercent: terms.depositPercent, balanceDueAt: dueAt } : null
}

// The deposit's rule lives with the money (money.ts), which the trip page loads without this file's schemas.
export { depositCentsOf } from './money.ts'

/** Whole days from `now` (São Paulo's date) to the trip's check-in; negative once it left. */
export const daysBeforeDeparture = (checkIn: string, now: Date): number =>
  Math.round((Date.parse(`${checkIn}T00:00:00Z`) - Date.parse(`${saoPauloDate(now)}T00:00:00Z`)) / 86_400_000)

/** The penalty of `amountCents` at `percent`, rounded to the cent. */
const penaltyCentsOf = (amountCents: number, percent: number): number => Math.round((amountCents * percent) / 100)

/** CDC art. 49: a purchase made online may be withdrawn within 7 days with everything paid back. */
export const WITHDRAWAL_DAYS = 7

/** What the policy keeps of a cancellation at `now`: the tier that applies, or nothing within the withdrawal days of the purchase (CDC art. 49). */
export function policyPenalty(order: { amountCents: number; paidCents: number; checkIn: string | null; purchasedAt: Date }, tiers: readonly CancellationTier[], now: Date) {
  const withdrawalRight = now.getTime() - order.purchasedAt.getTime() < WITHDRAWAL_DAYS * 86_400_000
  if (withdrawalRight) return { withdrawalRight, tier: null, penaltyCents: 0 }
  const daysBefore = order.checkIn === null ? 0 : daysBeforeDeparture(order.checkIn, now)
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore)
  const tier = sorted.find((candidate) => daysBefore >= candidate.daysBefore) ?? sorted.at(-1) ?? null
  // Never more than was paid: a deposit is the penalty up to the tier.
  const penaltyCents = tier ? Math.max(0, Math.min(order.paidCents, penaltyCentsOf(order.amountCents, tier.penaltyPercent))) : 0
  return { withdrawalRight, tier, penaltyCents }
}

/**
 * An order canceled for an unpaid balance (docs/PAYMENTS.md, "An unpaid balance"): the agency keeps
 * what was paid up to the policy's penalty on that day (the deposit is the penalty, up to the
 * tier), and owes the rest back; within the withdrawal days of the purchase it keeps nothing.
 */
export function overdueSettlement(order: { amountCents: number; paidCents: number; checkIn: string | null; purchasedAt: Date }, tiers: readonly CancellationTier[], now: Date) {
  const { penaltyCents } = policyPenalty(order, tiers, now)
  return { keptCents: penaltyCents, refundCents: order.paidCents - penaltyCents }
}
