import { eq } from 'drizzle-orm'
import { defaultCancellationPolicy, paymentPlanAt, type CancellationPolicy, type PaymentPlanTerms } from '../../domain/sale-terms.ts'
import type { DbOrTx } from '../db/client.ts'
import { tripSaleTerms } from '../db/schema/index.ts'

/** A trip's payment plan and cancellation policy as stored; a trip without a row has no deposit and the default policy. */
export interface SaleTerms {
  paymentPlan: PaymentPlanTerms | null
  cancellationPolicy: CancellationPolicy
}

export const defaultSaleTerms = (): SaleTerms => ({ paymentPlan: null, cancellationPolicy: defaultCancellationPolicy() })

/** The payment plan a terms row offers (null: none, or no row), from its two columns: the checkout reads only those. */
export const paymentPlanOf = (row: { depositPercent: number | null; balanceDueDays: number | null } | null | undefined): PaymentPlanTerms | null =>
  row?.depositPercent != null && row.balanceDueDays != null ? { depositPercent: row.depositPercent, balanceDueDays: row.balanceDueDays } : null

export const saleTermsOf = (row: typeof tripSaleTerms.$inferSelect | null | undefined): SaleTerms =>
  row
    ? {
        paymentPlan: paymentPlanOf(row),
        cancellationPolicy: { tiers: row.cancellationTiers, creditMonths: row.creditMonths },
      }
    : defaultSaleTerms()

export async function readSaleTerms(db: DbOrTx, tripId: number): Promise<SaleTerms> {
  const [row] = await db.select().from(tripSaleTerms).where(eq(tripSaleTerms.tripId, tripId))
  return saleTermsOf(row)
}

/** Writes the trip's terms as the admin's form gave them (one row a trip, replaced whole). */
export async function writeSaleTerms(tx: DbOrTx, tripId: number, terms: SaleTerms): Promise<void> {
  const values = {
    depositPercent: terms.paymentPlan?.depositPercent ?? null,
    balanceDueDays: terms.paymentPlan?.balanceDueDays ?? 30,
    cancellationTiers: terms.cancellationPolicy.tiers,
    creditMonths: terms.cancellationPolicy.creditMonths,
  }
  await tx
    .insert(tripSaleTerms)
    .values({ tripId, ...values })
    .onConflictDoUpdate({ target: tripSaleTerms.tripId, set: values })
}

/** What the trip page says of the terms at `now` (GET /api/trips/{slug}). */
export const publicSaleTerms = (terms: SaleTerms, checkIn: string, now: Date) => {
  const plan = paymentPlanAt(terms.paymentPlan, checkIn, now)
  return {
    paymentPlan: plan && { depositPercent: plan.depositPercent, balanceDueAt: plan.balanceDueAt.toISOString() },
    cancellationPolicy: terms.cancellationPolicy,
  }
}
