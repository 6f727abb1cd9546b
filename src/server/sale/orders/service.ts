import type { DbOrTx } from '../../db/client.ts'
import { eq } from 'drizzle-orm'
import { isAllowedInstallments, maxInstallmentsFor } from '../../../domain/installments.ts'
import type { Order, Payer, PaymentInput, PlaceOrder } from '../../../domain/order.ts'
import { boletoDueDate, CARD_CHARGE_TIMEOUT_MS, expiryOf } from '../../../domain/order-status.ts'
import { orders } from '../../db/schema/index.ts'
import { ApiError, apiError } from '../../http/errors.ts'
import { askGatewayCharge, chargeColumnsOf } from './gateway-charge.ts'
import { creditOfSale, type Credit } from './attribution.ts'
import { assertPendingRoom, lockBuyer } from './pending-cap.ts'
import type { OrdersContext } from './context.ts'
import { earlierRequest, itemColumnsOf, priceItem, seatsShort, seatsShortOf, type EarlierRequest, type Priced } from './pricing.ts'
import { loadOrder } from './queries.ts'
import type { NewOrder, PlacedOrder } from './moves.ts'
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

/** The item priced and who buys it, as a sales channel decides them. */
export interface ChannelSale {
  priced: Priced
  userId: number | null
  paymentLinkId: number | null
  credit: Credit | null
}

/** A new order placed, or the order an earlier identical request under the key placed. */
export type Placed = { kind: 'new'; row: PlacedOrder } | { kind: 'replay'; orderId: number }

/**
 * Where an order comes from: the signed-in checkout (userChannel) or a payment link
 * (payment-links/link-checkout.ts). Each places its pending order its own way (newOrderOf gives
 * both its columns); both share the rest of placeOrder: its charge and its answer.
 */
export interface OrderChannel {
  payment: PaymentInput
  payer: Payer
  plan: OrderPlan
  /** The pending order with its seats, all or nothing, told placed after its commit; or the order the key's earlier identical request placed (422 for another body). */
  place(ctx: OrdersContext, key: string, hash: string, at: Date): Promise<Placed>
  /** The address a hosted payment page returns the buyer to, when there is one for this channel. */
  returnUrlOf?(code: string): Promise<string>
}

/** The key's earlier request answered: its order for the same body, 422 for another (or one that placed nothing). */
export function replayOf(earlier: EarlierRequest, hash: string): Placed {
  if (earlier.requestHash !== hash || earlier.orderId === null) throw apiError('order.idempotency_key_reused')
  return { kind: 'replay', orderId: earlier.orderId }
}

/** place_order found the key claimed inside a transaction that did other writes: they are undone, and the earlier request answered. */
class ClaimedMeanwhile extends Error {
  constructor(readonly earlier: EarlierRequest) {
    super('the Idempotency-Key was claimed meanwhile')
  }
}

/**
 * The signed-in checkout: POST /api/orders. Its first read (priceItem with the buyer) prices the
 * item and reads the buyer's pending orders, seats held for them, own credit and an earlier
 * request under the key, before any lock: a sold-out trip or a full pending cap is refused there,
 * and a replay answered. The order is then one database call (place_order, issue 26), which
 * locks the account and checks the cap and the seats again; an order that takes over a waitlist
 * offer or spends a travel credit wraps it in a transaction with those writes, the account locked
 * first as place_order would.
 */
export function userChannel(userId: number, input: PlaceOrder): OrderChannel {
  const channel: OrderChannel = {
    payment: input.payment,
    payer: input.payer,
    plan: input.plan,
    async place(ctx, key, hash, at) {
      const seatsHeld = 'optionId' in input.item ? ctx.moves.seatsHeldFor({ userId, optionId: input.item.optionId }, at) : undefined
      const priced = await priceItem(ctx.db, input.item, at, { buyer: { userId, key, seatsHeld } }).catch(async (error: unknown) => {
        // An item no longer for sale (or a boarding point gone) still answers a replay of the order placed while it was.
        const earlier = error instanceof ApiError ? await earlierRequest(ctx.db, userId, key) : null
        if (earlier) return earlier
        throw error
      })
      if (!('buyer' in priced)) return replayOf(priced, hash)
      const buyer = priced.buyer!
      if (buyer.earlier) return replayOf(buyer.earlier, hash)
      const credit = await creditOfSale(ctx.db, buyer.ownCredit, input.sellerCode ?? null)
      assertPendingRoom(buyer.pendingOrders)
      // Seats held for the buyer (their live waitlist offer of this option) go to this order (docs/WAITLIST.md).
      if (priced.seatsLeft !== null) priced.seatsLeft += buyer.seatsHeld
      const short = seatsShortOf(priced)
      if (short !== null) throw seatsShort(short)
      const sale: ChannelSale = { priced, userId, paymentLinkId: null, credit }
      const placing = { userId, key, hash }
      if (buyer.seatsHeld === 0 && !input.payment.creditCode) return placedOrReplay(await ctx.moves.placeAlone(at, await newOrderOf(ctx, channel, sale, at, ctx.db), placing), hash)
      try {
        return await ctx.moves.transaction(at, async (tx, move) => {
          await lockBuyer(tx, userId)
          const held = priced.optionId !== null && buyer.seatsHeld > 0 ? await move.heldSeats(userId, priced.optionId) : null
          const placed = await move.place(await newOrderOf(ctx, channel, sale, at, tx), placing)
          if ('replayOf' in placed) throw new ClaimedMeanwhile(placed.replayOf)
          if (held) await held.tie(placed.id)
          return { kind: 'new', row: placed } satisfies Placed
        })
      } catch (error) {
        if (error instanceof ClaimedMeanwhile) return replayOf(error.earlier, hash)
        throw error
      }
    },
  }
  return channel
}

const placedOrReplay = (placed: PlacedOrder | { replayOf: EarlierRequest }, hash: string): Placed =>
  'replayOf' in placed ? replayOf(placed.replayOf, hash) : { kind: 'new', row: placed }

/** A deposit order's columns: its deposit and when its balance is due; a 400 on `plan` where the trip offers none now. */
function planColumnsOf(plan: OrderPlan, priced: Priced) {
  if (plan === 'full') return { plan, depositCents: null, balanceDueAt: null }
  if (!priced.plan) throw fieldError('plan', 'order.deposit_unavailable')
  return { plan, depositCents: depositCentsOf(priced.amountCents, priced.plan.depositPercent), balanceDueAt: priced.plan.balanceDueAt }
}

/**
 * A new order's columns from its sale and its payment: its plan, what a travel credit pays first
 * (its row locked in `tx` until the commit), its expiry; a 400 when the payment does not fit the
 * rest to charge.
 */
export async function newOrderOf(ctx: OrdersContext, channel: Pick<OrderChannel, 'payment' | 'payer' | 'plan'>, sale: ChannelSale, at: Date, tx: DbOrTx): Promise<NewOrder> {
  const { priced, userId, paymentLinkId, credit } = sale
  const plan = planColumnsOf(channel.plan, priced)
  const firstCents = plan.depositCents ?? priced.amountCents
  const { creditCode, method, installments } = channel.payment
  const spender = userId !== null ? { userId } : { email: channel.payer.email }
  const travelCredit = creditCode ? await takeTravelCredit(tx, creditCode, spender, firstCents, at) : null
  const creditAppliedCents = travelCredit?.appliedCents ?? 0
  if (firstCents > creditAppliedCents) checkPayment(ctx, channel.payment, firstCents - creditAppliedCents, priced)
  const expiresAt = method === 'card' ? new Date(at.getTime() + CARD_CHARGE_TIMEOUT_MS) : expiryOf(method, at, method === 'boleto' ? boletoDueDate(at) : null)
  return {
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
  }
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
  const placed = await channel.place(ctx, key, requestHash(body), ctx.now())
  if (placed.kind === 'new') return { order: await chargeOrder(ctx, placed.row, channel), created: true }
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed.orderId))
  const unchargedYet = row && row.status === 'pending' && row.chargeId === null
  return { order: unchargedYet ? await chargeOrder(ctx, row, channel) : await loadOrder(ctx.db, placed.orderId, ctx.now()), created: false }
}
