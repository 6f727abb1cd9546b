import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import { UserType } from '../../src/domain/session.ts'
import { contactMessages } from '../../src/server/db/schema/index.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { buildSignUp, insertSignedInUser } from '../factories/users.ts'
import { postJson, requestJson, sendJson } from './helpers/http.ts'
import { serverLog } from './helpers/server-log.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let customer: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer))
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin))
})
afterAll(() => t.close())

const contact = { name: 'Ana Souza', email: 'ana@example.com', subject: 'Dúvida', message: 'Quero saber sobre a viagem de julho.' }

/** A 400 naming `field` with the control characters' code: never the database's 500. */
function expectControlRefused(response: { status: number; body: unknown }, field: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400)
  const body = response.body as ApiErrorBody
  expect(body.code).toBe('validation')
  expect(body.fieldCodes?.[field]).toEqual({ code: 'field.control_characters' })
}

async function tripItem() {
  const trip = await insertTrip(t.db, { vacancies: 10, checkIn: '2099-01-10', options: [{ name: 'Individual', priceCents: 50_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return { tripId: trip.id, optionId: option!.id, people: 1 }
}

test.each(['\u0000', '\u0007', '\u001b', '\u000b'])('%j in a contact message is a 400 on its field, and nothing is stored', async (control) => {
  expectControlRefused(await postJson(t, '/api/contact', { ...contact, name: `Ana${control}Souza` }), 'name')
  expectControlRefused(await postJson(t, '/api/contact', { ...contact, message: `Quero saber${control} sobre a viagem.` }), 'message')
  expect(await t.db.select().from(contactMessages)).toHaveLength(0)
})

test('tabs and line breaks are text, not control characters', async () => {
  expect((await postJson(t, '/api/contact', { ...contact, message: 'Olá,\r\n\tquero saber sobre a viagem.\n' })).status).toBe(201)
})

test('a NUL in a custom trip request, an order payer, a sign-up and a profile is a 400', async () => {
  expectControlRefused(await postJson(t, '/api/forfait-requests', { destination: 'Chapada\u0000', adults: 1, phone: '11987654321' }, customer), 'destination')
  expectControlRefused(await postJson(t, '/api/forfait-requests', { destination: 'Chapada', adults: 1, phone: '11987654321', interests: 'trilhas\u0000' }, customer), 'interests')

  const item = await tripItem()
  const order = buildOrderBody(item)
  const withNul = { ...order, payer: { ...order.payer, name: 'Maria\u0000', address: { ...order.payer.address, street: 'Avenida\u0000Paulista' } } }
  const placed = await postJson(t, '/api/orders', withNul, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expectControlRefused(placed, 'payer.name')
  expect((placed.body as ApiErrorBody).fieldCodes?.['payer.address.street']).toEqual({ code: 'field.control_characters' })

  expectControlRefused(await postJson(t, '/api/auth/signup', buildSignUp({ firstName: 'Maria\u0000' })), 'firstName')
  expectControlRefused(await sendJson(t, 'PATCH', '/api/me', { lastName: 'Souza\u0000' }, customer), 'lastName')
})

test('a NUL in ?q= of the public trip list and of admin lists is a 400', async () => {
  expectControlRefused(await requestJson(t, '/api/trips?q=praia%00'), 'q')
  for (const list of ['orders', 'users', 'trips', 'forfait-requests']) {
    expectControlRefused(await requestJson(t, `/api/admin/${list}?q=%00`, { headers: admin }), 'q')
  }
})

test('a NUL in a path is a 400 or a 404, never a 500', async () => {
  for (const path of ['/api/payment-links/abc%00def', '/api/auth/invitations/abc%00', '/api/me/orders/ABCD-%00EFG']) {
    const response = await t.app.request(path, { headers: customer })
    expect([400, 404], path).toContain(response.status)
  }
})

test("a driver error is logged without the query's values: no CPF, email or address in the log", async () => {
  await t.db.execute(sql`alter table orders add constraint hardening_refuses_all check (false) not valid`)
  try {
    const order = buildOrderBody(await tripItem(), {}, { cpf: '39053344705', email: 'segredo.pessoal@example.com' })
    const response = await postJson(t, '/api/orders', order, { ...customer, 'Idempotency-Key': newIdempotencyKey() })

    expect(response.status).toBe(500)
    // Taken from the log, where setup.ts would fail the test on it.
    const errors = serverLog.takeErrors()
    expect(errors).toHaveLength(1)
    const log = JSON.stringify(errors)
    expect(log).toMatch(/hardening_refuses_all|check constraint/)
    for (const secret of ['39053344705', 'segredo.pessoal@example.com', 'Avenida Paulista', '98765-4321']) expect(log).not.toContain(secret)
  } finally {
    await t.db.execute(sql`alter table orders drop constraint hardening_refuses_all`)
  }
})
