import { randomBytes } from 'node:crypto'
import * as v from 'valibot'
import { payerSchema } from '../../src/domain/order.ts'
import type { Db } from '../../src/server/db/client.ts'
import { orderStatusHistory, orders, paymentLinks } from '../../src/server/db/schema/index.ts'
import { newOrderCode } from '../../src/server/sale/orders/codes.ts'
import { buildOrderBody } from './orders.ts'

type OrderRow = typeof orders.$inferInsert

/** A status change after the order was placed: its history row. */
export interface OrderMove {
  status: 'paid' | 'refused' | 'canceled'
  reason: string
  at: Date
}

/**
 * An order row straight in the database, with its status history, for screens that only read
 * orders (the dashboard, the commissions): any status, method, amount and time. Trip orders need
 * `tripId` and `optionId`; seats are not taken from the trip. The history is "placed" at
 * `createdAt` then, unless `moves` tells its changes (paid on one day, refunded on another), one
 * move to the order's status at `createdAt`.
 */
export async function insertOrderRow(
  db: Db,
  fields: Pick<OrderRow, 'userId' | 'tripId' | 'optionId' | 'status' | 'method' | 'amountCents' | 'createdAt'> & Partial<OrderRow>,
  moves?: OrderMove[],
) {
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
  const history = moves ?? (row!.status === 'pending' ? [] : [{ status: row!.status, reason: row!.statusReason, at: row!.createdAt }])
  for (const move of history) await db.insert(orderStatusHistory).values({ orderId: row!.id, ...move })
  return row!
}

type LinkRow = typeof paymentLinks.$inferInsert

/** A payment link row straight in the database (open for 7 days unless told), for orders paid through a link; a trip's link needs `tripId` and `optionId`. */
export async function insertPaymentLinkRow(db: Db, fields: Pick<LinkRow, 'agencyId' | 'tripId' | 'optionId' | 'amountCents' | 'createdAt'> & Partial<LinkRow>) {
  const [row] = await db
    .insert(paymentLinks)
    .values({
      token: randomBytes(32).toString('base64url'),
      itemName: 'Viagem',
      people: 1,
      unitPriceCents: fields.amountCents,
      expiresAt: new Date(fields.createdAt.getTime() + 7 * 86_400_000),
      ...fields,
    })
    .returning()
  return row!
}
