import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { uploadedImageSchema, uploadedPdfSchema } from '../../domain/answers/admin.ts'
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, type UploadedImage, type UploadedPdf } from '../../domain/uploads.ts'
import type { AppDeps } from '../app-deps.ts'
import { apiError, apiErrorOnField } from '../http/errors.ts'
import { imageDto, uploadUrl } from '../storage/image-dto.ts'
import { storeUploadedImage, storeUploadedPdf } from '../storage/uploads.ts'
import { fieldError } from '../http/validation.ts'
import { endpoint } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'

const tag = 'Admin'

const megabytes = (bytes: number) => bytes / 1024 / 1024

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize: maxSize + 64 * 1024, // room for the multipart envelope around the file
    onError: () => {
      throw apiErrorOnField('file', 'upload.too_large', { megabytes: megabytes(maxSize) })
    },
  })

/** The `file` part of a multipart form, as bytes. */
async function uploadedFile(c: Context, maxSize: number): Promise<{ bytes: Uint8Array; alt: string }> {
  const form = await c.req.parseBody().catch(() => {
    throw apiError('upload.not_multipart')
  })
  const file = form['file']
  if (!(file instanceof File)) throw fieldError('file', 'field.required')
  if (file.size > maxSize) throw apiErrorOnField('file', 'upload.too_large', { megabytes: megabytes(maxSize) })
  const alt = typeof form['alt'] === 'string' ? form['alt'].trim().slice(0, 200) : ''
  return { bytes: new Uint8Array(await file.arrayBuffer()), alt }
}

/**
 * /api/admin/uploads: files for the catalogue, stored before the entity that uses them is saved.
 * Images become WebP renditions; the answer carries what the entity's form sends back.
 */
export const adminUploadRoutes = ({ storage }: AppDeps) =>
  new Hono()
    .post(
      '/images',
      endpoint({
        tag,
        summary: 'Stores an image (multipart `file`, optional `alt`) as WebP renditions',
        multipart: true,
        answers: { 201: json('The stored image', uploadedImageSchema) },
      }),
      limit(MAX_IMAGE_BYTES),
      async (c) => {
        const { bytes, alt } = await uploadedFile(c, MAX_IMAGE_BYTES)
        const image = await storeUploadedImage(storage, bytes, alt)
        const { url, widths } = imageDto(image)
        return c.json({ image, url, widths } satisfies UploadedImage, 201)
      },
    )
    .post(
      '/pdfs',
      endpoint({ tag, summary: 'Stores a PDF (multipart `file`)', multipart: true, answers: { 201: json('The stored file', uploadedPdfSchema) } }),
      limit(MAX_PDF_BYTES),
      async (c) => {
        const { bytes } = await uploadedFile(c, MAX_PDF_BYTES)
        const key = await storeUploadedPdf(storage, bytes)
        return c.json({ key, url: uploadUrl(key) } satisfies UploadedPdf, 201)
      },
    )
