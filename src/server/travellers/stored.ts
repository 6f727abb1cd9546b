import { asc, inArray } from 'drizzle-orm'
import type { StoredTraveller } from '../../domain/traveller.ts'
import type { DbOrTx } from '../db/client.ts'
import { orderTravellers } from '../db/schema/index.ts'

/** The kept travellers of some orders, each order's by position (a position never saved is undefined). */
export async function storedTravellersOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, (StoredTraveller | undefined)[]>> {
  const byOrder = new Map<number, (StoredTraveller | undefined)[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db.select().from(orderTravellers).where(inArray(orderTravellers.orderId, orderIds)).orderBy(asc(orderTravellers.orderId), asc(orderTravellers.position))
  for (const { orderId, position, name, documentKind, documentNumber, documentState, birthDate } of rows) {
    const list = byOrder.get(orderId) ?? []
    list[position] = { name, documentKind, documentNumber, documentState, birthDate }
    byOrder.set(orderId, list)
  }
  return byOrder
}

/** Whether a save leaves a traveller as kept (a position never saved is one with nothing given). */
export const sameStored = (kept: StoredTraveller | undefined, next: StoredTraveller): boolean =>
  (kept?.name ?? null) === next.name &&
  (kept?.documentKind ?? null) === next.documentKind &&
  (kept?.documentNumber ?? null) === next.documentNumber &&
  (kept?.documentState ?? null) === next.documentState &&
  (kept?.birthDate ?? null) === next.birthDate
