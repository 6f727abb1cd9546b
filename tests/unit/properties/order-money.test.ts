import fc from 'fast-check'
import { expect, test } from 'vitest'
import { cancellationQuote, splitRefund } from '../../../src/domain/cancellation.ts'
import { paidCentsOf, type LedgerKind } from '../../../src/domain/ledger.ts'
import { addDays } from '../../../src/domain/order-status.ts'
import { balanceDueAt, balanceOverdueAt, depositCentsOf, overdueSettlement, paymentPlanAt, WITHDRAWAL_DAYS, type CancellationTier } from '../../../src/domain/sale-terms.ts'
import { runs } from './settings.ts'

const DAY = 86_400_000

/** A policy as the admin's form allows it: most days first, penalties never falling, ending at 0 days. */
const tiers: fc.Arbitrary<CancellationTier[]> = fc.uniqueArray(fc.integer({ min: 1, max: 365 }), { maxLength: 6 }).chain((days) =>
  fc.array(fc.integer({ min: 0, max: 100 }), { minLength: days.length + 1, maxLength: days.length + 1 }).map((penalties) => {
    const sortedDays = [...days.sort((a, b) => b - a), 0]
    const sortedPenalties = penalties.sort((a, b) => a - b)
    return sortedDays.map((daysBefore, i) => ({ daysBefore, penaltyPercent: sortedPenalties[i]! }))
  }),
)

const sale = fc.record({
  priceCents: fc.integer({ min: 1, max: 5_000_000 }),
  depositPercent: fc.integer({ min: 10, max: 90 }),
  balanceDueDays: fc.integer({ min: 1, max: 180 }),
  /** Days from the purchase to the trip's check-in. */
  leadDays: fc.integer({ min: 1, max: 400 }),
  purchasedAt: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2032, 0, 1) }).map((ms) => new Date(ms)),
  tiers,
  /** How the sale ends: the balance paid, the balance overdue, or an admin's full refund after both. */
  ending: fc.constantFrom('balance paid', 'balance overdue', 'refunded in full'),
})

type Row = { kind: LedgerKind; amountCents: number }
const sum = (rows: Row[], kind: LedgerKind) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amountCents, 0)

test("a deposit order's money adds up in every ending: charges − refunds = paid, deposit + balance = price, kept + owed = paid", () => {
  fc.assert(
    fc.property(sale, ({ priceCents, depositPercent, balanceDueDays, leadDays, purchasedAt, tiers, ending }) => {
      const checkIn = addDays(purchasedAt.toISOString().slice(0, 10), leadDays)
      const plan = paymentPlanAt({ depositPercent, balanceDueDays }, checkIn, purchasedAt)
      // The plan is offered only while its balance's due moment is ahead.
      expect(plan === null).toBe(balanceDueAt(checkIn, balanceDueDays).getTime() <= purchasedAt.getTime())
      if (!plan) return
      const deposit = depositCentsOf(priceCents, depositPercent)
      const balance = priceCents - deposit
      expect(deposit).toBeGreaterThanOrEqual(0)
      expect(deposit).toBeLessThanOrEqual(priceCents)
      const rows: Row[] = [{ kind: 'charge', amountCents: deposit }]
      if (ending === 'balance overdue') {
        const at = new Date(balanceOverdueAt(plan.balanceDueAt).getTime() + DAY / 2)
        const paid = paidCentsOf(rows)
        const { keptCents, refundCents } = overdueSettlement({ amountCents: priceCents, paidCents: paid, checkIn, purchasedAt }, tiers, at)
        // CDC art. 49: nothing is kept within 7 days of the purchase.
        if (at.getTime() - purchasedAt.getTime() < WITHDRAWAL_DAYS * DAY) expect(keptCents).toBe(0)
        expect(keptCents + refundCents).toBe(paid)
        expect(keptCents).toBeGreaterThanOrEqual(0)
        expect(refundCents).toBeGreaterThanOrEqual(0)
        expect(keptCents).toBeLessThanOrEqual(Math.round((priceCents * Math.max(...tiers.map((tier) => tier.penaltyPercent))) / 100))
        if (keptCents > 0) rows.push({ kind: 'penalty', amountCents: keptCents })
        if (refundCents > 0) rows.push({ kind: 'refund', amountCents: refundCents })
        expect(paidCentsOf(rows)).toBe(keptCents)
      } else {
        if (balance > 0) rows.push({ kind: 'charge', amountCents: balance })
        expect(paidCentsOf(rows)).toBe(priceCents)
        if (ending === 'refunded in full') for (const charge of rows.filter((row) => row.kind === 'charge')) rows.push({ kind: 'refund', amountCents: charge.amountCents })
      }
      expect(paidCentsOf(rows)).toBe(sum(rows, 'charge') - sum(rows, 'refund'))
      if (ending === 'refunded in full') expect(paidCentsOf(rows)).toBe(0)
    }),
    runs(),
  )
})

const payments = fc.array(fc.record({ method: fc.constantFrom('card' as const, 'pix' as const, 'boleto' as const), cents: fc.integer({ min: 1, max: 2_000_000 }) }), {
  minLength: 1,
  maxLength: 3,
})

test("a buyer's cancellation adds up: penalty + refund = paid, the refund split over the payments, a credit's part back to it, the ledger's sum what is kept", () => {
  fc.assert(
    fc.property(
      payments,
      fc.integer({ min: 0, max: 2_000_000 }),
      fc.integer({ min: 0, max: 400 }),
      fc.integer({ min: 0, max: 30 }),
      tiers,
      fc.boolean(),
      (paid, creditUsed, leadDays, daysSincePurchase, tiers, offersCredit) => {
        const purchasedAt = new Date('2027-01-10T15:00:00Z')
        const now = new Date(purchasedAt.getTime() + daysSincePurchase * DAY)
        const checkIn = addDays(now.toISOString().slice(0, 10), leadDays)
        const rows: Row[] = [
          ...paid.map((payment) => ({ kind: 'charge' as const, amountCents: payment.cents })),
          ...(creditUsed > 0 ? [{ kind: 'credit_used' as const, amountCents: creditUsed }] : []),
        ]
        const paidCents = paidCentsOf(rows)
        const amountCents = paidCents + 1_000
        const quote = cancellationQuote(
          { status: 'paid', amountCents, paidCents, checkIn, purchasedAt, balancePending: false },
          { tiers, creditMonths: offersCredit ? 12 : null },
          now,
        )
        expect(quote.allowed).toBe(true)
        expect(quote.penaltyCents + quote.refundCents).toBe(paidCents)
        expect(quote.creditCents).toBe(offersCredit ? paidCents : null)
        if (quote.withdrawalRight) expect(quote.penaltyCents).toBe(0)

        const parts = splitRefund(
          paid.map((payment, index) => ({ key: index, method: payment.method, heldCents: payment.cents })),
          quote.refundCents,
        )
        for (const part of parts) expect(part.cents).toBeLessThanOrEqual(paid[part.key]!.cents)
        const byMoney = parts.reduce((sum, part) => sum + part.cents, 0)
        // Money first; what no payment holds was the credit's, and goes back to it.
        expect(byMoney).toBe(Math.min(quote.refundCents, paidCents - creditUsed))
        const toCredit = quote.refundCents - byMoney
        expect(toCredit).toBeLessThanOrEqual(creditUsed)
        rows.push(...parts.map((part) => ({ kind: 'refund' as const, amountCents: part.cents })))
        if (toCredit > 0) rows.push({ kind: 'credit_issued', amountCents: toCredit })
        if (quote.penaltyCents > 0) rows.push({ kind: 'penalty', amountCents: quote.penaltyCents })
        expect(paidCentsOf(rows)).toBe(quote.penaltyCents)
        expect(sum(rows, 'charge') - sum(rows, 'refund')).toBe(paidCents - creditUsed - byMoney)
      },
    ),
    runs(),
  )
})
