import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest'
import { copyUploadsToBucket } from '../../scripts/lib/copy-uploads-to-bucket.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Trip, TripSummary } from '../../src/domain/trip.ts'
import type { UploadedImage, UploadedPdf } from '../../src/domain/uploads.ts'
import { createApp } from '../../src/server/app.ts'
import { seedDemoData } from '../../src/server/db/seed/index.ts'
import { readEnv } from '../../src/server/env.ts'
import { s3SettingsFromEnv, storageFromEnv } from '../../src/server/storage/from-env.ts'
import { s3Storage } from '../../src/server/storage/s3-storage.ts'
import { pdfBytes, pictureBytes, uploadForm } from '../factories/upload-files.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { requestJson } from './helpers/http.ts'
import { runScript } from './helpers/run-script.ts'
import { startS3Server, type TestS3Server } from './helpers/s3-server.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const bucket = 'roteiro-uploads'
const migrationBucket = 'roteiro-migracao'
let s3: TestS3Server
let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  s3 = await startS3Server([bucket, migrationBucket])
  t = await createTestApp({ storage: s3Storage(s3.settings(bucket)) })
  admin = (await insertSignedInUser(t.db, UserType.admin)).headers
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
})

const upload = <T>(kind: 'images' | 'pdfs', form: FormData) => requestJson<T>(t, `/api/admin/uploads/${kind}`, { method: 'POST', headers: admin, body: form })
const keyOf = (url: string) => url.replace(/^\/uploads\//, '')

test('an uploaded image goes to the bucket with its type and cache header, and comes back through /uploads', async () => {
  const response = await upload<UploadedImage>('images', uploadForm(await pictureBytes(1000, 600), 'praia.jpg', 'image/jpeg'))
  expect(response.status).toBe(201)

  const url = response.body.widths['480']!
  expect(await s3.head(bucket, keyOf(url))).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' })
  const served = await t.app.request(url)
  expect(served.status).toBe(200)
  expect(served.headers.get('Content-Type')).toBe('image/webp')
  expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  const bytes = Buffer.from(await served.arrayBuffer())
  expect(served.headers.get('Content-Length')).toBe(String(bytes.length))
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')

  const etag = served.headers.get('ETag')!
  expect(etag).toMatch(/^"[^"]+"$/)
  const again = await t.app.request(url, { headers: { 'If-None-Match': etag } })
  expect(again.status).toBe(304)
  expect(again.headers.get('ETag')).toBe(etag)
  expect((await t.app.request(url, { headers: { 'If-None-Match': '"another"' } })).status).toBe(200)
})

test('an uploaded PDF is stored and served as a PDF', async () => {
  const response = await upload<UploadedPdf>('pdfs', uploadForm(pdfBytes(), 'roteiro.pdf', 'application/pdf'))
  expect(response.status).toBe(201)

  expect((await s3.head(bucket, response.body.key)).contentType).toBe('application/pdf')
  const served = await t.app.request(response.body.url)
  expect(served.headers.get('Content-Type')).toBe('application/pdf')
  expect(Buffer.from(await served.arrayBuffer()).equals(pdfBytes())).toBe(true)
})

test('a key the bucket does not hold, or one that is no storage key, is a 404', async () => {
  expect((await t.app.request('/uploads/images/nao-existe-480.webp')).status).toBe(404)
  expect((await t.app.request('/uploads/images/..%2f..%2fsegredo.pdf')).status).toBe(404)
})

test('the demo seed stores its pictures and PDFs in the bucket, and the catalogue serves them', async () => {
  await seedDemoData(t.db, t.storage)

  const list = await requestJson<{ items: TripSummary[] }>(t, '/api/trips')
  const slug = list.body.items[0]!.slug
  const trip = await requestJson<Trip>(t, `/api/trips/${slug}`)
  const picture = await t.app.request(trip.body.images[0]!.url)
  expect(picture.status).toBe(200)
  expect(picture.headers.get('Content-Type')).toBe('image/webp')
  // A demo picture's key carries its art's fingerprint: kept a year, as an upload is. A demo PDF's name is stable: a day.
  expect(picture.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  expect(await s3.head(bucket, keyOf(trip.body.images[0]!.url))).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' })
  expect(await s3.head(bucket, 'demo/guia-de-lisboa-e-porto.pdf')).toMatchObject({ contentType: 'application/pdf', cacheControl: 'public, max-age=86400' })
})

test('check() passes for the bucket and fails, naming it, for a missing one', async () => {
  await expect(t.storage.check()).resolves.toBeUndefined()
  await expect(s3Storage(s3.settings('nao-existe')).check()).rejects.toThrow('S3 bucket "nao-existe": no such bucket')
})

test('with S3_PUBLIC_URL, /uploads/* redirects to the bucket and the page may load images from there', async () => {
  const publicUrl = `${s3.endpoint}/${bucket}`
  const app = createApp({ ...t.deps, storage: s3Storage(s3.settings(bucket, { publicUrl })) })

  const response = await app.request('/uploads/demo/guia-de-lisboa-e-porto.pdf')
  expect(response.status).toBe(302)
  expect(response.headers.get('Location')).toBe(`${publicUrl}/demo/guia-de-lisboa-e-porto.pdf`)
  const policy = (await app.request('/')).headers.get('Content-Security-Policy')!
  expect(policy).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`))
  expect(policy).toMatch(new RegExp(`connect-src [^;]*${s3.endpoint}`))
  const object = await fetch(response.headers.get('Location')!)
  expect(object.headers.get('Content-Type')).toBe('application/pdf')
})

test('S3_BUCKET puts uploads in the bucket; half of the S3 settings refuse to start, saying what is missing', async () => {
  const env = readEnv({ S3_BUCKET: bucket, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' })
  expect(s3SettingsFromEnv(env)).toMatchObject({ region: 'us-east-1', forcePathStyle: true, publicUrl: null })
  await storageFromEnv(env).put('images/do-ambiente-480.webp', await pictureBytes(10, 10, 'webp'))
  expect((await s3.head(bucket, 'images/do-ambiente-480.webp')).contentType).toBe('image/webp')
  expect(s3SettingsFromEnv(readEnv({}))).toBeNull()

  expect(() => readEnv({ S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' })).toThrow(
    /S3_BUCKET: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set, but no bucket/,
  )
  expect(() => readEnv({ S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/)
})

test('npm run storage:migrate copies an uploads folder into the bucket, then only what is missing or changed', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-migrate-'))
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }))
  const folder = path.join(dataDir, 'uploads')
  const files: Record<string, Uint8Array> = {
    'images/velho-480.webp': await pictureBytes(20, 10, 'webp'),
    'pdfs/velho.pdf': pdfBytes(),
    'demo/tips/mapa-480.webp': await pictureBytes(30, 10, 'webp'),
    '.DS_Store': new Uint8Array([0]),
  }
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true })
    await writeFile(path.join(folder, name), bytes)
  }
  const migrate = (bucketName: string) =>
    runScript('storage-migrate', [], {
      env: { DATA_DIR: dataDir, S3_BUCKET: bucketName, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    })

  const first = await migrate(migrationBucket)
  expect(first, first.output).toMatchObject({ code: 0 })
  expect(first.output).toContain('3 copied')
  expect(first.output).toContain('ignored (not a name the app stores files under): .DS_Store')
  expect(await s3.head(migrationBucket, 'pdfs/velho.pdf')).toMatchObject({ contentType: 'application/pdf', size: pdfBytes().length })
  expect(await s3.head(migrationBucket, 'images/velho-480.webp')).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' })

  const bucket = s3Storage(s3.settings(migrationBucket))
  expect(await copyUploadsToBucket(folder, bucket)).toMatchObject({ copied: 0, present: 3, failed: [] })
  await writeFile(path.join(folder, 'pdfs/velho.pdf'), Buffer.concat([pdfBytes(), Buffer.from('%% mais\n')]))
  expect(await copyUploadsToBucket(folder, bucket)).toMatchObject({ copied: 1, present: 2, failed: [] })

  const missing = await migrate('nao-existe')
  expect(missing.code).toBe(1)
  expect(missing.output).toContain('S3 bucket "nao-existe": no such bucket')
})
