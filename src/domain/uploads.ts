import * as v from 'valibot'
import { freeText } from './text.ts'

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024
export const MAX_PDF_BYTES = 15 * 1024 * 1024
/**
 * Width × height an uploaded image may have: phones save 12 MP photos by default and the largest
 * rendition is 1600 px wide, while a small file of 15000×15000 pixels cost 2.6 s of CPU to decode
 * (issue 15, finding 14).
 */
export const MAX_IMAGE_PIXELS = 40_000_000
/**
 * The widths an uploaded image is re-encoded to (never above the original's). 720 is a phone's
 * card or banner (a 412 px screen at 1.75 device pixels per px shows a card ~665 px wide), which
 * otherwise downloaded the 960 (issue 30: Lighthouse's "larger than shown").
 */
export const IMAGE_WIDTHS = [480, 720, 960, 1600] as const

/**
 * An uploaded image as the API keeps it and as admin forms send it back when they save an entity:
 * `key` is the largest rendition; `widths` maps a width to its key. Only keys the upload endpoint
 * makes are accepted.
 */
export const storedImageSchema = v.object({
  key: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9/_-]*\.webp$/, 'Unknown image')),
  widths: v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9/_-]*\.webp$/, 'Unknown image'))),
  alt: v.pipe(freeText(), v.trim(), v.maxLength(200, 'Maximum length 200 characters')),
})

export type StoredImageInput = v.InferOutput<typeof storedImageSchema>

export const pdfKeySchema = v.pipe(v.string(), v.regex(/^pdfs\/[a-z0-9-]+\.pdf$/, 'Unknown file'))

/** What POST /api/admin/uploads/images answers: the stored image and its public URLs for a preview. */
export interface UploadedImage {
  image: StoredImageInput
  url: string
  widths: Record<string, string>
}

/** What POST /api/admin/uploads/pdfs answers. */
export interface UploadedPdf {
  key: string
  url: string
}
