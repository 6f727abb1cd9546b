import { createHash } from 'node:crypto'
import { and, eq, gte, sql } from 'drizzle-orm'
import { isAllowedInstallments, maxInstallmentsFor, PRODUCT_MAX_INSTALLMENTS } from '../../domain/installments.ts'
import { orderMessages, type Order, type PlaceOrder } from '../../domain/order.ts'
import { fieldMessages } from '../../domain/user-messages.ts'
import { boletoDueDate, CARD_CHARGE_TIMEOUT_MS, expiryOf, saoPauloDate } from '../../domain/order-status.ts'
import type { DbOrTx } from '../auth/context.ts'
import { idempotencyKeys, orderStatusHistory, orders, products, tripOptions, trips } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import type { ChargeResult } from '../payments/gateway.ts'
import { newOrderCode } from './codes.ts'
import type { OrdersContext } from './context.ts'
import { loadOrder, type OrderRow } from './queries.ts'
import { moveOrder } from './transitions.ts'

/** Keys sort, so two bodies that differ only in key order hash alike. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value)

export const requestHash = (input: PlaceOrder) => createHash('sha256').update(canonical(input)).digest('hex')

const installmentsError = (message: string) => new ApiError(400, `payment.installments: ${message}`, { 'payment.installments': message })

interface Priced {
  tripId: number | null
  optionId: number | null
  productId: number | null
  itemName: string
  optionName: string | null
  people: number
  seats: number
  unitPriceCents: number
  amountCents: number
  installmentLimit: number
  boletoInstallments: boolean
}

async function priceItem(tx: DbOrTx, input: PlaceOrder, now: Date): Promise<Priced> {
  const item = input.item
  if ('productId' in item) {
    const [product] = await tx.select().from(products).where(and(eq(products.id, item.productId), eq(products.active, true)))
    if (!product) throw new ApiError(404, orderMessages.productNotFound)
    if (product.priceCents === null) throw new ApiError(409, orderMessages.productNotForSale)
    return {
      tripId: null,
      optionId: null,
      productId: product.id,
      itemName: product.name,
      optionName: null,
      people: 1,
      seats: 0,
      unitPriceCents: product.priceCents,
      amountCents: product.priceCents,
      installmentLimit: PRODUCT_MAX_INSTALLMENTS,
      boletoInstallments: false,
    }
  }
  const [found] = await tx
    .select({ trip: trips, option: tripOptions })
    .from(trips)
    .leftJoin(tripOptions, and(eq(tripOptions.tripId, trips.id), eq(tripOptions.id, item.optionId)))
    .where(and(eq(trips.id, item.tripId), eq(trips.published, true)))
  if (!found) throw new ApiError(404, orderMessages.tripNotFound)
  if (!found.option) throw new ApiError(404, orderMessages.optionNotFound)
  if (found.trip.checkIn <= saoPauloDate(now)) throw new ApiError(409, orderMessages.tripNotOnSale)
  // A quick refusal from the row just read (a sold-out trip costs its buyers little); the
  // conditional UPDATE in holdSeats is what guarantees the count.
  if (found.trip.seatsLeft < item.people) throw new ApiError(409, orderMessages.notEnoughSeats(found.trip.seatsLeft))
  return {
    tripId: found.trip.id,
    optionId: found.option.id,
    productId: null,
    itemName: found.trip.name,
    optionName: found.option.name,
    people: item.people,
    seats: item.people,
    unitPriceCents: found.option.priceCents,
    amountCents: found.option.priceCents * item.people,
    installmentLimit: found.trip.maxInstallments,
    boletoInstallments: found.trip.boletoInstallments,
  }
}

function checkPayment(ctx: OrdersContext, input: PlaceOrder, priced: Priced) {
  // Mercado Pago charges a card token under its brand (the SDK's payment_method_id).
  if (input.payment.method === 'card' && ctx.gateway.name === 'mercadopago' && !input.payment.cardBrand) {
    throw new ApiError(400, `payment.cardBrand: ${fieldMessages.required}`, { 'payment.cardBrand': fieldMessages.required })
  }
  const count = input.payment.installments
  if (count === 1) return
  if (input.payment.method === 'boleto' && !(priced.boletoInstallments && ctx.gateway.boletoInstallments)) throw installmentsError(orderMessages.boletoInstallmentsUnavailable)
  if (isAllowedInstallments(priced.amountCents, count, priced.installmentLimit)) return
  if (count > priced.installmentLimit) throw installmentsError(orderMessages.tooManyInstallments(maxInstallmentsFor(priced.amountCents, priced.installmentLimit)))
  throw installmentsError(orderMessages.minInstallment)
}

/** Takes `seats` from the trip in one conditional UPDATE; 409 naming what is left when there are not enough. */
async function holdSeats(tx: DbOrTx, tripId: number, seats: number) {
  const [held] = await tx
    .update(trips)
    .set({ seatsLeft: sql`${trips.seatsLeft} - ${seats}` })
    .where(and(eq(trips.id, tripId), gte(trips.seatsLeft, seats)))
    .returning({ seatsLeft: trips.seatsLeft })
  if (held) return
  const [trip] = await tx.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId))
  throw new ApiError(409, orderMessages.notEnoughSeats(trip?.seatsLeft ?? 0))
}

type Placed = { kind: 'new'; row: OrderRow } | { kind: 'replay'; orderId: number }

/** The first transaction: the key, the price, the pending order and its seats, all or nothing. */
async function insertPendingOrder(ctx: OrdersContext, userId: number, key: string, input: PlaceOrder, at: Date): Promise<Placed> {
  const hash = requestHash(input)
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx.insert(idempotencyKeys).values({ userId, key, requestHash: hash, createdAt: at }).onConflictDoNothing().returning({ key: idempotencyKeys.key })
    if (!claimed) {
      const [earlier] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      if (!earlier || earlier.requestHash !== hash || earlier.orderId === null) throw new ApiError(422, orderMessages.idempotencyKeyReused)
      return { kind: 'replay', orderId: earlier.orderId }
    }
    const priced = await priceItem(tx, input, at)
    checkPayment(ctx, input, priced)
    const { method, installments } = input.payment
    const expiresAt = method === 'card' ? new Date(at.getTime() + CARD_CHARGE_TIMEOUT_MS) : expiryOf(method, at, method === 'boleto' ? boletoDueDate(at) : null)
    let row: OrderRow | undefined
    // 40 random bits: a clash is rare, and then another code is drawn.
    for (let attempt = 0; !row && attempt < 5; attempt++) {
      ;[row] = await tx
        .insert(orders)
        .values({
          code: newOrderCode(),
          userId,
          tripId: priced.tripId,
          optionId: priced.optionId,
          productId: priced.productId,
          itemName: priced.itemName,
          optionName: priced.optionName,
          people: priced.people,
          seatsHeld: priced.seats,
          unitPriceCents: priced.unitPriceCents,
          amountCents: priced.amountCents,
          method,
          installments,
          status: 'pending',
          statusReason: 'placed',
          payer: input.payer,
          gateway: ctx.gateway.name,
          expiresAt,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: orders.code })
        .returning()
    }
    if (!row) throw new Error('could not draw a free order code')
    await tx.insert(orderStatusHistory).values({ orderId: row.id, status: 'pending', reason: 'placed', at })
    await tx.update(idempotencyKeys).set({ orderId: row.id }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    // Last before the commit: the trip's row stays locked from here to the commit only, so
    // buyers of one popular trip wait on each other as briefly as possible.
    if (priced.tripId !== null) await holdSeats(tx, priced.tripId, priced.seats)
    return { kind: 'new', row }
  })
}

/**
 * Asks the gateway for the charge (outside any transaction: no row stays locked while it
 * answers), then records it; a card's answer settles the order at once. A gateway that fails
 * ends the order (refused for a card, canceled otherwise) and gives its seats back.
 */
async function chargeOrder(ctx: OrdersContext, row: OrderRow, input: PlaceOrder): Promise<void> {
  let result: ChargeResult | null = null
  try {
    result = await ctx.gateway.createCharge(
      {
        reference: row.code,
        method: row.method,
        amountCents: row.amountCents,
        installments: row.installments,
        description: row.optionName ? `${row.itemName} — ${row.optionName} × ${row.people}` : row.itemName,
        payer: row.payer,
        cardToken: input.payment.cardToken,
        cardBrand: input.payment.cardBrand,
        pixExpiresAt: row.expiresAt ?? undefined,
        boletoDueDate: row.method === 'boleto' ? boletoDueDate(row.createdAt) : undefined,
      },
      ctx.now(),
    )
  } catch (error) {
    console.warn(`Charging order ${row.code} failed:`, error instanceof Error ? error.message : error)
  }
  const at = ctx.now()
  const charged = result
  if (!charged) {
    const failed = await ctx.db.transaction((tx) => moveOrder(tx, row.id, row.method === 'card' ? 'refused' : 'canceled', 'processing_error', at))
    if (failed) ctx.live.publish(failed)
    return
  }
  const recorded = {
    chargeId: charged.chargeId,
    updatedAt: at,
    // A card charge the gateway still reviews waits for its webhook, however long that takes.
    ...(charged.method === 'card' ? { expiresAt: null } : {}),
    ...(charged.method === 'pix' ? { pixPayload: charged.payload } : {}),
    ...(charged.method === 'boleto' ? { boletoSlips: charged.slips, boletoUrl: charged.pdfUrl } : {}),
    ...(charged.method === 'card' && charged.card ? { cardBrand: charged.card.brand, cardLast4: charged.card.last4 } : {}),
  }
  if (charged.method !== 'card' || charged.outcome === 'pending') {
    // Nothing moves: one statement, no transaction.
    await ctx.db.update(orders).set(recorded).where(eq(orders.id, row.id))
    return
  }
  const outcome = charged.outcome
  const update = await ctx.db.transaction(async (tx) => {
    await tx.update(orders).set(recorded).where(eq(orders.id, row.id))
    return outcome === 'approved' ? moveOrder(tx, row.id, 'paid', 'approved', at) : moveOrder(tx, row.id, 'refused', outcome, at)
  })
  if (update) ctx.live.publish(update)
  else if (outcome === 'approved') console.warn(`Card charge ${charged.chargeId} of order ${row.code} was approved after the order ended: refund by hand`)
}

/**
 * POST /api/orders. The same key with the same body answers the same order (charging it if an
 * earlier attempt stopped before the gateway answered); with another body, 422.
 */
export async function placeOrder(ctx: OrdersContext, userId: number, key: string, input: PlaceOrder): Promise<{ order: Order; created: boolean }> {
  const placed = await insertPendingOrder(ctx, userId, key, input, ctx.now())
  if (placed.kind === 'new') {
    ctx.live.publish({ code: placed.row.code, userId, status: 'pending', reason: 'placed', at: placed.row.createdAt.toISOString(), method: placed.row.method, amountCents: placed.row.amountCents })
    await chargeOrder(ctx, placed.row, input)
    return { order: await loadOrder(ctx.db, placed.row.id), created: true }
  }
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed.orderId))
  if (row && row.status === 'pending' && row.chargeId === null) await chargeOrder(ctx, row, input)
  return { order: await loadOrder(ctx.db, placed.orderId), created: false }
}
