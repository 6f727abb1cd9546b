import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import { UserType } from '../../src/domain/session.ts'
import type { OrderListEntry } from '../../src/domain/order.ts'
import type { OrderTravellers, TravellerInput } from '../../src/domain/traveller.ts'
import { orderTravellers, trips } from '../../src/server/db/schema/index.ts'
import { insertProduct } from '../factories/content.ts'
import { insertOrderRow } from '../factories/order-rows.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

// The default trip leaves on 2030-03-12: 48 h before that day starts in São Paulo is 2030-03-10 03:00 UTC.
const DEADLINE = '2030-03-10T03:00:00.000Z'
let clock = new Date('2030-03-05T12:00:00Z')
let t: TestApp
let customer: Awaited<ReturnType<typeof insertSignedInUser>>
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2030-03-05T12:00:00Z')
  customer = await insertSignedInUser(t.db, UserType.customer, {}, clock)
})
afterAll(() => t.close())

const path = (code: string) => `/api/me/orders/${code}/travellers`
const read = (code: string, headers: Record<string, string> = customer.headers) => requestJson<OrderTravellers>(t, path(code), { headers })
const save = (code: string, travellers: TravellerInput[], headers: Record<string, string> = customer.headers) =>
  sendJson<OrderTravellers>(t, 'PUT', path(code), { travellers }, headers)

/** A paid order of the customer for `people` on a trip leaving 2030-03-12. */
async function tripOrder(people: number, status: 'paid' | 'pending' | 'canceled' = 'paid') {
  const { trip, optionId } = await tripForSale(t.db)
  const order = await insertOrderRow(t.db, { userId: customer.user.id, tripId: trip.id, optionId, people, status, method: 'pix', amountCents: 100_000 * people, createdAt: clock })
  return { trip, code: order.code }
}

const ana: TravellerInput = { name: 'Ana Souza', document: { kind: 'cpf', number: '390.533.447-05' }, birthDate: '1985-06-01' }
/** A traveller of a trip without boarding points nor vehicles. */
const noPlace = { boardingPointId: null, seat: null }
const empty = { name: '', document: null, birthDate: null, minor: false, complete: false, ...noPlace }

test('an order for 3 people has 3 travellers, empty until the buyer fills them, with the trip deadline', async () => {
  const { code } = await tripOrder(3)

  const response = await read(code)
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(response.body).toEqual({ deadline: DEADLINE, boardingPoints: [], vehicles: [], travellers: [empty, empty, empty] })
})

test('PUT replaces them all: CPF kept as digits, a passport upper case, missing values shown as missing', async () => {
  const { code } = await tripOrder(3)
  const travellers: TravellerInput[] = [
    ana,
    { name: 'John Smith', document: { kind: 'passport', number: 'ab 123456' }, birthDate: '1990-01-31' },
    { name: 'Bia', document: null, birthDate: '' },
  ]

  const saved = await save(code, travellers)
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  expect(saved.body.travellers).toEqual([
    { name: 'Ana Souza', document: { kind: 'cpf', number: '39053344705' }, birthDate: '1985-06-01', minor: false, complete: true, ...noPlace },
    { name: 'John Smith', document: { kind: 'passport', number: 'AB123456' }, birthDate: '1990-01-31', minor: false, complete: true, ...noPlace },
    { ...empty, name: 'Bia' },
  ])
  expect((await read(code)).body).toEqual(saved.body)

  const again = await save(code, [empty, ana, empty])
  expect(again.body.travellers.map((traveller) => traveller.name)).toEqual(['', 'Ana Souza', ''])
  expect(await t.db.$count(orderTravellers)).toBe(3)
})

test('a Brazilian may travel on an RG: kept without dots or dashes, with its issuing state; the number needs the state, and each refusal names its field', async () => {
  const { code } = await tripOrder(3)
  const carla: TravellerInput = { name: 'Carla Dias', document: { kind: 'rg', number: '12.345.678-x', state: 'mg' }, birthDate: '1992-04-10' }

  const saved = await save(code, [ana, carla, { name: 'Bia', document: { kind: 'rg', number: '', state: 'SP' } }])
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  expect(saved.body.travellers.map(({ document, complete }) => ({ document, complete }))).toEqual([
    { document: { kind: 'cpf', number: '39053344705' }, complete: true },
    { document: { kind: 'rg', number: '12345678X', state: 'MG' }, complete: true },
    // A state without a number is no document yet (missing, never wrong).
    { document: null, complete: false },
  ])
  expect((await read(code)).body).toEqual(saved.body)

  const bad = await save(code, [
    { ...carla, document: { kind: 'rg', number: '12.345.678-9' } },
    { ...carla, document: { kind: 'rg', number: 'RG-12', state: 'SP' } },
    { ...carla, document: { kind: 'rg', number: '123456789', state: 'XX' } },
  ])
  expect(expectApiError(bad, 400, ['travellers.0.document.state', 'travellers.1.document.number', 'travellers.2.document.state']).fieldCodes).toEqual({
    'travellers.0.document.state': { code: 'field.required' },
    'travellers.1.document.number': { code: 'traveller.rg' },
    'travellers.2.document.state': { code: 'field.state' },
  })
  expect((await read(code)).body).toEqual(saved.body)
})

test('a traveller under 18 on the departure day is a minor; one turning 18 that day is not', async () => {
  const { code } = await tripOrder(2)

  const saved = await save(code, [
    { ...ana, name: 'Caio Menor', birthDate: '2012-03-13' },
    { ...ana, name: 'Duda Adulta', birthDate: '2012-03-12' },
  ])
  expect(saved.body.travellers.map(({ minor, complete }) => ({ minor, complete }))).toEqual([
    { minor: true, complete: true },
    { minor: false, complete: true },
  ])
})

test('a wrong count, an invalid CPF, date or passport are 400s naming each field by its code', async () => {
  const { code } = await tripOrder(2)
  const fieldCodes = (response: { body: unknown }) => (response.body as ApiErrorBody).fieldCodes

  const count = expectApiError(await save(code, [ana]), 400, ['travellers'])
  expect(count.fieldCodes).toEqual({ travellers: { code: 'traveller.count', params: { people: 2 } } })
  expectApiError(await save(code, [ana, ana, ana]), 400, ['travellers'])

  const bad = await save(code, [
    { ...ana, document: { kind: 'cpf', number: '123.456.789-00' }, birthDate: '2001-02-30' },
    { ...ana, document: { kind: 'passport', number: 'Nº 1' }, birthDate: '2099-01-01' },
  ])
  expectApiError(bad, 400, ['travellers.0.document.number', 'travellers.0.birthDate', 'travellers.1.document.number', 'travellers.1.birthDate'])
  expect(fieldCodes(bad)).toEqual({
    'travellers.0.document.number': { code: 'field.cpf' },
    'travellers.0.birthDate': { code: 'field.date' },
    'travellers.1.document.number': { code: 'traveller.passport' },
    'travellers.1.birthDate': { code: 'field.date' },
  })
  expectApiError(await save(code, [{ ...ana, document: { kind: 'visa', number: '1' } } as never, ana]), 400)
  expect(await t.db.$count(orderTravellers)).toBe(0)
})

test('after the deadline the buyer reads but no longer edits (409); a trip may set its own deadline', async () => {
  const { trip, code } = await tripOrder(1)
  expect((await save(code, [ana])).status).toBe(200)

  clock = new Date(new Date(DEADLINE).getTime() - 1)
  expect((await save(code, [ana])).status).toBe(200)
  clock = new Date(DEADLINE)
  expect(expectApiError(await save(code, [empty]), 409).code).toBe('travellers.deadline_passed')
  expect((await read(code)).body.travellers[0]).toMatchObject({ name: 'Ana Souza', complete: true })

  await t.db.update(trips).set({ travellersDeadlineHours: 24 }).where(eq(trips.id, trip.id))
  expect((await read(code)).body.deadline).toBe('2030-03-11T03:00:00.000Z')
  expect((await save(code, [empty])).status).toBe(200)
})

test("another user's order is a 404, an anonymous caller a 401, a product order has no travellers", async () => {
  const { code } = await tripOrder(1)
  const stranger = await insertSignedInUser(t.db, UserType.customer, {}, clock)

  expect(expectApiError(await read(code, stranger.headers), 404).code).toBe('order.not_found')
  expect(expectApiError(await save(code, [ana], stranger.headers), 404).code).toBe('order.not_found')
  expect(expectApiError(await read('ZZZZ-9999'), 404).code).toBe('order.not_found')
  expect(expectApiError(await read(code, {}), 401).code).toBe('auth.sign_in_required')
  expect(expectApiError(await save(code, [ana], {}), 401).code).toBe('auth.sign_in_required')

  const product = await insertProduct(t.db)
  const order = await insertOrderRow(t.db, {
    userId: customer.user.id,
    tripId: null,
    optionId: null,
    productId: product.id,
    status: 'paid',
    method: 'pix',
    amountCents: 5000,
    createdAt: clock,
  })
  expect(expectApiError(await read(order.code), 404).code).toBe('travellers.not_a_trip')
  expect(await t.db.$count(orderTravellers)).toBe(0)
})

test('a canceled order keeps its travellers readable but refuses changes; a pending one whose time ran out closes first', async () => {
  const { code } = await tripOrder(1, 'canceled')

  expect((await read(code)).status).toBe(200)
  expect(expectApiError(await save(code, [ana]), 409).code).toBe('travellers.order_closed')

  const { trip, optionId } = await tripForSale(t.db)
  const lapsed = await insertOrderRow(t.db, {
    userId: customer.user.id,
    tripId: trip.id,
    optionId,
    status: 'pending',
    method: 'pix',
    amountCents: 100_000,
    createdAt: new Date(clock.getTime() - 31 * 60_000),
    expiresAt: new Date(clock.getTime() - 60_000),
  })
  expect(expectApiError(await save(lapsed.code, [ana]), 409).code).toBe('travellers.order_closed')
})

test('the purchases list says how many travellers each order still misses, while they can be filled in', async () => {
  const missingOf = async () =>
    Object.fromEntries((await requestJson<OrderListEntry[]>(t, '/api/me/orders', { headers: customer.headers })).body.map((order) => [order.code, order.travellersMissing]))
  const paid = await tripOrder(3)
  const pending = await tripOrder(2, 'pending')
  const canceled = await tripOrder(2, 'canceled')
  expect(await missingOf()).toEqual({ [paid.code]: 3, [pending.code]: 2, [canceled.code]: 0 })

  await save(paid.code, [ana, { ...ana, name: 'Bia' }, empty])
  expect((await missingOf())[paid.code]).toBe(1)

  clock = new Date(DEADLINE)
  expect(await missingOf()).toEqual({ [paid.code]: 0, [pending.code]: 0, [canceled.code]: 0 })
})
