import { readdir } from 'node:fs/promises'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import { UserType } from '../../src/domain/session.ts'
import { MAX_IMAGE_PIXELS, type UploadedImage } from '../../src/domain/uploads.ts'
import { pictureBytes, uploadForm } from '../factories/upload-files.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Record<string, string>
let huge: Buffer<ArrayBuffer>
beforeAll(async () => {
  t = await createTestApp()
  admin = (await insertSignedInUser(t.db, UserType.admin)).headers
  // Made here, under the hook's longer timeout: encoding 225 megapixels takes sharp several seconds.
  huge = await sharp({ create: { width: 15_000, height: 15_000, channels: 3, background: { r: 0, g: 0, b: 0 } }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer()
})
afterAll(() => t.close())

const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  requestJson<UploadedImage & ApiErrorBody>(t, '/api/admin/uploads/images', { method: 'POST', headers: admin, body: uploadForm(bytes, name, type) })

const storedFiles = async () => (await readdir(t.uploadsDir, { recursive: true }).catch(() => [])).filter((file) => file.endsWith('.webp'))

test('a 15000×15000 PNG (under 1 MB, 225 megapixels) is refused with a code, and nothing is stored', async () => {
  expect(huge.length).toBeLessThan(2 * 1024 * 1024)

  const response = await upload(new Uint8Array(huge), 'enorme.png', 'image/png')

  expect(response.status).toBe(400)
  expect(response.body.code).toBe('upload.image_too_many_pixels')
  expect(response.body.fieldCodes?.file).toEqual({ code: 'upload.image_too_many_pixels', params: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 } })
  expect(await storedFiles()).toEqual([])
})

test('an image of up to the limit is still taken', async () => {
  expect(MAX_IMAGE_PIXELS).toBe(40_000_000)
  const response = await upload(await pictureBytes(2000, 1500, 'png'), 'foto.png', 'image/png')
  expect(response.status).toBe(201)
})
