import { and, count, eq, inArray } from 'drizzle-orm'
import type { Order, PayBalance } from '../../../domain/order.ts'
import { boletoDueDate, CARD_CHARGE_TIMEOUT_MS, expiryOf } from '../../../domain/order-status.ts'
import { externalPostCheckoutPath } from '../../../domain/payment-link.ts'
import type { DbOrTx } from '../../db/client.ts'
import { balanceCharges, orders, trips } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { fieldError } from '../../http/validation.ts'
import { requestHash } from '../../http/idempotency.ts'
import type { OrdersContext } from './context.ts'
import { askGatewayCharge, chargeColumnsOf } from './gateway-charge.ts'
import { loadOrder, ownedBy, type OrderOwner } from './queries.ts'
import { checkPayment } from './service.ts'

type BalanceCharge = typeof balanceCharges.$inferSelect

/** The order's balance charge still waiting, with the time it was given (a lapsed one no longer waits). */
const isLive = (charge: Pick<BalanceCharge, 'status' | 'expiresAt'>, at: Date) =>
  charge.status === 'pending' && !(charge.expiresAt !== null && charge.expiresAt.getTime() <= at.getTime())

/** The balance's charge still pending (its time may have run out), or null. */
export async function waitingBalanceCharge(db: DbOrTx, orderId: number): Promise<BalanceCharge | null> {
  const [charge] = await db
    .select()
    .from(balanceCharges)
    .where(and(eq(balanceCharges.orderId, orderId), eq(balanceCharges.status, 'pending')))
  return charge ?? null
}

/**
 * Claims the balance's charge under the key, with the order's row locked: of two payments of one
 * balance at once the second waits here, then finds the first pending (409), or its own key's
 * charge (a replay). A charge whose time ran out gives its place back first.
 */
async function claimCharge(ctx: OrdersContext, tx: DbOrTx, owner: OrderOwner, code: string, key: string, hash: string, input: PayBalance, at: Date) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.code, code), ownedBy(owner)))
    .for('update')
  if (!order) throw apiError('order.not_found')
  const [earlier] = await tx
    .select()
    .from(balanceCharges)
    .where(and(eq(balanceCharges.orderId, order.id), eq(balanceCharges.idempotencyKey, key)))
  if (earlier) {
    if (earlier.requestHash !== hash) throw apiError('order.idempotency_key_reused')
    return { order, charge: earlier, created: false }
  }
  if (order.status !== 'paid' || order.plan !== 'deposit' || order.depositCents === null) throw apiError('order.no_open_balance')
  const [live] = await tx
    .select()
    .from(balanceCharges)
    .where(and(eq(balanceCharges.orderId, order.id), inArray(balanceCharges.status, ['pending', 'paid'])))
  if (live?.status === 'paid') throw apiError('order.no_open_balance')
  if (live && isLive(live, at)) throw apiError('order.balance_pending')
  if (live) await tx.update(balanceCharges).set({ status: 'canceled', updatedAt: at }).where(eq(balanceCharges.id, live.id))
  const amountCents = order.amountCents - order.depositCents
  const [trip] =
    order.tripId === null
      ? []
      : await tx.select({ installmentLimit: trips.maxInstallments, boletoInstallments: trips.boletoInstallments }).from(trips).where(eq(trips.id, order.tripId))
  checkPayment(ctx, input.payment, amountCents, trip ?? { installmentLimit: 1, boletoInstallments: false })
  const [{ attempts } = { attempts: 0 }] = await tx.select({ attempts: count() }).from(balanceCharges).where(eq(balanceCharges.orderId, order.id))
  const { method, installments } = input.payment
  const [charge] = await tx
    .insert(balanceCharges)
    .values({
      orderId: order.id,
      idempotencyKey: key,
      requestHash: hash,
      // The gateway's reference (and Mercado Pago's idempotency key): one per attempt, never the order's own.
      reference: `${order.code}-S${attempts + 1}`,
      method,
      installments,
      amountCents,
      status: 'pending',
      gateway: ctx.gateway.name,
      expiresAt: method === 'card' ? new Date(at.getTime() + CARD_CHARGE_TIMEOUT_MS) : expiryOf(method, at, method === 'boleto' ? boletoDueDate(at) : null),
      createdAt: at,
      updatedAt: at,
    })
    .returning()
  return { order, charge: charge!, created: true }
}

/** Asks the gateway for the balance's charge (outside any transaction), then records it; a card's answer settles it at once. */
async function chargeBalance(ctx: OrdersContext, order: typeof orders.$inferSelect, charge: BalanceCharge, input: PayBalance, owner: OrderOwner) {
  const returnUrl = owner.kind === 'guest' ? `${ctx.settings.publicUrl}${externalPostCheckoutPath(order.code)}` : undefined
  const result = await askGatewayCharge(ctx, order, charge, input.payment, returnUrl)
  const at = ctx.now()
  const settle = (values: Partial<BalanceCharge>) =>
    ctx.db
      .update(balanceCharges)
      .set({ ...values, updatedAt: at })
      .where(and(eq(balanceCharges.id, charge.id), eq(balanceCharges.status, 'pending')))
  if (!result) return settle({ status: charge.method === 'card' ? 'refused' : 'canceled' })
  const recorded = chargeColumnsOf(result)
  if (result.method !== 'card' || result.outcome === 'pending') return settle(recorded)
  if (result.outcome !== 'approved') return settle({ ...recorded, status: 'refused' })
  await ctx.moves.transaction(at, async (tx, move) => {
    await tx.update(balanceCharges).set(recorded).where(eq(balanceCharges.id, charge.id))
    return move.payBalance(charge.id)
  })
}

/**
 * POST /api/me/orders/{code}/balance (and the guest's twin): the balance of a paid deposit order,
 * by Pix, boleto or card. The same key and body answer the same charge (charging it if an earlier
 * attempt stopped before the gateway answered); another key while one waits is a 409.
 */
export async function payBalance(ctx: OrdersContext, owner: OrderOwner, code: string, key: string, input: PayBalance): Promise<{ order: Order; created: boolean }> {
  if (input.payment.creditCode) throw fieldError('payment.creditCode', 'order.credit_checkout_only')
  const hash = requestHash(input)
  const at = ctx.now()
  const { order, charge, created } = await ctx.db.transaction((tx) => claimCharge(ctx, tx, owner, code, key, hash, input, at))
  if (created || (charge.status === 'pending' && charge.chargeId === null)) await chargeBalance(ctx, order, charge, input, owner)
  return { order: await loadOrder(ctx.db, order.id, ctx.now()), created }
}
