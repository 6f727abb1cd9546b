import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { UserType } from '../../src/domain/session.ts'
import type { UploadedImage, UploadedPdf } from '../../src/domain/uploads.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { pdfBytes, pictureBytes, uploadForm } from '../factories/upload-files.ts'
import { expectApiError, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  admin = (await insertSignedInUser(t.db, UserType.admin)).headers
})
afterAll(() => t.close())

const upload = <T>(kind: 'images' | 'pdfs', form: FormData, headers = admin) => requestJson<T>(t, `/api/admin/uploads/${kind}`, { method: 'POST', headers, body: form })

test('re-encodes an uploaded JPEG to WebP renditions no wider than the original', async () => {
  const response = await upload<UploadedImage>('images', uploadForm(await pictureBytes(1200, 800), 'praia.jpg', 'image/jpeg', { alt: 'Praia do Forte' }))

  expect(response.status).toBe(201)
  expect(Object.keys(response.body.widths).sort()).toEqual(['480', '720', '960'])
  expect(response.body.image.alt).toBe('Praia do Forte')
  expect(response.body.url).toBe(response.body.widths['960'])
  const served = await t.app.request(response.body.widths['480']!)
  expect(served.headers.get('Content-Type')).toBe('image/webp')
  expect(served.headers.get('Cache-Control')).toContain('immutable')
  expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
  const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
  expect(metadata.format).toBe('webp')
  expect(metadata.width).toBe(480)
})

test.each(['png', 'webp'] as const)('accepts a %s image', async (format) => {
  const response = await upload<UploadedImage>('images', uploadForm(await pictureBytes(2000, 1000, format), `foto.${format}`, `image/${format}`))
  expect(response.status).toBe(201)
  expect(Object.keys(response.body.widths).sort()).toEqual(['1600', '480', '720', '960'])
})

test('refuses a text file renamed to .jpg, whatever its declared type', async () => {
  const body = expectApiError(await upload('images', uploadForm(new TextEncoder().encode('not an image at all'), 'foto.jpg', 'image/jpeg')), 400, ['file'])
  expect(body.message).toMatch(/JPEG, PNG or WebP/)
})

test('refuses an image whose bytes start right but do not decode', async () => {
  const broken = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('garbage garbage garbage')])
  expectApiError(await upload('images', uploadForm(broken, 'foto.jpg', 'image/jpeg')), 400, ['file'])
})

test('refuses an image larger than 8 MB with 413', async () => {
  const big = new Uint8Array(8 * 1024 * 1024 + 10)
  big.set([0xff, 0xd8, 0xff])
  expectApiError(await upload('images', uploadForm(big, 'grande.jpg', 'image/jpeg')), 413)
})

test('a request without a file is a 400 on the file field', async () => {
  expectApiError(await upload('images', new FormData()), 400, ['file'])
})

test('stores a PDF checked by its bytes', async () => {
  const response = await upload<UploadedPdf>('pdfs', uploadForm(pdfBytes(), 'roteiro.pdf', 'application/pdf'))

  expect(response.status).toBe(201)
  expect(response.body.key).toMatch(/^pdfs\/[a-z0-9-]+\.pdf$/)
  const served = await t.app.request(response.body.url)
  expect(served.headers.get('Content-Type')).toBe('application/pdf')
  expect(
    Buffer.from(await served.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-')
})

test('refuses a file named .pdf that is not a PDF', async () => {
  const body = expectApiError(await upload('pdfs', uploadForm(await pictureBytes(10, 10), 'roteiro.pdf', 'application/pdf')), 400, ['file'])
  expect(body.message).toBe('Only PDF files are accepted')
})

test('customers and agencies cannot upload', async () => {
  for (const type of [UserType.customer, UserType.agency]) {
    const { headers } = await insertSignedInUser(t.db, type)
    expectApiError(await upload('pdfs', uploadForm(pdfBytes(), 'a.pdf', 'application/pdf'), headers), 403)
  }
})
