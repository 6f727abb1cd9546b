import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Banner, Tip } from '../../src/domain/catalogue.ts'
import type { Order } from '../../src/domain/order.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Trip, TripSummary } from '../../src/domain/trip.ts'
import { localBus } from '../../src/server/bus/bus.ts'
import { tips, trips } from '../../src/server/db/schema/index.ts'
import { insertBanner, insertTip, insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { postJson, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
/** The other instance behind the load balancer: same database, same bus, a cache of its own. */
let other: TestApp['app']
let clock = new Date('2030-01-10T12:00:00.000Z')
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ bus: localBus(), now: () => clock })
  other = t.secondInstance()
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2030-01-10T12:00:00.000Z')
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin, {}, clock))
})
afterAll(() => t.close())

const on = (app: TestApp['app']) => ({ app })
const listOn = async (app: TestApp['app'], query = '') => (await requestJson<Page<TripSummary>>(on(app), `/api/trips${query}`)).body
/** A write straight to the database, as no API request makes: a cached answer does not see it. */
const renameBehindTheApi = (id: number, name: string) => t.db.update(trips).set({ name }).where(eq(trips.id, id))

test('catalogue answers carry a strong ETag, and a matching If-None-Match gets a bodiless 304 with the same headers', async () => {
  const trip = await insertTrip(t.db, { name: 'Bonito em julho' })
  await insertBanner(t.db, { title: 'Verão' })
  await insertTip(t.db, { title: 'Mala de mão' })
  for (const path of ['/api/trips', '/api/trips?featured=false&page=1', `/api/trips/${trip.slug}`, '/api/banners', '/api/tips', '/api/products']) {
    const first = await t.app.request(path)
    expect(first.status, path).toBe(200)
    const etag = first.headers.get('ETag')!
    expect(etag, path).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('Cache-Control'), path).toBe('public, max-age=60, stale-while-revalidate=600')

    const again = await t.app.request(path, { headers: { 'If-None-Match': `"stale", ${etag}` } })
    expect(again.status, path).toBe(304)
    expect(await again.text(), path).toBe('')
    expect(again.headers.get('ETag'), path).toBe(etag)
    expect(again.headers.get('Cache-Control'), path).toBe(first.headers.get('Cache-Control'))
    expect((await t.app.request(path, { headers: { 'If-None-Match': '"stale"' } })).status, path).toBe(200)
  }
  const tags = await Promise.all(['/api/trips', '/api/trips?pageSize=1', '/api/tips'].map(async (path) => (await t.app.request(path)).headers.get('ETag')))
  expect(new Set(tags).size).toBe(3)
})

test('the ETag is the body: the same answer has the same tag on every instance, and a change gives a new one', async () => {
  const trip = await insertTrip(t.db, { name: 'Gramado no inverno' })
  const tagOf = async (app: TestApp['app']) => (await app.request(`/api/trips/${trip.slug}`)).headers.get('ETag')
  const before = await tagOf(t.app)
  expect(await tagOf(other)).toBe(before)

  expect((await sendJson(t, 'PATCH', `/api/admin/trips/${trip.id}`, { featured: true }, admin)).status).toBe(200)
  const after = await tagOf(t.app)
  expect(after).not.toBe(before)
  expect(await tagOf(other)).toBe(after)
})

test('a client taking gzip gets the answer gzipped ahead, under a strong tag of its own that also revalidates', async () => {
  for (let i = 0; i < 12; i++) await insertTrip(t.db, { name: `Viagem ${i}` })
  const plain = await t.app.request('/api/trips')
  const gzipped = await t.app.request('/api/trips', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
  expect(gzipped.headers.get('Content-Encoding')).toBe('gzip')
  expect(gzipped.headers.get('Vary')).toBe('Accept-Encoding')
  expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(await plain.text())
  const etag = gzipped.headers.get('ETag')!
  expect(etag).toMatch(/^"[\w-]+-gzip"$/)
  expect(etag).not.toBe(plain.headers.get('ETag'))
  expect((await t.app.request('/api/trips', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } })).status).toBe(304)
  expect((await t.app.request('/api/trips', { headers: { 'Accept-Encoding': 'gzip;q=0' } })).headers.get('Content-Encoding')).toBeNull()
})

test('answers come from the cache: a change behind the API stays unseen, an admin write shows at once on this instance and the other', async () => {
  const trip = await insertTrip(t.db, { name: 'Bonito em julho' })
  await insertTip(t.db, { title: 'Mala de mão' })
  const tip = (await requestJson<Tip[]>(t, '/api/tips')).body[0]!
  for (const app of [t.app, other]) {
    expect((await listOn(app)).items.map((item) => item.name)).toEqual(['Bonito em julho'])
    expect((await requestJson<Trip>(on(app), `/api/trips/${trip.slug}`)).body.featured).toBe(false)
  }
  await renameBehindTheApi(trip.id, 'Renamed behind the API')
  await t.db.update(tips).set({ title: 'Renamed behind the API' }).where(eq(tips.id, tip.id))
  expect((await listOn(other)).items[0]!.name).toBe('Bonito em julho')

  expect((await sendJson(t, 'PATCH', `/api/admin/trips/${trip.id}`, { featured: true }, admin)).status).toBe(200)
  for (const app of [t.app, other]) {
    expect((await listOn(app)).items[0]).toMatchObject({ name: 'Renamed behind the API', featured: true })
    expect((await requestJson<Trip>(on(app), `/api/trips/${trip.slug}`)).body.featured).toBe(true)
    expect((await requestJson<Tip[]>(on(app), '/api/tips')).body[0]!.title).toBe('Renamed behind the API')
  }

  // The other way round: a write through the second instance empties the first's cache.
  expect((await sendJson(on(other), 'PUT', `/api/admin/tips/${tip.id}`, { ...tip, title: 'Bagagem de mão', active: false }, admin)).status).toBe(200)
  expect((await requestJson<Tip[]>(t, '/api/tips')).body).toEqual([])
  expect((await listOn(t.app, '?featured=true')).total).toBe(1)
})

test('a refused admin write leaves the cache as it was', async () => {
  const trip = await insertTrip(t.db, { name: 'Bonito em julho' })
  await listOn(t.app)
  await renameBehindTheApi(trip.id, 'Renamed behind the API')
  expect((await sendJson(t, 'PATCH', `/api/admin/trips/${trip.id}`, {}, admin)).status).toBe(400)
  expect((await listOn(t.app)).items[0]!.name).toBe('Bonito em julho')
})

test('an order taking the last seats shows sold out at once on both instances; its expiry gives them back', async () => {
  const trip = await insertTrip(t.db, { vacancies: 2, options: [{ name: 'Duplo', priceCents: 100_000, people: 2 }] })
  const [option] = await t.db.query.tripOptions.findMany({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const seatsOn = async (app: TestApp['app']) => [(await listOn(app)).items[0]!.seatsLeft, (await requestJson<Trip>(on(app), `/api/trips/${trip.slug}`)).body.seatsLeft]
  expect([await seatsOn(t.app), await seatsOn(other)]).toEqual([
    [2, 2],
    [2, 2],
  ])
  const { headers: customer } = await insertSignedInUser(t.db, UserType.customer, {}, clock)
  const placed = await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId: option!.id, people: 2 }), {
    ...customer,
    'Idempotency-Key': newIdempotencyKey(),
  })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  expect([await seatsOn(t.app), await seatsOn(other)]).toEqual([
    [0, 0],
    [0, 0],
  ])

  // Past the Pix's 30 minutes the answers are read again anyway: fill the cache at that moment, then expire the order.
  clock = new Date(clock.getTime() + 31 * 60_000)
  expect([await seatsOn(t.app), await seatsOn(other)]).toEqual([
    [0, 0],
    [0, 0],
  ])
  expect((await requestJson<Order>(t, `/api/me/orders/${placed.body.code}`, { headers: customer })).body.status).toBe('canceled')
  expect([await seatsOn(t.app), await seatsOn(other)]).toEqual([
    [2, 2],
    [2, 2],
  ])
})

test("an order empties only the answers that show its trip: another trip's page stays cached on both instances", async () => {
  const sold = await insertTrip(t.db, { name: 'Jalapão', vacancies: 10, options: [{ name: 'Duplo', priceCents: 100_000, people: 2 }] })
  const quiet = await insertTrip(t.db, { name: 'Bonito em julho' })
  const [option] = await t.db.query.tripOptions.findMany({ where: (o, { eq }) => eq(o.tripId, sold.id) })
  const pageOf = async (app: TestApp['app'], slug: string) => (await requestJson<Trip>(on(app), `/api/trips/${slug}`)).body
  for (const app of [t.app, other]) {
    expect((await pageOf(app, sold.slug)).seatsLeft).toBe(10)
    expect((await pageOf(app, quiet.slug)).name).toBe('Bonito em julho')
    await listOn(app)
  }
  await renameBehindTheApi(quiet.id, 'Renamed behind the API')
  const { headers: customer } = await insertSignedInUser(t.db, UserType.customer, {}, clock)
  const placed = await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: sold.id, optionId: option!.id, people: 2 }), {
    ...customer,
    'Idempotency-Key': newIdempotencyKey(),
  })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  for (const app of [t.app, other]) {
    expect((await pageOf(app, sold.slug)).seatsLeft).toBe(8)
    expect((await pageOf(app, quiet.slug)).name).toBe('Bonito em julho')
    // The list shows the sold trip too: read again, with the rename.
    expect((await listOn(app)).items.map((item) => [item.name, item.seatsLeft])).toEqual(
      expect.arrayContaining([
        ['Jalapão', 8],
        ['Renamed behind the API', expect.any(Number)],
      ]),
    )
  }
})

test('answers do not depend on who asks: an admin filling the cache leaves nothing a visitor may not see', async () => {
  await insertTrip(t.db, { name: 'Publicada' })
  await insertTrip(t.db, { name: 'Rascunho', published: false })
  const { headers: customer } = await insertSignedInUser(t.db, UserType.customer, {}, clock)
  const asAdmin = await t.app.request('/api/trips', { headers: admin })
  const asCustomer = await t.app.request('/api/trips', { headers: customer })
  const anonymous = await t.app.request('/api/trips')
  expect(((await anonymous.json()) as Page<TripSummary>).items.map((item) => item.name)).toEqual(['Publicada'])
  expect(await asAdmin.text()).toBe(await asCustomer.text())
  expect(new Set([asAdmin, asCustomer, anonymous].map((response) => response.headers.get('ETag'))).size).toBe(1)
  expect((await t.app.request('/api/trips/rascunho', { headers: admin })).status).toBe(404)
})

test('a banner enters and leaves its window at its moments, with no write to empty the cache', async () => {
  const at = (minutes: number) => new Date(clock.getTime() + minutes * 60_000).toISOString()
  await insertBanner(t.db, { title: 'Sempre', position: 0 })
  await insertBanner(t.db, { title: 'Em breve', position: 1, startsAt: at(5) })
  await insertBanner(t.db, { title: 'Acabando', position: 2, endsAt: at(10) })
  const start = clock.getTime()
  const titlesAt = async (minutes: number) => {
    clock = new Date(start + minutes * 60_000)
    return (await requestJson<Banner[]>(t, '/api/banners')).body.map((banner) => banner.title)
  }
  expect(await titlesAt(0)).toEqual(['Sempre', 'Acabando'])
  expect(await titlesAt(4.99)).toEqual(['Sempre', 'Acabando'])
  expect(await titlesAt(5)).toEqual(['Sempre', 'Em breve', 'Acabando'])
  expect(await titlesAt(10)).toEqual(['Sempre', 'Em breve', 'Acabando'])
  expect(await titlesAt(10.01)).toEqual(['Sempre', 'Em breve'])
})
