import { getTableColumns, sql } from 'drizzle-orm'
import { MAX_PENDING_ORDERS_PER_TRIP } from '../../../domain/order-status.ts'
import type { DbOrTx } from '../../db/client.ts'
import { databaseErrorOf } from '../../db/errors.ts'
import { orders } from '../../db/schema/index.ts'
import { ApiError, apiError } from '../../http/errors.ts'
import { erasedDomain } from '../../users/erased-email.ts'
import { seatsShort, type EarlierRequest } from './pricing.ts'

/** A signed-in buyer placing through place_order: their account is locked, their key claimed and tied, their pending cap kept. */
export interface PlacingBuyer {
  userId: number
  key: string
  hash: string
}

/** What place_order answers: the new order's id and code, or the key's earlier request (nothing written). */
export type PlacedInDatabase = { id: number; code: string } | { replayOf: EarlierRequest }

const columns = getTableColumns(orders)

/** The orders row as place_order reads it: JSON by column name, a time as ISO text. */
function rowJson(values: Record<string, unknown>) {
  const row: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(values)) {
    const column = columns[field as keyof typeof columns]
    if (!column) throw new Error(`orders has no column for ${field}`)
    if (value !== undefined) row[column.name] = value instanceof Date ? value.toISOString() : value
  }
  return row
}

/** place_order's refusals (P0001, the API's code as the message) as the API answers them. */
function refusalOf(error: unknown): ApiError | null {
  const raised = databaseErrorOf(error)
  if (raised?.code !== 'P0001') return null
  if (raised.message === 'auth.session_expired') return apiError('auth.session_expired')
  if (raised.message === 'order.too_many_pending') return apiError('order.too_many_pending', { max: MAX_PENDING_ORDERS_PER_TRIP })
  if (raised.message === 'order.seats_short') return seatsShort(Number(raised.detail))
  return null
}

/**
 * A new pending order in one database call (place_order, migration 0025; issue 26): its row, its
 * first history line, its trip's seats taken by a conditional UPDATE, its travellers' boarding
 * places and, for a signed-in `buyer`, the account's lock, the key's claim, the pending cap read
 * after the lock, and the key's tie. Outside a transaction it is one round trip and commits on
 * its own; inside one, it is a part of it. A refusal throws the API's error, and nothing of the
 * call is kept.
 */
export async function placeInDatabase(tx: DbOrTx, values: Record<string, unknown>, codes: string[], buyer: PlacingBuyer | null): Promise<PlacedInDatabase> {
  const buyerJson = buyer && { ...buyer, maxPending: MAX_PENDING_ORDERS_PER_TRIP, erasedDomain }
  try {
    const result = (await tx.execute(
      sql`select place_order(${JSON.stringify(rowJson(values))}::jsonb, ${JSON.stringify(codes)}::jsonb, ${buyerJson && JSON.stringify(buyerJson)}::jsonb) as placed`,
    )) as unknown as { rows: { placed: PlacedInDatabase }[] }
    return result.rows[0]!.placed
  } catch (error) {
    throw refusalOf(error) ?? error
  }
}
