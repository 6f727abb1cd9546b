import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Page } from '../../src/domain/query-params.ts'
import type { TripSummary } from '../../src/domain/trip.ts'
import { buildImage, insertTrip } from '../factories/index.ts'
import { expectApiError, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(() => t.reset())
afterAll(() => t.close())

const list = (query = '') => requestJson<Page<TripSummary>>(t, `/api/trips${query}`)
const namesOf = (page: Page<TripSummary>) => page.items.map((trip) => trip.name)

test('lists published trips, soonest departure first, as summaries', async () => {
  await insertTrip(t.db, { name: 'Bonito em julho', checkIn: '2030-07-10' })
  const cover = { ...buildImage({ key: 'trips/cover.webp', alt: 'Gruta do Lago Azul' }), position: 0 }
  await insertTrip(t.db, {
    name: 'Gramado no inverno',
    checkIn: '2030-06-01',
    classification: 1,
    eventType: 'festival',
    options: [
      { name: 'Duplo', priceCents: 250_000 },
      { name: 'Triplo', priceCents: 199_990 },
    ],
    images: [{ ...buildImage(), position: 1 }, cover],
  })

  const { status, body, headers } = await list()

  expect(status).toBe(200)
  expect(headers.get('Cache-Control')).toMatch(/public/)
  expect(namesOf(body)).toEqual(['Gramado no inverno', 'Bonito em julho'])
  expect(body).toMatchObject({ total: 2, page: 1, pageSize: 12 })
  expect(body.items[0]).toEqual({
    id: expect.any(Number),
    name: 'Gramado no inverno',
    slug: 'gramado-no-inverno',
    classification: 1,
    transport: 'road',
    eventType: { slug: 'festival', name: 'FESTIVAL' },
    checkIn: '2030-06-01',
    checkOut: '2030-06-04',
    destination: 'Campos do Jordão, SP',
    coverImage: { url: '/uploads/trips/cover.webp', widths: expect.any(Object), alt: 'Gruta do Lago Azul' },
    fromPriceCents: 199_990,
    seatsLeft: 40,
    featured: false,
  })
  expect(body.items[1]?.eventType).toBeNull()
})

test('hides unpublished trips from the list and its total', async () => {
  await insertTrip(t.db, { name: 'Publicada' })
  await insertTrip(t.db, { name: 'Rascunho', published: false })

  const { body } = await list()

  expect(namesOf(body)).toEqual(['Publicada'])
  expect(body.total).toBe(1)
})

test('filters by classification', async () => {
  await insertTrip(t.db, { name: 'Excursão Aparecida', classification: 0 })
  await insertTrip(t.db, { name: 'Nacional Fortaleza', classification: 1 })
  await insertTrip(t.db, { name: 'Internacional Lisboa', classification: 2 })

  expect(namesOf((await list('?classification=0')).body)).toEqual(['Excursão Aparecida'])
  expect(namesOf((await list('?classification=1')).body)).toEqual(['Nacional Fortaleza'])
  expect(namesOf((await list('?classification=2')).body)).toEqual(['Internacional Lisboa'])
})

test('filters by transport', async () => {
  await insertTrip(t.db, { name: 'De ônibus', transport: 'road' })
  await insertTrip(t.db, { name: 'De avião', transport: 'air' })
  await insertTrip(t.db, { name: 'De navio', transport: 'cruise' })

  expect(namesOf((await list('?transport=road')).body)).toEqual(['De ônibus'])
  expect(namesOf((await list('?transport=air')).body)).toEqual(['De avião'])
  expect(namesOf((await list('?transport=cruise')).body)).toEqual(['De navio'])
})

test('filters by event type slug', async () => {
  await insertTrip(t.db, { name: 'GP de São Paulo', eventType: 'f1' })
  await insertTrip(t.db, { name: 'MotoGP Goiânia', eventType: 'motogp' })
  await insertTrip(t.db, { name: 'Sem evento' })

  expect(namesOf((await list('?eventType=f1')).body)).toEqual(['GP de São Paulo'])
  expect(namesOf((await list('?eventType=motogp')).body)).toEqual(['MotoGP Goiânia'])
  expect((await list('?eventType=stock-car')).body).toMatchObject({ items: [], total: 0 })
})

test('filters featured and not featured trips', async () => {
  await insertTrip(t.db, { name: 'Destaque', featured: true })
  await insertTrip(t.db, { name: 'Comum', featured: false })

  expect(namesOf((await list('?featured=true')).body)).toEqual(['Destaque'])
  expect(namesOf((await list('?featured=false')).body)).toEqual(['Comum'])
})

test('searches name, destination and place description without regard to accents or case', async () => {
  await insertTrip(t.db, { name: 'Fórmula 1 — GP de São Paulo', destination: 'Interlagos', checkIn: '2030-11-01' })
  await insertTrip(t.db, { name: 'Águas de Lindóia', destination: 'Circuito das Águas, SP', checkIn: '2030-11-02' })
  await insertTrip(t.db, { name: 'Litoral norte', destination: 'Ubatuba', placeDescription: 'Praias perto de São Sebastião', checkIn: '2030-11-03' })
  await insertTrip(t.db, { name: 'Curitiba', destination: 'Paraná' })

  expect(namesOf((await list('?q=sao paulo')).body)).toEqual(['Fórmula 1 — GP de São Paulo'])
  expect(namesOf((await list('?q=S%C3%83O%20PAULO')).body)).toEqual(['Fórmula 1 — GP de São Paulo'])
  expect(namesOf((await list('?q=aguas')).body)).toEqual(['Águas de Lindóia'])
  expect(namesOf((await list('?q=interlagos')).body)).toEqual(['Fórmula 1 — GP de São Paulo'])
  expect(namesOf((await list('?q=sebastiao')).body)).toEqual(['Litoral norte'])
  expect(namesOf((await list('?q=parana')).body)).toEqual(['Curitiba'])
})

test('a search of several words needs every word, in any order', async () => {
  await insertTrip(t.db, { name: 'Carnaval no Rio de Janeiro', destination: 'Rio de Janeiro' })
  await insertTrip(t.db, { name: 'Rio Quente Resorts', destination: 'Goiás' })
  await insertTrip(t.db, { name: 'Carnaval em Salvador', destination: 'Bahia' })

  expect(namesOf((await list('?q=carnaval rio')).body)).toEqual(['Carnaval no Rio de Janeiro'])
  expect(namesOf((await list('?q=  rio   carnaval ')).body)).toEqual(['Carnaval no Rio de Janeiro'])
  expect((await list('?q=carnaval goias')).body.total).toBe(0)
})

test('treats % and _ in a search as plain characters', async () => {
  await insertTrip(t.db, { name: 'Promoção 50% off' })
  await insertTrip(t.db, { name: 'Outra viagem' })

  expect(namesOf((await list('?q=50%25')).body)).toEqual(['Promoção 50% off'])
  expect((await list('?q=%25')).body.total).toBe(1)
  expect((await list('?q=_')).body.total).toBe(0)
})

test('combines filters', async () => {
  await insertTrip(t.db, { name: 'Salvador de avião', classification: 1, transport: 'air', featured: true })
  await insertTrip(t.db, { name: 'Salvador de ônibus', classification: 1, transport: 'road', featured: true })
  await insertTrip(t.db, { name: 'Lisboa de avião', classification: 2, transport: 'air', featured: true })

  const { body } = await list('?classification=1&transport=air&featured=true&q=salvador')

  expect(namesOf(body)).toEqual(['Salvador de avião'])
})

test('paginates with page and pageSize and reports the total', async () => {
  for (let day = 1; day <= 5; day++) await insertTrip(t.db, { name: `Viagem ${day}`, checkIn: `2030-05-0${day}` })

  const second = (await list('?page=2&pageSize=2')).body
  expect(namesOf(second)).toEqual(['Viagem 3', 'Viagem 4'])
  expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 })

  const last = (await list('?page=3&pageSize=2')).body
  expect(namesOf(last)).toEqual(['Viagem 5'])

  const pastTheEnd = (await list('?page=4&pageSize=2')).body
  expect(pastTheEnd).toEqual({ items: [], total: 5, page: 4, pageSize: 2 })
})

test('accepts a pageSize of 50 and refuses more with a JSON message', async () => {
  await insertTrip(t.db)

  expect((await list('?pageSize=50')).status).toBe(200)
  const body = expectApiError(await list('?pageSize=51'), 400, ['pageSize'])
  expect(body.message).toMatch(/pageSize/)
})

test.each([
  ['classification=3', 'classification'],
  ['classification=nacional', 'classification'],
  ['classification=1.5', 'classification'],
  ['transport=boat', 'transport'],
  ['page=0', 'page'],
  ['page=abc', 'page'],
  ['page=-1', 'page'],
  ['pageSize=0', 'pageSize'],
  ['featured=yes', 'featured'],
  ['eventType=F%C3%B3rmula%201', 'eventType'],
  [`q=${'a'.repeat(101)}`, 'q'],
])('answers 400 naming the field for %s', async (query, field) => {
  const body = expectApiError(await list(`?${query}`), 400, [field])
  expect(body.message).toContain(field)
})

test('names every bad field at once', async () => {
  expectApiError(await list('?classification=9&transport=boat&page=0'), 400, ['classification', 'transport', 'page'])
})
