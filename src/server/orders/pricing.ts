import type { DbOrTx } from '../db/client.ts'
import { and, eq } from 'drizzle-orm'
import { PRODUCT_MAX_INSTALLMENTS } from '../../domain/installments.ts'
import { orderMessages, type OrderItemInput } from '../../domain/order.ts'
import { saoPauloDate } from '../../domain/order-status.ts'
import { products, tripOptions, trips } from '../db/schema/index.ts'
import { ApiError } from '../http/errors.ts'

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
  unitPriceCents: number
  amountCents: number
  installmentLimit: number
  boletoInstallments: boolean
}

/**
 * The item cannot be sold: the checkout answers it as is (404/409); link creation answers it as
 * a 400 on `field`, since there the item is a field of the agency's form.
 */
export class ItemRefused extends ApiError {
  constructor(
    status: 404 | 409,
    message: string,
    readonly field: string,
  ) {
    super(status, message)
  }
}

/** The item at today's price: a published trip before its check-in with the chosen option, or an active product for sale. */
export async function priceItem(tx: DbOrTx, item: OrderItemInput, now: Date): Promise<Priced> {
  if ('productId' in item) {
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, item.productId), eq(products.active, true)))
    if (!product) throw new ItemRefused(404, orderMessages.productNotFound, 'item.productId')
    if (product.priceCents === null) throw new ItemRefused(409, orderMessages.productNotForSale, 'item.productId')
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
      installmentLimit: PRODUCT_MAX_INSTALLMENTS,
      boletoInstallments: false,
    }
  }
  const [found] = await tx
    .select({ trip: trips, option: tripOptions })
    .from(trips)
    .leftJoin(tripOptions, and(eq(tripOptions.tripId, trips.id), eq(tripOptions.id, item.optionId)))
    .where(and(eq(trips.id, item.tripId), eq(trips.published, true)))
  if (!found) throw new ItemRefused(404, orderMessages.tripNotFound, 'item.tripId')
  if (!found.option) throw new ItemRefused(404, orderMessages.optionNotFound, 'item.optionId')
  if (found.trip.checkIn <= saoPauloDate(now)) throw new ItemRefused(409, orderMessages.tripNotOnSale, 'item.tripId')
  return {
    tripId: found.trip.id,
    optionId: found.option.id,
    productId: null,
    itemName: found.trip.name,
    optionName: found.option.name,
    people: item.people,
    seats: item.people,
    seatsLeft: found.trip.seatsLeft,
    unitPriceCents: found.option.priceCents,
    amountCents: found.option.priceCents * item.people,
    installmentLimit: found.trip.maxInstallments,
    boletoInstallments: found.trip.boletoInstallments,
  }
}

/** Whether the trip's row just read has the seats (the conditional UPDATE of the hold is what guarantees them). */
export const seatsShortOf = (priced: Priced): number | null => (priced.seatsLeft !== null && priced.seatsLeft < priced.seats ? priced.seatsLeft : null)

/** The priced item's columns an order and a payment link both store: the item frozen at its price. */
export const itemColumnsOf = ({ tripId, optionId, productId, itemName, optionName, people, unitPriceCents, amountCents }: Priced) => ({
  tripId,
  optionId,
  productId,
  itemName,
  optionName,
  people,
  unitPriceCents,
  amountCents,
})
