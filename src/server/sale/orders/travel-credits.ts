import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm'
import { creditExpiresAt, type TravelCredit } from '../../../domain/cancellation.ts'
import type { GuestCredit } from '../../../domain/payment-link.ts'
import type { DbOrTx } from '../../db/client.ts'
import { credits, orderLedger, orders } from '../../db/schema/index.ts'
import { fieldError } from '../../http/validation.ts'
import type { LedgerAuthor } from './ledger.ts'
import { newOrderCode } from './codes.ts'
import type { OrderRow } from './queries.ts'

/**
 * A credit (carta de crédito) of `amountCents` from a canceled order, valid `months`: the buyer's
 * account's, or a guest's payer email's (a payment link's order has no account). Its code has the
 * order codes' alphabet and length behind `CRED-`; it is only spent by its owner, so guessing one
 * gains nothing.
 */
export async function issueTravelCredit(tx: DbOrTx, order: Pick<OrderRow, 'id' | 'userId' | 'payer'>, amountCents: number, months: number, at: Date): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(credits)
      .values({
        code: `CRED-${newOrderCode()}`,
        amountCents,
        balanceCents: amountCents,
        expiresAt: creditExpiresAt(at, months),
        fromOrderId: order.id,
        userId: order.userId,
        email: order.userId === null ? order.payer.email.toLowerCase() : null,
        createdAt: at,
      })
      .onConflictDoNothing({ target: credits.code })
      .returning({ id: credits.id })
    if (row) return row.id
  }
  throw new Error('could not draw a free credit code')
}

/** Who may spend a credit: an account its own, a guest the credits of the payer's email (a guest's credit is bound to it). */
export type CreditSpender = { userId: number } | { email: string }

/** The credit `code` if `spender` may spend it at `at`: theirs, not expired. */
const spendable = (code: string, spender: CreditSpender, at: Date) =>
  and(
    eq(credits.code, code),
    'userId' in spender ? eq(credits.userId, spender.userId) : and(isNull(credits.userId), eq(credits.email, spender.email.toLowerCase())),
    gt(credits.expiresAt, at),
  )

/**
 * POST /api/payment-links/{token}/credit: a guest's credit as the link's checkout would take it, so
 * its form shows what it pays before the order is placed. Not the payer's, expired or empty: a 400
 * on `code`, alike for each, as at the checkout.
 */
export async function guestCreditOf(db: DbOrTx, code: string, email: string, at: Date): Promise<GuestCredit> {
  const [credit] = await db
    .select({ code: credits.code, balanceCents: credits.balanceCents, expiresAt: credits.expiresAt })
    .from(credits)
    .where(and(spendable(code, { email }, at), gt(credits.balanceCents, 0)))
  if (!credit) throw fieldError('code', 'order.credit_unknown')
  return { ...credit, expiresAt: credit.expiresAt.toISOString() }
}

/**
 * Takes up to `wantedCents` of the credit `code` for an order being placed, its row locked
 * (FOR UPDATE) so two checkouts spending one credit at once take from it one after the other,
 * and the fall conditional on the balance (never below 0). A code not the spender's, expired or
 * empty is a 400 on `payment.creditCode`, the same for each: nothing tells a code exists.
 */
export async function takeTravelCredit(tx: DbOrTx, code: string, spender: CreditSpender, wantedCents: number, at: Date): Promise<{ creditId: number; appliedCents: number }> {
  const [credit] = await tx
    .select({ id: credits.id, balanceCents: credits.balanceCents })
    .from(credits)
    .where(spendable(code, spender, at))
    .for('update')
  const appliedCents = Math.min(credit?.balanceCents ?? 0, wantedCents)
  if (!credit || appliedCents <= 0) throw fieldError('payment.creditCode', 'order.credit_unknown')
  const [taken] = await tx
    .update(credits)
    .set({ balanceCents: sql`${credits.balanceCents} - ${appliedCents}` })
    .where(and(eq(credits.id, credit.id), gte(credits.balanceCents, appliedCents)))
    .returning({ id: credits.id })
  if (!taken) throw fieldError('payment.creditCode', 'order.credit_unknown')
  return { creditId: credit.id, appliedCents }
}

/** Gives `cents` back to the credit they were taken from (an order that ended unpaid, or a cancellation's refund of a credit's part). */
export async function giveBackTravelCredit(tx: DbOrTx, creditId: number, cents: number): Promise<void> {
  if (cents <= 0) return
  await tx
    .update(credits)
    .set({ balanceCents: sql`least(${credits.balanceCents} + ${cents}, ${credits.amountCents})` })
    .where(eq(credits.id, creditId))
}

/** GET /api/me/credits: the account's credits, newest first. */
export async function listTravelCredits(db: DbOrTx, userId: number): Promise<TravelCredit[]> {
  const rows = await db
    .select({ code: credits.code, amountCents: credits.amountCents, balanceCents: credits.balanceCents, expiresAt: credits.expiresAt, fromOrder: orders.code })
    .from(credits)
    .innerJoin(orders, eq(orders.id, credits.fromOrderId))
    .where(eq(credits.userId, userId))
    .orderBy(desc(credits.createdAt), desc(credits.id))
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }))
}

/** A refund's part that a credit paid goes back to that credit: its balance and a `credit_issued` row of the order (it leaves the order's money). */
export async function refundToTravelCredit(tx: DbOrTx, orderId: number, creditId: number, cents: number, who: LedgerAuthor): Promise<void> {
  if (cents <= 0) return
  await giveBackTravelCredit(tx, creditId, cents)
  await tx.insert(orderLedger).values({ orderId, kind: 'credit_issued', amountCents: cents, creditId, ...who })
}
