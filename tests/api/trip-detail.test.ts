import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Trip } from '../../src/domain/trip.ts'
import { buildFlights, buildImage, insertTrip } from '../factories/index.ts'
import { expectApiError, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(() => t.reset())
afterAll(() => t.close())

const getTrip = (name: string) => requestJson<Trip>(t, `/api/trips/${name}`)

test('answers the whole trip by its URL name', async () => {
  const flights = buildFlights('2030-09-04', '2030-09-09')
  const inserted = await insertTrip(t.db, {
    name: 'Salvador e Morro de São Paulo',
    classification: 1,
    transport: 'air',
    eventType: 'verao',
    checkIn: '2030-09-04',
    checkOut: '2030-09-09',
    destination: 'Salvador, BA',
    placeDescription: 'Pelourinho, Farol da Barra e as praias de Morro.',
    boardingPlace: 'Aeroporto de Guarulhos',
    hotel: 'Hotel Fasano Salvador',
    mentalMapTag: 'praia',
    vacancies: 30,
    seatsLeft: 12,
    schedule: [
      { day: 1, title: 'Chegada', locations: ['Salvador'], description: 'Traslado ao hotel.' },
      { day: 2, title: 'Centro histórico', locations: ['Pelourinho', 'Elevador Lacerda'], description: 'Passeio a pé.' },
    ],
    included: ['Aéreo', 'Hotel com café'],
    notIncluded: ['Jantares'],
    documentation: ['RG'],
    extraInfo: ['Protetor solar'],
    maxInstallments: 12,
    boletoInstallments: true,
    flights,
  })

  const { status, body, headers } = await getTrip('salvador-e-morro-de-sao-paulo')

  expect(status).toBe(200)
  expect(headers.get('Cache-Control')).toMatch(/public/)
  expect(body).toMatchObject({
    id: inserted.id,
    name: 'Salvador e Morro de São Paulo',
    slug: 'salvador-e-morro-de-sao-paulo',
    classification: 1,
    transport: 'air',
    eventType: { slug: 'verao', name: 'VERAO' },
    checkIn: '2030-09-04',
    checkOut: '2030-09-09',
    destination: 'Salvador, BA',
    placeDescription: 'Pelourinho, Farol da Barra e as praias de Morro.',
    boardingPlace: 'Aeroporto de Guarulhos',
    hotel: 'Hotel Fasano Salvador',
    mentalMapTag: 'praia',
    vacancies: 30,
    seatsLeft: 12,
    schedule: inserted.schedule,
    maxInstallments: 12,
    boletoInstallments: true,
  })
  expect(body.sections).toEqual({ included: ['Aéreo', 'Hotel com café'], notIncluded: ['Jantares'], documentation: ['RG'], extraInfo: ['Protetor solar'] })
  expect(body.flights).toEqual(flights)
})

test('lists options in their display order with name, price and people', async () => {
  await insertTrip(t.db, {
    name: 'Foz do Iguaçu',
    options: [
      { name: 'Individual', priceCents: 159_900, people: 1, position: 2 },
      { name: 'Casal', priceCents: 259_900, people: 2, position: 0 },
      { name: 'Família', priceCents: 399_900, people: 4, position: 1 },
    ],
  })

  const { body } = await getTrip('foz-do-iguacu')

  expect(body.options).toEqual([
    { id: expect.any(Number), name: 'Casal', priceCents: 259_900, people: 2 },
    { id: expect.any(Number), name: 'Família', priceCents: 399_900, people: 4 },
    { id: expect.any(Number), name: 'Individual', priceCents: 159_900, people: 1 },
  ])
  expect(body.fromPriceCents).toBe(159_900)
})

test('lists images in position order as upload URLs, the first being the cover', async () => {
  const beach = { ...buildImage({ key: 'trips/praia.webp', widths: { '480': 'trips/praia-480.webp' }, alt: 'Praia' }), position: 1 }
  const dunes = { ...buildImage({ key: 'trips/dunas.webp', widths: {}, alt: 'Dunas' }), position: 0 }
  const lagoon = { ...buildImage({ key: 'trips/lagoa.webp', widths: {}, alt: 'Lagoa' }), position: 2 }
  await insertTrip(t.db, { name: 'Jericoacoara', images: [beach, lagoon, dunes] })

  const { body } = await getTrip('jericoacoara')

  expect(body.images).toEqual([
    { url: '/uploads/trips/dunas.webp', widths: {}, alt: 'Dunas' },
    { url: '/uploads/trips/praia.webp', widths: { '480': '/uploads/trips/praia-480.webp' }, alt: 'Praia' },
    { url: '/uploads/trips/lagoa.webp', widths: {}, alt: 'Lagoa' },
  ])
  expect(body.coverImage?.url).toBe('/uploads/trips/dunas.webp')
})

test('answers a missing flight leg as null, and no flights for a road trip', async () => {
  const { first } = buildFlights()
  await insertTrip(t.db, { name: 'Só volta', transport: 'air', flights: { first, second: null } })
  await insertTrip(t.db, { name: 'De ônibus', transport: 'road' })

  expect((await getTrip('so-volta')).body.flights).toEqual({ first, second: null })
  expect((await getTrip('de-onibus')).body.flights).toEqual({ first: null, second: null })
})

test('shows a sold-out trip with no seats left', async () => {
  await insertTrip(t.db, { name: 'Esgotada', vacancies: 20, seatsLeft: 0 })

  const { status, body } = await getTrip('esgotada')

  expect(status).toBe(200)
  expect(body).toMatchObject({ vacancies: 20, seatsLeft: 0 })
})

test('answers a JSON 404 for an unknown name', async () => {
  await insertTrip(t.db, { name: 'Existe' })

  const response = await getTrip('nao-existe')

  expect(expectApiError(response, 404).message).toContain('nao-existe')
  expect(response.headers.get('Cache-Control') ?? '').not.toMatch(/public/)
})

test('answers 404 for an unpublished trip', async () => {
  await insertTrip(t.db, { name: 'Rascunho', published: false })

  expectApiError(await getTrip('rascunho'), 404)
})

test.each(['Rio', 'rio%20de%20janeiro', 'rio_de_janeiro', '-rio', 'rio--de', 's%C3%A3o-paulo', 'x'.repeat(201)])('answers 400 for the invalid name %s', async (name) => {
  expectApiError(await getTrip(name), 400)
})
