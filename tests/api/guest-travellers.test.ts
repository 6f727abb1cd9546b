import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { orderMessages } from '../../src/domain/order.ts'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import type { OrderTravellers, TravellerInput } from '../../src/domain/traveller.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { bearer } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

// The default trip leaves on 2030-03-12: 48 h before that day starts in São Paulo.
const DEADLINE = '2030-03-10T03:00:00.000Z'
let t: TestApp
let agency: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: agency } = await insertApprovedAgency(t.db))
})
afterAll(() => t.close())

/** A guest's order for `people` through a payment link, and the access token its email carries. */
async function guestOrder(people: number) {
  const { trip, optionId } = await tripForSale(t.db)
  const link = await createLink(t, agency, { item: { tripId: trip.id, optionId, people } })
  const { payer } = buildOrderBody({ productId: 1 }, {}, { email: 'guest@example.com' })
  const response = await postJson<GuestOrderPlaced>(t, `/api/payment-links/${link.token}/orders`, { payer, payment: { method: 'pix' } }, { 'Idempotency-Key': newIdempotencyKey() })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return { trip, code: response.body.code, accessToken: response.body.accessToken }
}

const path = (code: string) => `/api/external-orders/${code}/travellers`
const read = (code: string, token?: string) => requestJson<OrderTravellers>(t, path(code), { headers: token === undefined ? {} : bearer(token) })
const save = (code: string, travellers: TravellerInput[], token?: string) =>
  sendJson<OrderTravellers>(t, 'PUT', path(code), { travellers }, token === undefined ? {} : bearer(token))

const ana: TravellerInput = { name: 'Ana Souza', document: { kind: 'cpf', number: '390.533.447-05' }, birthDate: '1985-06-01' }
/** A traveller of a trip without boarding points nor vehicles. */
const noPlace = { boardingPointId: null, seat: null }
const empty = { name: '', document: null, birthDate: null, minor: false, complete: false, ...noPlace }

test('the access token opens the travellers of a guest order: empty, then as the guest saved them', async () => {
  const { code, accessToken } = await guestOrder(2)

  const before = await read(code, accessToken)
  expect(before.status).toBe(200)
  expect(before.headers.get('Cache-Control')).toBe('no-store')
  expect(before.body).toEqual({ deadline: DEADLINE, boardingPoints: [], vehicles: [], travellers: [empty, empty] })

  const saved = await save(code, [ana, { ...ana, name: 'Caio Menor', birthDate: '2015-01-01' }], accessToken)
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  expect(saved.body.travellers).toEqual([
    { name: 'Ana Souza', document: { kind: 'cpf', number: '39053344705' }, birthDate: '1985-06-01', minor: false, complete: true, ...noPlace },
    { name: 'Caio Menor', document: { kind: 'cpf', number: '39053344705' }, birthDate: '2015-01-01', minor: true, complete: true, ...noPlace },
  ])
  expect((await read(code, accessToken)).body).toEqual(saved.body)
})

test('the same rules as a signed-in buyer: exactly the order people, a valid CPF', async () => {
  const { code, accessToken } = await guestOrder(2)

  expectApiError(await save(code, [ana], accessToken), 400, ['travellers'])
  expectApiError(await save(code, [ana, { ...ana, document: { kind: 'cpf', number: '123.456.789-00' } }], accessToken), 400, ['travellers.1.document.number'])
  expect((await read(code, accessToken)).body.travellers).toEqual([empty, empty])
})

test("a wrong, missing or another order's token is a 404 for reading and saving; a user's order is never a guest's", async () => {
  const a = await guestOrder(1)
  const b = await guestOrder(1)
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const { trip, optionId } = await tripForSale(t.db)
  const own = await placeOrder(t, customer.headers, { tripId: trip.id, optionId, people: 1 })
  const customerToken = customer.headers.Authorization.replace('Bearer ', '')

  for (const [code, token] of [
    [a.code, `${a.accessToken.slice(0, -2)}xx`],
    [a.code, undefined],
    [b.code, a.accessToken],
    [a.code, customerToken],
    [own.code, a.accessToken],
    [own.code, customerToken],
  ] as const) {
    expect(expectApiError(await read(code, token), 404).message, `GET ${code}`).toBe(orderMessages.orderNotFound)
    expect(expectApiError(await save(code, [ana], token), 404).message, `PUT ${code}`).toBe(orderMessages.orderNotFound)
  }
  expect((await read(b.code, b.accessToken)).body.travellers).toEqual([empty])
  // The guest's token does not open the signed-in route.
  expect((await requestJson(t, `/api/me/orders/${a.code}/travellers`, { headers: bearer(a.accessToken) })).status).toBe(401)
})
