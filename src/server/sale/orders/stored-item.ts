import type { OrderItem } from '../../../domain/order.ts'
import type { orders } from '../../db/schema/index.ts'

/** The item as an order or a payment link stores it: frozen when sold (or when the link was made). */
type StoredItem = Pick<typeof orders.$inferSelect, 'tripId' | 'optionId' | 'productId' | 'itemName' | 'optionName' | 'people' | 'unitPriceCents'>
export type TripRef = { slug: string; checkIn: string; checkOut: string } | null

/** The stored item as the API answers it, with the trip's slug and dates read alongside. */
export function orderItemOf(row: StoredItem, trip: TripRef): OrderItem {
  if (row.productId !== null) return { kind: 'product', productId: row.productId, productName: row.itemName, unitPriceCents: row.unitPriceCents }
  return {
    kind: 'trip',
    tripId: row.tripId!,
    tripName: row.itemName,
    tripSlug: trip?.slug ?? '',
    checkIn: trip?.checkIn ?? '',
    checkOut: trip?.checkOut ?? '',
    optionId: row.optionId!,
    optionName: row.optionName ?? '',
    people: row.people,
    unitPriceCents: row.unitPriceCents,
  }
}
