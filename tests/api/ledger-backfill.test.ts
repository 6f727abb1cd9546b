import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { OrderListEntry } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertOrderRow } from '../factories/order-rows.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { tripForSale } from './helpers/admin-orders.ts'
import { requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

test('orders paid before the ledger get their charge (and refund) from the backfill migration, once', async () => {
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const { trip, optionId } = await tripForSale(t.db)
  const at = (day: number) => new Date(Date.UTC(2026, 9, day, 12))
  const fields = { userId: customer.user.id, tripId: trip.id, optionId, method: 'pix' as const, amountCents: 100_000, createdAt: at(1) }
  const paid = await insertOrderRow(t.db, { ...fields, status: 'paid', chargeId: 'legacy-1' }, [{ status: 'paid', reason: 'confirmed', at: at(1) }])
  const refunded = await insertOrderRow(t.db, { ...fields, status: 'canceled', statusReason: 'refunded', chargeId: 'legacy-2' }, [
    { status: 'paid', reason: 'confirmed', at: at(1) },
    { status: 'canceled', reason: 'refunded', at: at(5) },
  ])
  const expired = await insertOrderRow(t.db, { ...fields, status: 'canceled' })
  const paidCents = async () => {
    const list = (await requestJson<OrderListEntry[]>(t, '/api/me/orders', { headers: customer.headers })).body
    return Object.fromEntries(list.map((order) => [order.code, order.paidCents]))
  }
  expect(await paidCents()).toEqual({ [paid.code]: 0, [refunded.code]: 0, [expired.code]: 0 })

  const migration = await readFile('src/server/db/migrations/0020_backfill_order_ledger.sql', 'utf8')
  for (let run = 0; run < 2; run++) for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement))

  expect(await paidCents()).toEqual({ [paid.code]: 100_000, [refunded.code]: 0, [expired.code]: 0 })
  const rows = await t.db.execute(sql`select kind, count(*)::int as n from order_ledger group by kind order by kind`)
  expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
    { kind: 'charge', n: 2 },
    { kind: 'refund', n: 1 },
  ])
})
