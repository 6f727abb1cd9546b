import type { DbOrTx } from '../../db/client.ts'
import { and, eq } from 'drizzle-orm'
import { isAllowedInstallments, maxInstallmentsFor } from '../../../domain/installments.ts'
import type { Order, Payer, PaymentInput, PlaceOrder } from '../../../domain/order.ts'
import { boletoDueDate, CARD_CHARGE_TIMEOUT_MS, expiryOf } from '../../../domain/order-status.ts'
import { idempotencyKeys, orders } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { askGatewayCharge, chargeColumnsOf } from './gateway-charge.ts'
import { creditOfSale, type Credit } from './attribution.ts'
import { refuseSoldOutEarly } from './early-refusal.ts'
import { assertPendingRoom, lockBuyerAndClaimKey } from './pending-cap.ts'
import type { OrdersContext } from './context.ts'
import { boardOrderAt } from '../../road/boarding-price.ts'
import { itemColumnsOf, priceItem, seatsShort, seatsShortOf, type Priced } from './pricing.ts'
import { loadOrder } from './queries.ts'
import type { HeldSeats, Mover, PlacedOrder } from './moves.ts'
import { fieldError } from '../../http/validation.ts'
import { logger } from '../../observability/logger.ts'
import type { OrderPlan } from '../../../domain/ledger.ts'
import { depositCentsOf } from '../../../domain/sale-terms.ts'
import { firstChargeCents } from './order-money.ts'
import { takeTravelCredit } from './travel-credits.ts'
import { requestHash } from '../../http/idempotency.ts'

/** The payment of a charge of `amountCents` (an order's first, or a balance): the card's brand, and installments the item allows on that amount. */
export function checkPayment(ctx: Pick<OrdersContext, 'gateway'>, payment: PaymentInput, amountCents: number, limits: Pick<Priced, 'boletoInstallments' | 'installmentLimit'>) {
  // Mercado Pago charges a card token under its brand (the SDK's payment_method_id).
  if (payment.method === 'card' && ctx.gateway.name === 'mercadopago' && !payment.cardBrand) {
    throw fieldError('payment.cardBrand', 'field.required')
  }
  const count = payment.installments
  if (count === 1) return
  if (payment.method === 'boleto' && !(limits.boletoInstallments && ctx.gateway.boletoInstallments))
    throw fieldError('payment.installments', 'order.boleto_installments_unavailable')
  if (isAllowedInstallments(amountCents, count, limits.installmentLimit)) return
  if (count > limits.installmentLimit) throw fieldError('payment.installments', 'order.too_many_installments', { max: maxInstallmentsFor(amountCents, limits.installmentLimit) })
  throw fieldError('payment.installments', 'order.min_installment')
}

/** The item priced and who buys it, as a sales channel decides them inside the order's transaction. */
export interface ChannelSale {
  priced: Priced
  userId: number | null
  paymentLinkId: number | null
  credit: Credit | null
}

/**
 * Where an order comes from: the signed-in checkout (userChannel) or a payment link
 * (payment-links/link-checkout.ts). Both share the rest of placeOrder: the pending order, its
 * seats and its charge.
 */
export interface OrderChannel {
  payment: PaymentInput
  payer: Payer
  plan: OrderPlan
  /** Before any transaction: throws what the order's transaction would certainly answer (a sold-out trip), from one read. */
  refuseEarly?(ctx: OrdersContext, key: string, at: Date): Promise<void>
  /** Claims the Idempotency-Key in the caller's transaction: 'claimed', or the order an earlier identical request placed (422 for another body). */
  claimKey(tx: DbOrTx, key: string, hash: string, at: Date, move: Mover): Promise<'claimed' | { orderId: number }>
  /** After the key is claimed: the item, its price (with the trip's seats left as read, those held for the buyer counted) and who is credited. */
  sell(tx: DbOrTx, at: Date, move: Mover): Promise<ChannelSale>
  /** Ties the new order to its key (and, for a link, the link to the order). */
  attach(tx: DbOrTx, key: string, orderId: number): Promise<void>
  /** The address a hosted payment page returns the buyer to, when there is one for this channel. */
  returnUrlOf?(code: string): Promise<string>
}

/** The signed-in checkout: POST /api/orders. */
export function userChannel(userId: number, input: PlaceOrder): OrderChannel {
  let held: HeldSeats | null = null
  let ownCredit: Credit | null = null
  return {
    payment: input.payment,
    payer: input.payer,
    plan: input.plan,
    refuseEarly: (ctx, key, at) => refuseSoldOutEarly(ctx, userId, input, key, at),
    async claimKey(tx, key, hash, at) {
      const locked = await lockBuyerAndClaimKey(tx, userId, { key, hash, at })
      ownCredit = locked.ownCredit
      if (locked.claimed) return 'claimed'
      const [earlier] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      if (!earlier || earlier.requestHash !== hash || earlier.orderId === null) throw apiError('order.idempotency_key_reused')
      return { orderId: earlier.orderId }
    },
    async sell(tx, at, move) {
      const credit = await creditOfSale(tx, ownCredit, input.sellerCode ?? null)
      const seatsHeld = 'optionId' in input.item ? move.seatsHeldFor(userId, input.item.optionId) : undefined
      const priced = await priceItem(tx, input.item, at, { buyer: { userId, seatsHeld } })
      assertPendingRoom(priced)
      // Seats held for the caller (their live waitlist offer of this option) go to this order
      // (docs/WAITLIST.md); the price's read says whether there are any to take.
      held = priced.optionId !== null && priced.seatsHeldForBuyer > 0 ? await move.heldSeats(userId, priced.optionId) : null
      if (held && priced.seatsLeft !== null) priced.seatsLeft += held.seats
      return { priced, userId, paymentLinkId: null, credit }
    },
    async attach(tx, key, orderId) {
      await tx
        .update(idempotencyKeys)
        .set({ orderId })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      if (held) await held.tie(orderId)
    },
  }
}

/** A deposit order's columns: its deposit and when its balance is due; a 400 on `plan` where the trip offers none now. */
function planColumnsOf(plan: OrderPlan, priced: Priced) {
  if (plan === 'full') return { plan, depositCents: null, balanceDueAt: null }
  if (!priced.plan) throw fieldError('plan', 'order.deposit_unavailable')
  return { plan, depositCents: depositCentsOf(priced.amountCents, priced.plan.depositPercent), balanceDueAt: priced.plan.balanceDueAt }
}

type Placed = { kind: 'new'; row: PlacedOrder } | { kind: 'replay'; orderId: number }

/** The first transaction: the key, the price, the pending order and its seats, all or nothing; the order is told placed after it. */
async function insertPendingOrder(ctx: OrdersContext, channel: OrderChannel, key: string, hash: string, at: Date): Promise<Placed> {
  return ctx.moves.transaction(at, async (tx, move) => {
    const claim = await channel.claimKey(tx, key, hash, at, move)
    if (claim !== 'claimed') return { kind: 'replay', orderId: claim.orderId }
    const { priced, userId, paymentLinkId, credit } = await channel.sell(tx, at, move)
    if (priced.tripId !== null && priced.seatsLeft !== null) ctx.seatsSeen.saw(priced.tripId, priced.seatsLeft - priced.seats)
    // A quick refusal from the row just read (a sold-out trip costs its buyers little); the placed
    // move's conditional UPDATE is what guarantees the count.
    const short = seatsShortOf(priced)
    if (short !== null) throw seatsShort(short)
    const plan = planColumnsOf(channel.plan, priced)
    const firstCents = plan.depositCents ?? priced.amountCents
    // A credit pays first (its row locked until the commit); the gateway charges the rest, if any.
    const { creditCode } = channel.payment
    const spender = userId !== null ? { userId } : { email: channel.payer.email }
    const travelCredit = creditCode ? await takeTravelCredit(tx, creditCode, spender, firstCents, at) : null
    const creditAppliedCents = travelCredit?.appliedCents ?? 0
    if (firstCents > creditAppliedCents) checkPayment(ctx, channel.payment, firstCents - creditAppliedCents, priced)
    const { method, installments } = channel.payment
    const expiresAt = method === 'card' ? new Date(at.getTime() + CARD_CHARGE_TIMEOUT_MS) : expiryOf(method, at, method === 'boleto' ? boletoDueDate(at) : null)
    const row = await move.place({
      userId,
      paymentLinkId,
      agencyId: credit?.agencyId ?? null,
      sellerCode: credit?.sellerCode ?? null,
      commissionBasisPoints: credit?.commissionBasisPoints ?? null,
      ...itemColumnsOf(priced),
      seatsHeld: priced.seats,
      method,
      installments,
      payer: channel.payer,
      gateway: ctx.gateway.name,
      expiresAt,
      ...plan,
      creditId: travelCredit?.creditId ?? null,
      creditAppliedCents,
    })
    // The order took its seats (move.place): the trip's row stays locked from there to the
    // commit, so only these last statements keep buyers of one popular trip waiting.
    await channel.attach(tx, key, row.id)
    await boardOrderAt(tx, row)
    return { kind: 'new', row }
  })
}

/**
 * Asks the gateway for the charge (outside any transaction: no row stays locked while it
 * answers), records it and answers the order as it then is; a card's answer settles the order at
 * once; an order a credit paid whole is paid without one. A gateway that fails ends the order
 * (refused for a card, canceled otherwise) and gives its seats back.
 */
async function chargeOrder(ctx: OrdersContext, row: PlacedOrder, channel: OrderChannel): Promise<Order> {
  if (firstChargeCents(row) === 0) {
    // A credit paid it all: no charge, the order is paid as it is placed.
    await ctx.moves.transaction(ctx.now(), async (tx, move) => {
      await tx.update(orders).set({ expiresAt: null }).where(eq(orders.id, row.id))
      return move.end(row.id, 'paid', 'confirmed')
    })
    return loadOrder(ctx.db, row.id, ctx.now())
  }
  const charge = { reference: row.code, method: row.method, amountCents: firstChargeCents(row), installments: row.installments, createdAt: row.createdAt, expiresAt: row.expiresAt }
  const charged = await askGatewayCharge(ctx, row, charge, channel.payment, await channel.returnUrlOf?.(row.code))
  const at = ctx.now()
  if (!charged) {
    await ctx.moves.transaction(at, (_tx, move) => move.end(row.id, row.method === 'card' ? 'refused' : 'canceled', 'processing_error'))
    return loadOrder(ctx.db, row.id, ctx.now())
  }
  const recorded = { ...chargeColumnsOf(charged), updatedAt: at }
  // Nothing moves: the charge's record and the answer's read are one statement, no transaction.
  if (charged.method !== 'card' || charged.outcome === 'pending') return loadOrder(ctx.db, row.id, ctx.now(), recorded)
  const outcome = charged.outcome
  const update = await ctx.moves.transaction(at, async (tx, move) => {
    // The charge is recorded with the move it makes; on an order no longer pending, apart.
    const moved = await (outcome === 'approved' ? move.end(row.id, 'paid', 'approved', undefined, recorded) : move.end(row.id, 'refused', outcome, undefined, recorded))
    if (!moved) await tx.update(orders).set(recorded).where(eq(orders.id, row.id))
    return moved
  })
  if (!update && outcome === 'approved' && !(await paidBy(ctx.db, row.id, charged.chargeId)))
    logger().warn({ charge: charged.chargeId, order: row.code }, 'A card charge was approved after its order ended: refund by hand')
  return loadOrder(ctx.db, row.id, ctx.now())
}

/** Whether the order is paid by this very charge: a copy of the request (a replay sent at once) got the gateway's same answer and applied it first. */
async function paidBy(db: DbOrTx, orderId: number, chargeId: string) {
  const [order] = await db.select({ status: orders.status, chargeId: orders.chargeId }).from(orders).where(eq(orders.id, orderId))
  return order?.status === 'paid' && order.chargeId === chargeId
}

/**
 * Places an order through a channel. The same key with the same body answers the same order
 * (charging it if an earlier attempt stopped before the gateway answered); with another body, 422.
 */
export async function placeOrder(ctx: OrdersContext, channel: OrderChannel, key: string, body: unknown): Promise<{ order: Order; created: boolean }> {
  await channel.refuseEarly?.(ctx, key, ctx.now())
  const placed = await insertPendingOrder(ctx, channel, key, requestHash(body), ctx.now())
  if (placed.kind === 'new') return { order: await chargeOrder(ctx, placed.row, channel), created: true }
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed.orderId))
  const unchargedYet = row && row.status === 'pending' && row.chargeId === null
  return { order: unchargedYet ? await chargeOrder(ctx, row, channel) : await loadOrder(ctx.db, placed.orderId, ctx.now()), created: false }
}
