import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { slugify } from '../../../domain/slug.ts'
import type { Storage } from '../../storage/storage.ts'
import type { StoredImage } from '../schema/index.ts'
import { bannerFormat, photoFormat, storeArtwork, type ImageFormat } from './art/render.ts'
import type { SeedBanner, SeedProduct } from './marketing.ts'
import { buildPdf } from './pdf.ts'
import type { SeedTip } from './tips.ts'
import type { SeedImage, SeedTrip } from './types.ts'

/*
 * Why pictures are drawn at seed time instead of shipped as files: the artwork is a few
 * hundred lines of code rather than megabytes of binaries in git, every trip gets its own
 * variation, and changing a scene needs no regeneration step. The price is CPU on the first
 * seed (a few seconds on two cores), which the rendition cache below pays only once per
 * checkout.
 */
const nodeModules = new URL('../../../../node_modules/', import.meta.url)
const cacheDir = existsSync(nodeModules) ? fileURLToPath(new URL('.cache/roteiro-demo-art/', nodeModules)) : undefined

/** Runs at most `max` tasks at once: enough to keep both cores busy without holding every bitmap in memory. */
function limiter(max: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve))
    active++
    try {
      return await task()
    } finally {
      active--
      waiting.shift()?.()
    }
  }
}

export interface SeedMedia {
  trips: StoredImage[][]
  banners: StoredImage[]
  tips: StoredImage[]
  products: StoredImage[]
}

export interface SeedContent {
  trips: SeedTrip[]
  banners: SeedBanner[]
  tips: SeedTip[]
  products: SeedProduct[]
}

/** Draws and stores every picture and PDF the demo rows point at. Keys are stable, so running it again only rewrites the same files. */
export async function storeSeedMedia(storage: Storage, content: SeedContent): Promise<SeedMedia> {
  const run = limiter(4)
  const store = (keyBase: string, image: SeedImage, format: ImageFormat) => run(() => storeArtwork(storage, keyBase, { ...image, seed: keyBase }, format, cacheDir))
  const [trips, banners, tips, products] = await Promise.all([
    Promise.all(content.trips.map((trip) => Promise.all(trip.images.map((image, i) => store(`demo/trips/${slugify(trip.name)}-${i + 1}`, image, photoFormat))))),
    Promise.all(content.banners.map((banner) => store(`demo/banners/${slugify(banner.title)}`, banner.image, bannerFormat))),
    Promise.all(content.tips.map((tip) => store(`demo/tips/${tip.slug}`, tip.image, photoFormat))),
    Promise.all(content.products.map((product) => store(`demo/products/${slugify(product.name)}`, product.photo, photoFormat))),
    Promise.all(content.products.map((product) => storage.put(product.pdfKey, buildPdf(product.pdf.title, product.pdf.paragraphs)))),
  ])
  return { trips, banners, tips, products }
}
