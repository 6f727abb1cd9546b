import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { orders, paymentEvents } from '../../src/server/db/schema/index.ts'
import { SIGNATURE_HEADER, signWebhook } from '../../src/server/sale/payments/signature.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const SECRET = 'whsec_hardening_only'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ payments: { webhookSecret: SECRET } })
})
afterAll(() => t.close())

test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'charge.unknown'])(
  'a correctly signed webhook of type %s is a 400 with a code, and changes nothing',
  async (type) => {
    const { headers } = await insertSignedInUser(t.db, UserType.customer)
    const trip = await insertTrip(t.db, { vacancies: 10, checkIn: '2099-01-10', options: [{ name: 'Individual', priceCents: 80_000, people: 1 }] })
    const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
    const placed = await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId: option!.id, people: 1 }), {
      ...headers,
      'Idempotency-Key': newIdempotencyKey(),
    })
    const [row] = await t.db.select().from(orders).where(eq(orders.code, placed.body.code))
    const rawBody = JSON.stringify({ id: `evt_${type}`, type, data: { chargeId: row!.chargeId, reference: row!.code }, createdAt: new Date().toISOString() })

    const response = await requestJson<ApiErrorBody>(t, '/api/payments/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhook(SECRET, rawBody, new Date()) },
      body: rawBody,
    })

    expect(response.status).toBe(400)
    expect(response.body.code).toBe('payment.webhook_unknown_type')
    expect((await t.db.select().from(orders).where(eq(orders.id, row!.id)))[0]!.status).toBe('pending')
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, row!.id))).toHaveLength(0)
  },
)
