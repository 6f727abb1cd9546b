import type { TripImage } from '../../domain/trip.ts'
import type { StoredImage } from '../db/schema/index.ts'

export const uploadUrl = (key: string) => `/uploads/${key}`

/** What the API sends for a stored image: public URLs of each rendition. */
export function imageDto(image: StoredImage): TripImage {
  const widths: Record<string, string> = {}
  for (const [width, key] of Object.entries(image.widths)) widths[width] = uploadUrl(key)
  return { url: uploadUrl(image.key), widths, alt: image.alt }
}
