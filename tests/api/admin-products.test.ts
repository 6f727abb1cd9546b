import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { Product } from '../../src/domain/catalogue.ts'
import type { AdminProduct } from '../../src/domain/admin/product.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import type { UploadedImage, UploadedPdf } from '../../src/domain/uploads.ts'
import { insertProduct } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { pdfBytes, pictureBytes, uploadForm } from '../factories/upload-files.ts'
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
  admin = (await insertSignedInUser(t.db, UserType.admin)).headers
})
afterAll(() => t.close())

const path = '/api/admin/products'
const list = (query = '') => requestJson<Page<AdminProduct>>(t, `${path}${query}`, { headers: admin })
const publicProducts = async () => (await requestJson<Product[]>(t, '/api/products')).body
const upload = <T>(kind: 'images' | 'pdfs', form: FormData) => requestJson<T>(t, `/api/admin/uploads/${kind}`, { method: 'POST', headers: admin, body: form })

async function uploadedFiles() {
  const photo = await upload<UploadedImage>('images', uploadForm(await pictureBytes(900, 600), 'capa.png', 'image/png', { alt: 'Capa do guia' }))
  const pdf = await upload<UploadedPdf>('pdfs', uploadForm(pdfBytes(), 'guia.pdf', 'application/pdf'))
  return { photo: photo.body, pdf: pdf.body }
}

test('creates a product from an uploaded photo and PDF; the marketing page lists it with a working PDF link', async () => {
  const { photo, pdf } = await uploadedFiles()
  const created = await postJson<AdminProduct>(
    t,
    path,
    { name: 'Guia do Chile', description: 'Santiago e Atacama.', photo: photo.image, pdfKey: pdf.key, priceCents: '19,90' },
    admin,
  )

  expect(created.status).toBe(201)
  expect(created.body).toEqual({
    id: expect.any(Number),
    name: 'Guia do Chile',
    description: 'Santiago e Atacama.',
    photo: photo.image,
    pdfKey: pdf.key,
    priceCents: 1990,
    active: true,
    orders: 0,
  })
  const [listed] = await publicProducts()
  expect(listed).toEqual({
    id: created.body.id,
    name: 'Guia do Chile',
    description: 'Santiago e Atacama.',
    photo: { url: photo.url, widths: photo.widths, alt: 'Capa do guia' },
    pdfUrl: pdf.url,
    priceCents: 1990,
  })
  const served = await t.app.request(listed!.pdfUrl)
  expect(served.headers.get('Content-Type')).toBe('application/pdf')
})

test('a product needs both a photo and a PDF', async () => {
  const { photo, pdf } = await uploadedFiles()
  const message = 'A product needs both a photo and a file'

  const neither = expectApiError(await postJson(t, path, { name: 'Guia sem nada' }, admin), 400, ['photo', 'pdfKey'])
  expect(neither.fields).toEqual({ photo: message, pdfKey: message })
  expect(expectApiError(await postJson(t, path, { name: 'Guia sem PDF', photo: photo.image, pdfKey: null }, admin), 400, ['pdfKey']).fields!.pdfKey).toBe(message)
  expect(expectApiError(await postJson(t, path, { name: 'Guia sem foto', photo: null, pdfKey: pdf.key }, admin), 400, ['photo']).fields!.photo).toBe(message)
  expectApiError(await postJson(t, path, { name: 'Guia com arquivo alheio', photo: photo.image, pdfKey: 'boletos/outro.pdf' }, admin), 400, ['pdfKey'])
  expect((await list()).body.total).toBe(0)
})

test('a picture renamed to .pdf is refused by the upload, so the product cannot be saved with it', async () => {
  const { photo } = await uploadedFiles()
  const renamed = expectApiError(await upload('pdfs', uploadForm(await pictureBytes(40, 40), 'guia.pdf', 'application/pdf')), 400, ['file'])
  expect(renamed.message).toBe('Only PDF files are accepted')

  expectApiError(await postJson(t, path, { name: 'Guia sem PDF válido', photo: photo.image, pdfKey: null }, admin), 400, ['pdfKey'])
})

test('validates name, description and price', async () => {
  const { photo, pdf } = await uploadedFiles()
  const valid = { name: 'Guia', photo: photo.image, pdfKey: pdf.key }
  expectApiError(await postJson(t, path, { ...valid, name: '' }, admin), 400, ['name'])
  expectApiError(await postJson(t, path, { ...valid, description: 'x'.repeat(2001) }, admin), 400, ['description'])
  expect(expectApiError(await postJson(t, path, { ...valid, priceCents: 'dez reais' }, admin), 400, ['priceCents']).fields!.priceCents).toBe('Invalid amount')
  expectApiError(await postJson(t, path, { ...valid, priceCents: -5 }, admin), 400, ['priceCents'])
  expect((await postJson<AdminProduct>(t, path, { ...valid, priceCents: '' }, admin)).body.priceCents).toBeNull()
})

test('an edit keeps a file the product already has, even one the upload endpoint did not make', async () => {
  const seeded = await insertProduct(t.db, { pdfKey: 'demo/guia-antigo.pdf' })
  const edit = { name: 'Guia renovado', description: '', photo: seeded.photo, pdfKey: seeded.pdfKey, priceCents: 990, active: false }

  const saved = await sendJson<AdminProduct>(t, 'PUT', `${path}/${seeded.id}`, edit, admin)
  expect(saved.body).toMatchObject({ name: 'Guia renovado', pdfKey: 'demo/guia-antigo.pdf', priceCents: 990, active: false })
  expect(await publicProducts()).toEqual([])
  expectApiError(await sendJson(t, 'PUT', `${path}/${seeded.id}`, { ...edit, pdfKey: 'demo/outro-guia.pdf' }, admin), 400, ['pdfKey'])
  const audit = await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=product&entityId=${seeded.id}`, { headers: admin })
  expect(audit.body.items[0]!.changes).toMatchObject({ name: [seeded.name, 'Guia renovado'], priceCents: [null, 990], active: [true, false] })
})

test('a product that an order names cannot be deleted, only deactivated; one without orders is deleted', async () => {
  const sold = await insertProduct(t.db, { priceCents: 4_990 })
  const unsold = await insertProduct(t.db)
  const { headers: customer } = await insertSignedInUser(t.db, UserType.customer)
  const order = await postJson(t, '/api/orders', buildOrderBody({ productId: sold.id }), { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(order.status).toBe(201)

  expect((await list('?sort=-orders')).body.items.map((product) => [product.id, product.orders])).toEqual([
    [sold.id, 1],
    [unsold.id, 0],
  ])
  const refused = expectApiError(await sendJson(t, 'DELETE', `${path}/${sold.id}`, undefined, admin), 409)
  expect(refused.message).toBe('The product is named by 1 order(s); deactivate it instead')
  expect((await t.app.request(`${path}/${unsold.id}`, { method: 'DELETE', headers: admin })).status).toBe(204)
  expect((await list()).body.items.map((product) => product.id)).toEqual([sold.id])
})

test('pages, sorts and searches', async () => {
  await insertProduct(t.db, { name: 'Guia de Lisboa', priceCents: 2990 })
  await insertProduct(t.db, { name: 'Checklist de bagagem', description: 'Para imprimir.', active: false })
  await insertProduct(t.db, { name: 'Álbum de viagem', priceCents: 990 })

  expect((await list()).body.items.map((product) => product.name)).toEqual(['Álbum de viagem', 'Checklist de bagagem', 'Guia de Lisboa'])
  expect((await list('?sort=-priceCents&pageSize=2&page=2')).body).toMatchObject({ total: 3, items: [{ name: 'Álbum de viagem' }] })
  expect((await list('?sort=active&pageSize=1')).body.items.map((product) => product.name)).toEqual(['Checklist de bagagem'])
  expect((await list('?q=imprimir')).body.items.map((product) => product.name)).toEqual(['Checklist de bagagem'])
})

test('an unknown id is a 404', async () => {
  const { photo, pdf } = await uploadedFiles()
  expectApiError(await sendJson(t, 'PUT', `${path}/999999`, { name: 'Guia', photo: photo.image, pdfKey: pdf.key }, admin), 404)
  expectApiError(await sendJson(t, 'DELETE', `${path}/999999`, undefined, admin), 404)
})
