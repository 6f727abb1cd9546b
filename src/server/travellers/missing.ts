import { incompleteTravellers, travellersDeadline } from '../../domain/traveller.ts'
import type { OrderStatus } from '../../domain/order-status.ts'
import type { DbOrTx } from '../db/client.ts'
import { storedTravellersOf } from './stored.ts'

interface ListedTripOrder {
  id: number
  people: number
  status: OrderStatus
  checkIn: string
  deadlineHours: number | null
}

/**
 * How many travellers each trip order still misses while the buyer can fill them in (a pending
 * or paid order, before the trip's deadline), by order id; an order not in the map has none to ask for.
 */
export async function travellersToFill(db: DbOrTx, tripOrders: ListedTripOrder[], now: Date): Promise<Map<number, number>> {
  const open = tripOrders.filter((order) => (order.status === 'pending' || order.status === 'paid') && now < travellersDeadline(order.checkIn, order.deadlineHours))
  const stored = await storedTravellersOf(
    db,
    open.map((order) => order.id),
  )
  return new Map(open.map((order) => [order.id, incompleteTravellers(order.people, stored.get(order.id) ?? [], order.checkIn)]))
}
