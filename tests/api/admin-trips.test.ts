import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminTrip } from '../../src/domain/admin/trip/trip.ts'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { Order } from '../../src/domain/order.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Trip } from '../../src/domain/trip.ts'
import { tripOptions, trips } from '../../src/server/db/schema/index.ts'
import { buildAdminFlights, buildAdminTripBody } from '../factories/admin-trips.ts'
import { insertAirline, insertEventType } from '../factories/trips.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  admin = (await insertSignedInUser(t.db, UserType.admin, { firstName: 'Ana', lastName: 'Gestora' })).headers
})
afterAll(() => t.close())

const create = (body: unknown) => postJson<AdminTrip>(t, '/api/admin/trips', body, admin)
const update = (id: number, body: unknown) => sendJson<AdminTrip>(t, 'PUT', `/api/admin/trips/${id}`, body, admin)
const read = (id: number) => requestJson<AdminTrip>(t, `/api/admin/trips/${id}`, { headers: admin })
const publicTrip = (slug: string) => t.app.request(`/api/trips/${slug}`)
const audit = async (id: number) => (await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=trip&entityId=${id}`, { headers: admin })).body.items

/** The trip as PUT takes it back: what GET answers, with the options' order counts left out. */
const asInput = (trip: AdminTrip) => ({ ...trip, options: trip.options.map(({ orders: _, ...option }) => option) })

async function createdTrip(overrides: Parameters<typeof buildAdminTripBody>[0] = {}) {
  const response = await create(buildAdminTripBody(overrides))
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** A customer's pending Pix order for `people` seats of the option. */
async function placeOrder(tripId: number, optionId: number, people = 2) {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const placed = await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId, optionId, people }), { ...headers, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  return placed.body
}

test('creates a trip that the public catalogue shows at once, with its options, days and images in order', async () => {
  const body = buildAdminTripBody({
    name: 'Fórmula 1 — São Paulo 2031',
    options: [
      { name: 'Arquibancada', priceCents: '1.890,50', people: '2' },
      { name: 'Camarote', priceCents: 990_000, people: 1 },
    ],
  })
  const created = await create(body)

  expect(created.status).toBe(201)
  const trip = created.body
  expect(trip).toMatchObject({ name: 'Fórmula 1 — São Paulo 2031', slug: 'formula-1-sao-paulo-2031', vacancies: 40, seatsLeft: 40, orders: 0, published: true })
  expect(trip.options).toEqual([
    { id: expect.any(Number), name: 'Arquibancada', priceCents: 189_050, people: 2, orders: 0 },
    { id: expect.any(Number), name: 'Camarote', priceCents: 990_000, people: 1, orders: 0 },
  ])
  expect(trip.schedule.map((day) => [day.day, day.title])).toEqual([
    [1, 'Chegada'],
    [2, 'Canela'],
    [3, 'Retorno'],
  ])
  expect(trip.images.map((image) => image.alt)).toEqual(['Lago Negro', 'Rua Coberta'])
  expect((await read(trip.id)).body).toEqual(trip)

  const shown = await publicTrip(trip.slug)
  expect(shown.status).toBe(200)
  const publicBody = (await shown.json()) as Trip
  expect(publicBody.options.map((option) => [option.name, option.priceCents])).toEqual([
    ['Arquibancada', 189_050],
    ['Camarote', 990_000],
  ])
  expect(publicBody.schedule.map((day) => day.title)).toEqual(['Chegada', 'Canela', 'Retorno'])
  expect(publicBody.images.map((image) => image.alt)).toEqual(['Lago Negro', 'Rua Coberta'])
  const listed = (await requestJson<Page<{ slug: string }>>(t, `/api/trips?q=${encodeURIComponent('formula sao paulo')}`)).body
  expect(listed.items.map((item) => item.slug)).toEqual([trip.slug])

  const [line] = await audit(trip.id)
  expect(line).toMatchObject({ action: 'create', actor: { name: 'Ana Gestora' } })
})

test('an air trip keeps both flights with their airline, and its event type', async () => {
  const airline = await insertAirline(t.db, 'LATAM')
  const eventType = await insertEventType(t.db, { slug: 'f1', name: 'Fórmula 1' })
  const trip = await createdTrip({ transport: 'air', flights: buildAdminFlights(airline.id), eventTypeId: eventType.id })
  expect(trip.flights.first).toEqual(buildAdminFlights(airline.id).first)
  expect(trip.flights.second).toMatchObject({ airlineId: airline.id, flightNumber: 'LA3457' })
  expect(trip.eventTypeId).toBe(eventType.id)
  const publicBody = (await (await publicTrip(trip.slug)).json()) as Trip
  expect(publicBody.flights.first).toMatchObject({ company: 'LATAM', flightNumber: 'LA3456', departureTime: '08:15' })
  expect(publicBody.eventType).toEqual({ slug: 'f1', name: 'Fórmula 1' })
})

test("a trip sets its travellers' deadline, or keeps the default (null)", async () => {
  const created = await create(buildAdminTripBody())
  expect(created.body.travellersDeadlineHours).toBeNull()
  const updated = await update(created.body.id, buildAdminTripBody({ travellersDeadlineHours: 72 }))
  expect(updated.status, JSON.stringify(updated.body)).toBe(200)
  expect((await read(created.body.id)).body.travellersDeadlineHours).toBe(72)
})

test('refuses a trip with bad fields, naming each field', async () => {
  const { name: _, ...noName } = buildAdminTripBody()
  expectApiError(await create(noName), 400, ['name'])
  expectApiError(await create(buildAdminTripBody({ checkIn: '2031-07-10', checkOut: '2031-07-09' })), 400, ['checkOut'])
  expectApiError(await create(buildAdminTripBody({ checkIn: '2031-02-31' })), 400, ['checkIn'])
  expectApiError(await create(buildAdminTripBody({ options: [] })), 400, ['options'])
  expectApiError(await create(buildAdminTripBody({ options: [{ name: 'Duplo', priceCents: 'doze reais', people: 2 }] })), 400, ['options.0.priceCents'])
  expectApiError(await create(buildAdminTripBody({ options: [{ name: 'Duplo', priceCents: 0, people: 11 }] })), 400, ['options.0.priceCents', 'options.0.people'])
  expectApiError(await create(buildAdminTripBody({ transport: 'air' })), 400, ['flights.first', 'flights.second'])
  expectApiError(await create(buildAdminTripBody({ images: [] })), 400, ['images'])
  expectApiError(await create(buildAdminTripBody({ vacancies: 0, maxInstallments: 13, travellersDeadlineHours: 721 })), 400, [
    'vacancies',
    'maxInstallments',
    'travellersDeadlineHours',
  ])
  expectApiError(await create(buildAdminTripBody({ classification: 3 as 0, schedule: [{ title: '', locations: [], description: '' }] })), 400, [
    'classification',
    'schedule.0.title',
  ])
  expectApiError(await create(buildAdminTripBody({ included: ['x'.repeat(501)] })), 400, ['included'])
  expectApiError(await create(buildAdminTripBody({ transport: 'air', flights: buildAdminFlights(999_999) })), 400, ['flights.first.airlineId'])
  expectApiError(await create(buildAdminTripBody({ eventTypeId: 999_999 })), 400, ['eventTypeId'])
  const unpublishedWithoutImages = await create(buildAdminTripBody({ images: [], published: false }))
  expect(unpublishedWithoutImages.status).toBe(201)
  expect((await requestJson<Page<unknown>>(t, '/api/admin/trips', { headers: admin })).body.total).toBe(1)
})

test('names are unique whatever their case; slugs come from the name and stay unique', async () => {
  await createdTrip({ name: 'Bonito e Pantanal' })
  expectApiError(await create(buildAdminTripBody({ name: 'BONITO E PANTANAL' })), 409, ['name'])
  const sameSlug = await createdTrip({ name: 'Bonito & Pantanal' })
  expect(sameSlug.slug).toBe('bonito-pantanal')
  const another = await createdTrip({ name: 'Bonito e  Pantanal!' })
  expect(another.slug).toBe('bonito-e-pantanal-2')
})

test('an update keeps the ids of kept options, adds and removes others, keeps the slug and logs what changed', async () => {
  const trip = await createdTrip({ name: 'Chapada Diamantina' })
  const [double, single] = trip.options
  const body = {
    ...asInput(trip),
    name: 'Chapada Diamantina Completa',
    options: [
      { name: 'Quarto triplo', priceCents: '2.100,00', people: 3 },
      { ...single!, priceCents: 329_000 },
    ],
    schedule: [trip.schedule[2]!, trip.schedule[0]!],
    images: [trip.images[1]!],
  }
  const updated = await update(trip.id, body)

  expect(updated.status, JSON.stringify(updated.body)).toBe(200)
  expect(updated.body.slug).toBe(trip.slug)
  expect(updated.body.options).toEqual([
    { id: expect.any(Number), name: 'Quarto triplo', priceCents: 210_000, people: 3, orders: 0 },
    { id: single!.id, name: 'Quarto individual', priceCents: 329_000, people: 1, orders: 0 },
  ])
  expect(updated.body.options[0]!.id).not.toBe(double!.id)
  expect(await t.db.select().from(tripOptions).where(eq(tripOptions.id, double!.id))).toEqual([])
  expect(updated.body.schedule.map((day) => [day.day, day.title])).toEqual([
    [1, 'Retorno'],
    [2, 'Chegada'],
  ])
  expect(updated.body.images).toEqual([trip.images[1]])
  expect((await publicTrip(trip.slug)).status).toBe(200)

  const [line] = await audit(trip.id)
  expect(line!.action).toBe('update')
  expect(line!.changes.name).toEqual(['Chapada Diamantina', 'Chapada Diamantina Completa'])
  expect(Object.keys(line!.changes).sort()).toEqual(['images', 'name', 'options', 'schedule'])
})

test('sending back what GET answers changes nothing', async () => {
  const trip = await createdTrip()
  const again = await update(trip.id, asInput(trip))
  expect(again.status).toBe(200)
  expect({ ...again.body, updatedAt: trip.updatedAt }).toEqual(trip)
})

test('an option that orders name cannot be removed, and nothing of that update is kept', async () => {
  const trip = await createdTrip()
  const [double, single] = trip.options
  await placeOrder(trip.id, double!.id)

  const response = await update(trip.id, { ...asInput(trip), name: 'Outro nome', options: [single] })
  const error = expectApiError(response, 409)
  expect(error.message).toContain('Quarto duplo')
  const after = (await read(trip.id)).body
  expect(after.name).toBe(trip.name)
  expect(after.options.map((option) => [option.name, option.orders])).toEqual([
    ['Quarto duplo', 1],
    ['Quarto individual', 0],
  ])

  const renamed = await update(trip.id, { ...asInput(after), options: [{ ...after.options[0]!, name: 'Duplo superior' }, after.options[1]] })
  expect(renamed.status).toBe(200)
  expect(renamed.body.options[0]).toMatchObject({ id: double!.id, name: 'Duplo superior', orders: 1 })
})

test('an option id of another trip is refused on its field', async () => {
  const trip = await createdTrip()
  const other = await createdTrip()
  expectApiError(await update(trip.id, { ...asInput(trip), options: [{ ...other.options[0]!, orders: undefined }] }), 400, ['options.0.id'])
})

test('vacancies move the seats left by the same amount and never below the seats orders hold', async () => {
  const trip = await createdTrip({ vacancies: 40 })
  await placeOrder(trip.id, trip.options[0]!.id, 3)
  const held = (await read(trip.id)).body
  expect(held.seatsLeft).toBe(37)

  expectApiError(await update(trip.id, { ...asInput(held), vacancies: 2 }), 400, ['vacancies'])
  expect((await read(trip.id)).body).toMatchObject({ vacancies: 40, seatsLeft: 37 })
  expect((await update(trip.id, { ...asInput(held), vacancies: 50 })).body).toMatchObject({ vacancies: 50, seatsLeft: 47 })
  expect((await update(trip.id, { ...asInput(held), vacancies: 3 })).body).toMatchObject({ vacancies: 3, seatsLeft: 0 })
})

test('a duplicate is an unpublished copy with a new name and slug, every seat free and the same parts', async () => {
  const airline = await insertAirline(t.db, 'GOL')
  const trip = await createdTrip({ name: 'Salvador', transport: 'air', flights: buildAdminFlights(airline.id), featured: true })
  await placeOrder(trip.id, trip.options[0]!.id, 2)

  const copy = await postJson<AdminTrip>(t, `/api/admin/trips/${trip.id}/duplicate`, {}, admin)
  expect(copy.status).toBe(201)
  expect(copy.body).toMatchObject({ name: 'Salvador (cópia)', slug: 'salvador-copia', published: false, featured: false, vacancies: 40, seatsLeft: 40, orders: 0 })
  expect(copy.body.id).not.toBe(trip.id)
  expect(copy.body.options.map(({ name, priceCents, people }) => ({ name, priceCents, people }))).toEqual(
    trip.options.map(({ name, priceCents, people }) => ({ name, priceCents, people })),
  )
  expect(copy.body.options.map((option) => option.id)).not.toContain(trip.options[0]!.id)
  expect(copy.body.images).toEqual(trip.images)
  expect(copy.body.schedule).toEqual(trip.schedule)
  expect(copy.body.flights).toEqual(trip.flights)
  expect((await publicTrip(copy.body.slug)).status).toBe(404)

  const second = await postJson<AdminTrip>(t, `/api/admin/trips/${trip.id}/duplicate`, {}, admin)
  expect(second.body.name).toBe('Salvador (cópia 2)')
  expect((await audit(copy.body.id))[0]!.action).toBe('create')
})

test('a trip without orders is deleted and leaves the catalogue; one with orders is refused with 409', async () => {
  const trip = await createdTrip()
  const deleted = await t.app.request(`/api/admin/trips/${trip.id}`, { method: 'DELETE', headers: admin })
  expect(deleted.status).toBe(204)
  expect((await publicTrip(trip.slug)).status).toBe(404)
  expectApiError(await read(trip.id), 404)
  expect((await audit(trip.id)).map((line) => line.action)).toEqual(['delete', 'create'])

  const sold = await createdTrip()
  await placeOrder(sold.id, sold.options[1]!.id, 1)
  const refused = expectApiError(await sendJson(t, 'DELETE', `/api/admin/trips/${sold.id}`, undefined, admin), 409)
  expect(refused.message).toMatch(/unpublish/)
  expect((await publicTrip(sold.slug)).status).toBe(200)
})

test('PATCH unpublishes a trip (it leaves the catalogue) and publishes it again; no image, no publishing', async () => {
  const trip = await createdTrip()
  const unpublished = await sendJson<AdminTrip>(t, 'PATCH', `/api/admin/trips/${trip.id}`, { published: false }, admin)
  expect(unpublished.body.published).toBe(false)
  expect((await publicTrip(trip.slug)).status).toBe(404)
  expect((await sendJson<AdminTrip>(t, 'PATCH', `/api/admin/trips/${trip.id}`, { published: true, featured: true }, admin)).body).toMatchObject({ published: true, featured: true })
  expect((await publicTrip(trip.slug)).status).toBe(200)
  expect((await audit(trip.id))[0]!.changes.featured).toEqual([false, true])

  const draft = await createdTrip({ images: [], published: false })
  expectApiError(await sendJson(t, 'PATCH', `/api/admin/trips/${draft.id}`, { published: true }, admin), 400, ['published'])
  expectApiError(await sendJson(t, 'PATCH', `/api/admin/trips/${draft.id}`, {}, admin), 400)
})

test('an unknown trip is a 404 for every route', async () => {
  const body = buildAdminTripBody()
  expectApiError(await read(999_999), 404)
  expectApiError(await update(999_999, body), 404)
  expectApiError(await sendJson(t, 'PATCH', '/api/admin/trips/999999', { published: false }, admin), 404)
  expectApiError(await postJson(t, '/api/admin/trips/999999/duplicate', {}, admin), 404)
  expectApiError(await sendJson(t, 'DELETE', '/api/admin/trips/999999', undefined, admin), 404)
  expectApiError(await read(Number.NaN), 404)
})

test("a trip's routes check who calls, then the path, then the body: a malformed request is a customer's 403, an admin's 404 on its path", async () => {
  const { headers: customer } = await insertSignedInUser(t.db, UserType.customer)
  const writes = [
    ['PUT', ''],
    ['PATCH', ''],
    ['PUT', '/boarding-points'],
    ['PUT', '/vehicles'],
    ['POST', '/manifest/unlock'],
    ['POST', '/rooming/moves'],
    ['PUT', '/seats'],
  ] as const
  for (const [method, rest] of writes) {
    const path = `/api/admin/trips/not-an-id${rest}`
    expect((await sendJson(t, method, path, { nonsense: true }, customer)).status, `${method} ${path}`).toBe(403)
    const answer = await sendJson<{ code: string }>(t, method, path, { nonsense: true }, admin)
    expect([answer.status, answer.body.code], `${method} ${path}`).toEqual([404, 'not_found'])
  }
})

test('customers and agencies are refused', async () => {
  for (const type of [UserType.customer, UserType.agency]) {
    const { headers } = await insertSignedInUser(t.db, type)
    expect((await t.app.request('/api/admin/trips', { headers })).status).toBe(403)
    expect((await postJson(t, '/api/admin/trips', buildAdminTripBody(), headers)).status).toBe(403)
  }
  expect(await t.db.$count(trips)).toBe(0)
})
