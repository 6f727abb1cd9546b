import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { expectApiError, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50])

test('serves a stored file with its type and cache-forever headers', async () => {
  await t.storage.put('trips/abc123-960.webp', webp)

  const response = await t.app.request('/uploads/trips/abc123-960.webp')

  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('image/webp')
  expect(response.headers.get('Content-Length')).toBe(String(webp.byteLength))
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(webp)
})

test('answers 304 to the ETag it gave, and the file again once it changed', async () => {
  await t.storage.put('trips/etag-960.webp', webp)
  const etag = (await t.app.request('/uploads/trips/etag-960.webp')).headers.get('ETag')!

  expect((await t.app.request('/uploads/trips/etag-960.webp', { headers: { 'If-None-Match': etag } })).status).toBe(304)
  await t.storage.put('trips/etag-960.webp', new Uint8Array([...webp, 0]))
  const changed = await t.app.request('/uploads/trips/etag-960.webp', { headers: { 'If-None-Match': etag } })
  expect(changed.status).toBe(200)
  expect(changed.headers.get('ETag')).not.toBe(etag)
})

test.each([
  ['products/guia.pdf', 'application/pdf'],
  ['banners/verao.jpg', 'image/jpeg'],
  ['tips/mapa.png', 'image/png'],
  ['art/logo.svg', 'image/svg+xml'],
])('serves %s as %s', async (key, type) => {
  await t.storage.put(key, new TextEncoder().encode('conteúdo'))

  const response = await t.app.request(`/uploads/${key}`)

  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe(type)
})

test('answers a JSON 404 for a missing file', async () => {
  expectApiError(await requestJson(t, '/uploads/trips/missing.webp'), 404)
})

test('does not serve a stored file of an unknown type', async () => {
  await t.storage.put('notes/readme.txt', new TextEncoder().encode('oi'))

  expectApiError(await requestJson(t, '/uploads/notes/readme.txt'), 404)
})

test.each([
  '/uploads/..%2f..%2fetc/passwd',
  '/uploads/..%2Fsecret.pdf',
  '/uploads/%2e%2e/secret.pdf',
  '/uploads/%2e%2e%2fsecret.pdf',
  '/uploads/%252e%252e%252fsecret.pdf',
  '/uploads/trips/..%2f..%2fsecret.pdf',
  '/uploads/%2fetc%2fpasswd',
  '/uploads/..%5csecret.pdf',
])('never serves a file outside the uploads folder: %s', async (url) => {
  // A real file right beside the uploads folder, so a traversal would find something to serve.
  await writeFile(path.join(t.uploadsDir, '..', 'secret.pdf'), 'segredo')

  const response = await t.app.request(url)

  expect(response.status).toBe(404)
  expect(await response.text()).not.toContain('segredo')
})

test('answers 404, not a server error, for a malformed escape', async () => {
  expectApiError(await requestJson(t, '/uploads/trips/%E0%A4%A.webp'), 404)
})
