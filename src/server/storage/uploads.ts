import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { IMAGE_WIDTHS, MAX_IMAGE_PIXELS } from '../../domain/uploads.ts'
import type { StoredImage } from '../db/schema/index.ts'
import { ApiError, apiErrorOnField } from '../http/errors.ts'
import type { Storage } from './storage.ts'

/** What the bytes are, whatever the file's name or declared type says. */
export function sniffImage(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const starts = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value)
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  return null
}

export const isPdf = (bytes: Uint8Array) => bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-'

const webp = { quality: 75, effort: 4 }

/**
 * Re-encodes an uploaded JPEG, PNG or WebP to WebP in each of IMAGE_WIDTHS up to its own width
 * (turned upright by its EXIF orientation, metadata dropped), and stores the renditions.
 */
export async function storeUploadedImage(storage: Storage, bytes: Uint8Array, alt: string): Promise<StoredImage> {
  if (!sniffImage(bytes)) throw apiErrorOnField('file', 'upload.image_type')
  // The header's size first (cheap), so a huge image is told apart from a broken one;
  // limitInputPixels then stops a decode whose header lied.
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw apiErrorOnField('file', 'upload.image_unreadable')
    })
  if ((width ?? 0) * (height ?? 0) > MAX_IMAGE_PIXELS) throw apiErrorOnField('file', 'upload.image_too_many_pixels', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 })
  const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate()
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate <= (width ?? 0))
  if (widths.length === 0) widths.push(IMAGE_WIDTHS[0])
  const id = randomUUID()
  const keys: Record<string, string> = {}
  try {
    for (const target of widths) {
      const rendition = await upright.clone().resize({ width: target, withoutEnlargement: true }).webp(webp).toBuffer()
      const key = `images/${id}-${target}.webp`
      await storage.put(key, rendition)
      keys[String(target)] = key
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw apiErrorOnField('file', 'upload.image_unreadable')
  }
  return { key: keys[String(widths.at(-1))]!, widths: keys, alt }
}

/** Stores an uploaded PDF after checking its first bytes. */
export async function storeUploadedPdf(storage: Storage, bytes: Uint8Array): Promise<string> {
  if (!isPdf(bytes)) throw apiErrorOnField('file', 'upload.pdf_only')
  const key = `pdfs/${randomUUID()}.pdf`
  await storage.put(key, bytes)
  return key
}
