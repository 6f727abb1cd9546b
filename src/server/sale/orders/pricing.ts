import type { DbOrTx } from '../../db/client.ts'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { PRODUCT_MAX_INSTALLMENTS } from '../../../domain/installments.ts'
import { type OrderItemInput } from '../../../domain/order.ts'
import { saoPauloDate } from '../../../domain/order-status.ts'
import { idempotencyKeys, orders, products, tripOptions, tripSaleTerms, trips } from '../../db/schema/index.ts'
import { paymentPlanAt } from '../../../domain/sale-terms.ts'
import { paymentPlanOf } from '../../catalogue/sale-terms.ts'
import { ApiError, apiError } from '../../http/errors.ts'
import { fieldError } from '../../http/validation.ts'
import { boardingOfOrder, boardingPointsOf, type BoardingPrice } from '../../road/boarding-price.ts'
import { ownCreditOf, type Credit } from './attribution.ts'
import { pendingOrdersCount } from './pending-cap.ts'

/** What an item costs today and what it takes: read by the checkout, the link checkout and link creation. */
export interface Priced {
  tripId: number | null
  optionId: number | null
  productId: number | null
  itemName: string
  optionName: string | null
  people: number
  seats: number
  /** The trip's seats left as read (null for a product): a quick refusal, not a hold. */
  seatsLeft: number | null
  /** The option's price plus the boarding point's extra, per person. */
  unitPriceCents: number
  amountCents: number
  boardingPointId: number | null
  boardingExtraCents: number
  installmentLimit: number
  boletoInstallments: boolean
  /** The trip's payment plan as offered now (null: pay in full only). */
  plan: { depositPercent: number; balanceDueAt: Date } | null
  /** The signed-in buyer's side of the checkout, read with the price when asked (`buyer`); null otherwise. */
  buyer: BuyerState | null
}

/** A signed-in buyer as the checkout's first read finds them, before any lock (place_order checks the cap and the key again). */
export interface BuyerState {
  /** Their unpaid orders of the item (the pending cap, pending-cap.ts). */
  pendingOrders: number
  /** The seats held for them elsewhere (a waitlist offer) that an order of the option takes over. */
  seatsHeld: number
  /** Their own credit, when the buyer is an approved agency (attribution.ts). */
  ownCredit: Credit | null
  /** An earlier request under the same Idempotency-Key: the order answers it. */
  earlier: EarlierRequest | null
}

/** The request that claimed an Idempotency-Key first, and the order it placed. */
export interface EarlierRequest {
  requestHash: string
  orderId: number | null
}

/** Who asks for the price, read in the same statement: `seatsHeld` is the moves' expression of seats held for them. */
export interface PricingBuyer {
  userId: number
  key: string
  seatsHeld?: SQL<number>
}

/** The buyer's state as columns of the price's one read. */
const buyerColumns = (buyer: PricingBuyer, sameItem: SQL, now: Date) => ({
  pendingOrders: pendingOrdersCount(buyer.userId, sameItem, now).mapWith(Number),
  seatsHeld: (buyer.seatsHeld ?? sql<number>`0`).mapWith(Number),
  ownCredit: ownCreditOf(buyer.userId),
  earlier: earlierRequestOf(buyer.userId, buyer.key),
})

const noBuyerColumns = { pendingOrders: sql<number>`0`, seatsHeld: sql<number>`0`, ownCredit: sql<null>`null`, earlier: sql<null>`null` }

/** The request that claimed `key` for `userId`, as an expression (null when none did). */
const earlierRequestOf = (userId: number, key: string) =>
  sql<EarlierRequest | null>`(select json_build_object('requestHash', ${idempotencyKeys.requestHash}, 'orderId', ${idempotencyKeys.orderId}) from ${idempotencyKeys} where ${and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))})`

/** The request that claimed `key` for `userId`, read on its own (the item's read found no item to read it with). */
export async function earlierRequest(db: DbOrTx, userId: number, key: string): Promise<EarlierRequest | null> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  return row ?? null
}

const buyerStateOf = (
  row: { pendingOrders: number; seatsHeld: number; ownCredit: Credit | null; earlier: EarlierRequest | null },
  buyer: PricingBuyer | undefined,
): BuyerState | null => (buyer ? { pendingOrders: row.pendingOrders, seatsHeld: row.seatsHeld, ownCredit: row.ownCredit, earlier: row.earlier } : null)

/**
 * The item cannot be sold: the checkout answers it as is (404/409); link creation answers it as
 * a 400 on `field`, since there the item is a field of the agency's form.
 */
export class ItemRefused extends ApiError {
  constructor(
    override readonly code: 'order.product_not_found' | 'order.product_not_for_sale' | 'order.trip_not_found' | 'order.option_not_found' | 'order.trip_not_on_sale',
    readonly field: string,
  ) {
    super(code)
  }
}

/** Too few seats for the people asked: 409, sold out or how many are left. */
export const seatsShort = (left: number) => (left === 0 ? apiError('order.sold_out') : apiError('order.seats_left', { left }))

/** Too few seats, as a 400 on the form's `field` (a payment link's people). */
export const seatsShortOnField = (field: string, left: number) => (left === 0 ? fieldError(field, 'order.sold_out') : fieldError(field, 'order.seats_left', { left }))

/** A trip's columns the price reads: what the order stores and checks, not the whole row (building a wide select costs CPU on every order). */
const pricedTrip = {
  id: trips.id,
  name: trips.name,
  checkIn: trips.checkIn,
  seatsLeft: trips.seatsLeft,
  maxInstallments: trips.maxInstallments,
  boletoInstallments: trips.boletoInstallments,
}

/**
 * The item at today's price: a published trip before its check-in with the chosen option, or an
 * active product for sale. `anyBoardingPoint`: a price before a point is chosen (the waitlist's line
 * is the trip's, whatever point its buyers pick at checkout), so without a point's extra.
 * `buyer`: their state (BuyerState: unpaid orders of the item, seats held elsewhere, own credit,
 * an earlier request under their key) is read in the same statement, so the checkout's first read
 * is one round trip (issue 26).
 */
export async function priceItem(
  tx: DbOrTx,
  item: OrderItemInput,
  now: Date,
  { anyBoardingPoint = false, buyer }: { anyBoardingPoint?: boolean; buyer?: PricingBuyer } = {},
): Promise<Priced> {
  if ('productId' in item) {
    const [product] = await tx
      .select({
        id: products.id,
        name: products.name,
        priceCents: products.priceCents,
        ...(buyer ? buyerColumns({ ...buyer, seatsHeld: undefined }, eq(orders.productId, products.id), now) : noBuyerColumns),
      })
      .from(products)
      .where(and(eq(products.id, item.productId), eq(products.active, true)))
    if (!product) throw new ItemRefused('order.product_not_found', 'item.productId')
    if (product.priceCents === null) throw new ItemRefused('order.product_not_for_sale', 'item.productId')
    return {
      tripId: null,
      optionId: null,
      productId: product.id,
      itemName: product.name,
      optionName: null,
      people: 1,
      seats: 0,
      seatsLeft: null,
      unitPriceCents: product.priceCents,
      amountCents: product.priceCents,
      boardingPointId: null,
      boardingExtraCents: 0,
      installmentLimit: PRODUCT_MAX_INSTALLMENTS,
      boletoInstallments: false,
      plan: null,
      buyer: buyerStateOf(product, buyer),
    }
  }
  const [found] = await tx
    .select({
      trip: pricedTrip,
      option: { id: tripOptions.id, name: tripOptions.name, priceCents: tripOptions.priceCents },
      depositPercent: tripSaleTerms.depositPercent,
      balanceDueDays: tripSaleTerms.balanceDueDays,
      boardingPoints: anyBoardingPoint ? sql<BoardingPrice[]>`'[]'::json` : boardingPointsOf(trips.id),
      ...(buyer ? buyerColumns(buyer, eq(orders.tripId, trips.id), now) : noBuyerColumns),
    })
    .from(trips)
    .leftJoin(tripOptions, and(eq(tripOptions.tripId, trips.id), eq(tripOptions.id, item.optionId)))
    .leftJoin(tripSaleTerms, eq(tripSaleTerms.tripId, trips.id))
    .where(and(eq(trips.id, item.tripId), eq(trips.published, true)))
  if (!found) throw new ItemRefused('order.trip_not_found', 'item.tripId')
  if (!found.option) throw new ItemRefused('order.option_not_found', 'item.optionId')
  if (found.trip.checkIn <= saoPauloDate(now)) throw new ItemRefused('order.trip_not_on_sale', 'item.tripId')
  const boarding = anyBoardingPoint ? { boardingPointId: null, boardingExtraCents: 0 } : boardingOfOrder(found.boardingPoints, item.boardingPointId)
  const unitPriceCents = found.option.priceCents + boarding.boardingExtraCents
  return {
    tripId: found.trip.id,
    optionId: found.option.id,
    productId: null,
    itemName: found.trip.name,
    optionName: found.option.name,
    people: item.people,
    seats: item.people,
    seatsLeft: found.trip.seatsLeft,
    unitPriceCents,
    amountCents: unitPriceCents * item.people,
    ...boarding,
    installmentLimit: found.trip.maxInstallments,
    boletoInstallments: found.trip.boletoInstallments,
    plan: paymentPlanAt(paymentPlanOf(found), found.trip.checkIn, now),
    buyer: buyerStateOf(found, buyer),
  }
}

/** Whether the trip's row just read has the seats (the conditional UPDATE of the hold is what guarantees them). */
export const seatsShortOf = (priced: Priced): number | null => (priced.seatsLeft !== null && priced.seatsLeft < priced.seats ? priced.seatsLeft : null)

/** The priced item's columns an order and a payment link both store: the item frozen at its price. */
export const itemColumnsOf = ({ tripId, optionId, productId, itemName, optionName, people, unitPriceCents, amountCents, boardingPointId, boardingExtraCents }: Priced) => ({
  tripId,
  optionId,
  productId,
  itemName,
  optionName,
  people,
  unitPriceCents,
  amountCents,
  boardingPointId,
  boardingExtraCents,
})
