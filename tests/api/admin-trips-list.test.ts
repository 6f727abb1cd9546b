import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AdminTripSummary } from '../../src/domain/admin/trip/list.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Order } from '../../src/domain/order.ts'
import { insertTrip } from '../factories/trips.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Record<string, string>
let ids: Record<string, number>

// One set of trips for every test of this file: the tests only read.
beforeAll(async () => {
  t = await createTestApp()
  admin = (await insertSignedInUser(t.db, UserType.admin)).headers
  const rows = [
    await insertTrip(t.db, {
      name: 'Gramado no inverno',
      destination: 'Gramado, RS',
      classification: 1,
      checkIn: '2031-07-10',
      vacancies: 30,
      options: [{ name: 'Duplo', priceCents: 250_000 }],
    }),
    await insertTrip(t.db, {
      name: 'Lisboa e Porto',
      destination: 'Portugal',
      classification: 2,
      transport: 'air',
      checkIn: '2031-09-01',
      vacancies: 20,
      featured: true,
      options: [{ name: 'Duplo', priceCents: 900_000 }],
    }),
    await insertTrip(t.db, {
      name: 'Cruzeiro pelo litoral',
      destination: 'Santos, SP',
      classification: 1,
      transport: 'cruise',
      checkIn: '2031-01-15',
      vacancies: 50,
      published: false,
      options: [{ name: 'Cabine', priceCents: 400_000 }],
    }),
    await insertTrip(t.db, {
      name: 'Aparecida',
      destination: 'São Paulo',
      classification: 0,
      checkIn: '2031-05-02',
      vacancies: 10,
      options: [{ name: 'Poltrona', priceCents: 30_000 }],
    }),
  ]
  ids = Object.fromEntries(rows.map((row) => [row.name, row.id]))
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const [option] = await t.db.query.tripOptions.findMany({ where: (o, { eq }) => eq(o.tripId, ids['Aparecida']!) })
  const placed = await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: ids['Aparecida']!, optionId: option!.id, people: 4 }), {
    ...headers,
    'Idempotency-Key': newIdempotencyKey(),
  })
  expect(placed.status).toBe(201)
})
afterAll(() => t.close())

const list = (query = '') => requestJson<Page<AdminTripSummary>>(t, `/api/admin/trips${query}`, { headers: admin })
const names = async (query = '') => (await list(query)).body.items.map((trip) => trip.name)

test('lists every trip, published or not, newest departure first, with what the table shows', async () => {
  const page = await list()
  expect(page.body).toMatchObject({ total: 4, page: 1, pageSize: 20 })
  expect(page.body.items.map((trip) => trip.name)).toEqual(['Lisboa e Porto', 'Gramado no inverno', 'Aparecida', 'Cruzeiro pelo litoral'])
  const aparecida = page.body.items.find((trip) => trip.name === 'Aparecida')!
  expect(aparecida).toEqual({
    id: ids['Aparecida'],
    name: 'Aparecida',
    slug: 'aparecida',
    classification: 0,
    transport: 'road',
    checkIn: '2031-05-02',
    checkOut: '2031-05-05',
    destination: 'São Paulo',
    vacancies: 10,
    seatsLeft: 6,
    featured: false,
    published: true,
    fromPriceCents: 30_000,
    orders: 1,
    coverUrl: expect.stringMatching(/^\/uploads\/test\/.+-480\.webp$/),
    updatedAt: expect.any(String),
  })
})

test('pages and sorts on the server', async () => {
  const first = await list('?pageSize=3&sort=name')
  expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 3 })
  expect(first.body.items.map((trip) => trip.name)).toEqual(['Aparecida', 'Cruzeiro pelo litoral', 'Gramado no inverno'])
  expect(await names('?pageSize=3&page=2&sort=name')).toEqual(['Lisboa e Porto'])
  expect(await names('?sort=-vacancies')).toEqual(['Cruzeiro pelo litoral', 'Gramado no inverno', 'Lisboa e Porto', 'Aparecida'])
  expect(await names('?sort=seatsLeft')).toEqual(['Aparecida', 'Lisboa e Porto', 'Gramado no inverno', 'Cruzeiro pelo litoral'])
  expect(await names('?sort=-fromPrice')).toEqual(['Lisboa e Porto', 'Cruzeiro pelo litoral', 'Gramado no inverno', 'Aparecida'])
  expect(await names('?sort=checkIn&pageSize=1')).toEqual(['Cruzeiro pelo litoral'])
  expect((await list('?page=9')).body).toMatchObject({ items: [], total: 4 })
})

test('searches name and destination without minding accents or case, and filters', async () => {
  expect(await names('?q=SAO%20paulo')).toEqual(['Aparecida'])
  expect(await names('?q=lisboa')).toEqual(['Lisboa e Porto'])
  expect(await names('?classification=1&sort=name')).toEqual(['Cruzeiro pelo litoral', 'Gramado no inverno'])
  expect(await names('?transport=air')).toEqual(['Lisboa e Porto'])
  expect(await names('?published=false')).toEqual(['Cruzeiro pelo litoral'])
  expect(await names('?featured=true')).toEqual(['Lisboa e Porto'])
  expect(await names('?classification=1&published=true')).toEqual(['Gramado no inverno'])
})

test('bad list parameters are a 400 naming the parameter', async () => {
  expectApiError(await list('?sort=password'), 400, ['sort'])
  expectApiError(await list('?pageSize=101'), 400, ['pageSize'])
  expectApiError(await list('?classification=5'), 400, ['classification'])
  expectApiError(await list('?transport=boat'), 400, ['transport'])
  expectApiError(await list('?published=maybe'), 400, ['published'])
})
