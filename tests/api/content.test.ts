import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { EventType, Product, Tip, TravelInformation } from '../../src/domain/catalogue.ts'
import { buildImage, insertEventType, insertProduct, insertTip, insertTravelInformation } from '../factories/index.ts'
import { requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(() => t.reset())
afterAll(() => t.close())

async function getOk<T>(path: string): Promise<T> {
  const response = await requestJson<T>(t, path)
  expect(response.status).toBe(200)
  return response.body
}

test('GET /api/tips lists only active tips, in display order', async () => {
  await insertTip(t.db, { title: 'Segunda', position: 1 })
  await insertTip(t.db, { title: 'Inativa', position: 0, active: false })
  await insertTip(t.db, { title: 'Primeira', position: 0 })

  const tips = await getOk<Tip[]>('/api/tips')

  expect(tips.map((tip) => tip.title)).toEqual(['Primeira', 'Segunda'])
})

test('GET /api/tips sends each tip with its text and optional image', async () => {
  const withImage = await insertTip(t.db, { slug: 'mala', title: 'Mala de mão', text: 'Até 10 kg.', image: buildImage({ key: 'tips/mala.webp', widths: {}, alt: 'Mala' }) })
  const withoutImage = await insertTip(t.db, { slug: 'pix', title: 'Pix', text: 'Vale 30 minutos.', position: 1 })

  expect(await getOk<Tip[]>('/api/tips')).toEqual([
    { id: withImage.id, slug: 'mala', title: 'Mala de mão', text: 'Até 10 kg.', image: { url: '/uploads/tips/mala.webp', widths: {}, alt: 'Mala' } },
    { id: withoutImage.id, slug: 'pix', title: 'Pix', text: 'Vale 30 minutos.', image: null },
  ])
})

test('GET /api/travel-information lists every entry in display order', async () => {
  const documents = await insertTravelInformation(t.db, { type: 'Documentos', text: 'RG com menos de 10 anos.', position: 1 })
  const luggage = await insertTravelInformation(t.db, { type: 'Bagagem', text: 'Uma mala de 23 kg.', position: 0 })

  expect(await getOk<TravelInformation[]>('/api/travel-information')).toEqual([
    { id: luggage.id, type: 'Bagagem', text: 'Uma mala de 23 kg.' },
    { id: documents.id, type: 'Documentos', text: 'RG com menos de 10 anos.' },
  ])
})

test('GET /api/event-types lists event types by name', async () => {
  const motogp = await insertEventType(t.db, { slug: 'motogp', name: 'MotoGP', description: 'Motovelocidade' })
  const f1 = await insertEventType(t.db, { slug: 'f1', name: 'Fórmula 1', description: 'GP de São Paulo' })

  expect(await getOk<EventType[]>('/api/event-types')).toEqual([
    { id: f1.id, slug: 'f1', name: 'Fórmula 1', description: 'GP de São Paulo' },
    { id: motogp.id, slug: 'motogp', name: 'MotoGP', description: 'Motovelocidade' },
  ])
})

test('GET /api/products lists active products with photo and PDF as upload URLs', async () => {
  const guide = await insertProduct(t.db, {
    name: 'Guia de Lisboa',
    description: 'Roteiro de 3 dias',
    photo: buildImage({ key: 'products/lisboa.webp', widths: { '480': 'products/lisboa-480.webp' }, alt: 'Capa' }),
    pdfKey: 'products/lisboa.pdf',
    priceCents: 2_990,
  })
  await insertProduct(t.db, { name: 'Fora de linha', active: false })
  const free = await insertProduct(t.db, { name: 'Checklist de viagem', pdfKey: 'products/checklist.pdf' })

  expect(await getOk<Product[]>('/api/products')).toEqual([
    {
      id: guide.id,
      name: 'Guia de Lisboa',
      description: 'Roteiro de 3 dias',
      photo: { url: '/uploads/products/lisboa.webp', widths: { '480': '/uploads/products/lisboa-480.webp' }, alt: 'Capa' },
      pdfUrl: '/uploads/products/lisboa.pdf',
      priceCents: 2_990,
    },
    expect.objectContaining({ id: free.id, name: 'Checklist de viagem', pdfUrl: '/uploads/products/checklist.pdf', priceCents: null }),
  ])
})

test('the catalogue lists answer an empty array on an empty database', async () => {
  for (const path of ['/api/tips', '/api/travel-information', '/api/event-types', '/api/products', '/api/banners']) {
    expect(await getOk<unknown[]>(path), path).toEqual([])
  }
})
