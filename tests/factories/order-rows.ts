import * as v from 'valibot'
import { payerSchema } from '../../src/domain/order.ts'
import type { Db } from '../../src/server/db/client.ts'
import { orderStatusHistory, orders } from '../../src/server/db/schema.ts'
import { newOrderCode } from '../../src/server/orders/codes.ts'
import { buildOrderBody } from './orders.ts'

type OrderRow = typeof orders.$inferInsert

/**
 * An order row straight in the database, with its status history, for screens that only read
 * orders (the dashboard): any status, method, amount and time. Trip orders need `tripId` and
 * `optionId`; seats are not taken from the trip.
 */
export async function insertOrderRow(db: Db, fields: Pick<OrderRow, 'userId' | 'tripId' | 'optionId' | 'status' | 'method' | 'amountCents' | 'createdAt'> & Partial<OrderRow>) {
  const payer = v.parse(payerSchema, buildOrderBody({ tripId: 1, optionId: 1, people: 1 }).payer)
  const people = fields.people ?? 1
  const [row] = await db
    .insert(orders)
    .values({
      code: newOrderCode(),
      itemName: 'Viagem',
      optionName: 'Individual',
      people,
      seatsHeld: people,
      unitPriceCents: Math.round(fields.amountCents / people),
      installments: 1,
      statusReason: fields.status === 'pending' ? 'placed' : fields.status === 'paid' ? 'confirmed' : fields.status === 'refused' ? 'declined' : 'expired',
      payer,
      gateway: 'sandbox',
      updatedAt: fields.createdAt,
      ...fields,
    })
    .returning()
  await db.insert(orderStatusHistory).values({ orderId: row!.id, status: 'pending', reason: 'placed', at: row!.createdAt })
  if (row!.status !== 'pending') await db.insert(orderStatusHistory).values({ orderId: row!.id, status: row!.status, reason: row!.statusReason, at: row!.createdAt })
  return row!
}
