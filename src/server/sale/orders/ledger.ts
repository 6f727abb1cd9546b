import { and, eq, inArray, sql } from 'drizzle-orm'
import { splitRefund } from '../../../domain/cancellation.ts'
import type { ChargePurpose } from '../../../domain/ledger.ts'
import type { PaymentMethod } from '../../../domain/order-status.ts'
import type { DbOrTx } from '../../db/client.ts'
import { orderLedger } from '../../db/schema/index.ts'
import type { MovedBy } from './moves.ts'

/** A charge the gateway says is paid. */
export interface PaidCharge {
  purpose: ChargePurpose
  amountCents: number
  method: PaymentMethod
  gateway: string
  chargeId: string | null
}

/** Writes the charge's row once: a second word of the same charge (a replayed webhook that got past its event id) adds nothing. */
export async function recordCharge(tx: DbOrTx, orderId: number, charge: PaidCharge, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(orderLedger)
    .values({ orderId, kind: 'charge', ...charge, source: 'gateway', at })
    .onConflictDoNothing()
    .returning({ id: orderLedger.id })
  return rows.length > 0
}

/** A paid charge of the order with what it still holds (paid less given back), as the ledger has it. */
export interface HeldLedgerCharge {
  purpose: ChargePurpose | null
  method: PaymentMethod | null
  gateway: string | null
  chargeId: string | null
  cents: number
}

/** The order's charges (or the `only` one) with what each still holds, in the order they came; none held is left out. */
export async function heldCharges(tx: DbOrTx, orderId: number, only?: { gateway: string; chargeId: string }): Promise<HeldLedgerCharge[]> {
  const held = await tx
    .select({
      purpose: orderLedger.purpose,
      method: orderLedger.method,
      gateway: orderLedger.gateway,
      chargeId: orderLedger.chargeId,
      cents:
        sql<number>`sum(case when ${orderLedger.kind} = 'charge' then ${orderLedger.amountCents} when ${orderLedger.kind} = 'refund' then -${orderLedger.amountCents} else 0 end)`.mapWith(
          Number,
        ),
    })
    .from(orderLedger)
    .where(
      only
        ? and(eq(orderLedger.orderId, orderId), eq(orderLedger.gateway, only.gateway), eq(orderLedger.chargeId, only.chargeId))
        : and(eq(orderLedger.orderId, orderId), inArray(orderLedger.kind, ['charge', 'refund'])),
    )
    .groupBy(orderLedger.purpose, orderLedger.method, orderLedger.gateway, orderLedger.chargeId)
    // In the order the charges came, so the refunds read alongside them.
    .orderBy(sql`min(${orderLedger.id})`)
  return held.filter((charge) => charge.cents > 0)
}

/**
 * Gives back everything still held of each charge (a full refund), or of the `only` one the
 * gateway refunded: one refund row per charge, of what that charge paid less what was already
 * given back of it, sent at `at` (the gateway's refund came before the move, or the gateway itself refunded).
 */
export async function refundCharges(tx: DbOrTx, orderId: number, at: Date, by?: MovedBy, only?: { gateway: string; chargeId: string }): Promise<void> {
  const refunds = await heldCharges(tx, orderId, only)
  if (refunds.length === 0) return
  await tx.insert(orderLedger).values(
    refunds.map(({ cents, ...charge }) => ({
      orderId,
      kind: 'refund' as const,
      amountCents: cents,
      ...charge,
      source: by ? ('admin' as const) : ('gateway' as const),
      actorId: by?.actorId ?? null,
      note: by?.note ?? '',
      at,
      sentAt: at,
    })),
  )
}

/** Who wrote a row of the ledger, and when. */
export interface LedgerAuthor {
  source: 'buyer' | 'gateway' | 'admin' | 'system'
  actorId: number | null
  note: string
  at: Date
}

/** The refund of `refundCents` split over the order's payments (splitRefund: cards and Pix first), each part keyed by the columns its refund row carries. */
export async function refundParts(tx: DbOrTx, orderId: number, refundCents: number) {
  // A charge of no known method goes back by hand, as a boleto's.
  const held = (await heldCharges(tx, orderId)).map(({ cents, ...key }) => ({ key, method: key.method ?? ('boleto' as const), heldCents: cents }))
  return splitRefund(held, refundCents)
}

/** A settlement by the policy: what is kept as a `penalty` row, and a `refund` row per part, not sent yet (owed-refunds.ts sends them). */
export async function writeSettlement(tx: DbOrTx, orderId: number, penaltyCents: number, parts: Awaited<ReturnType<typeof refundParts>>, who: LedgerAuthor): Promise<void> {
  const rows = [
    ...(penaltyCents > 0 ? [{ orderId, kind: 'penalty' as const, amountCents: penaltyCents, ...who }] : []),
    ...parts.map(({ key, cents }) => ({ orderId, kind: 'refund' as const, amountCents: cents, ...key, ...who })),
  ]
  if (rows.length > 0) await tx.insert(orderLedger).values(rows)
}
