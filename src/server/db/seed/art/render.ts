import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGE_WIDTHS } from '../../../../domain/uploads.ts'
import type { StoredImage } from '../../schema/index.ts'
import type { Storage } from '../../../storage/storage.ts'
import { drawScene, type Artwork } from './index.ts'

/** Renditions of one picture: the widths the client picks from with `srcset`, at one aspect ratio. */
export interface ImageFormat {
  widths: readonly number[]
  /** Height over width. */
  ratio: number
}

/** The demo pictures come in the uploads' widths, so they are picked as an uploaded picture would be. */
export const photoFormat: ImageFormat = { widths: IMAGE_WIDTHS, ratio: 9 / 16 }
export const bannerFormat: ImageFormat = { widths: IMAGE_WIDTHS, ratio: 3 / 8 }

const webp = { quality: 70, effort: 2 }

/**
 * Draws the artwork once at the largest width, then scales it down for the smaller
 * renditions: rasterizing the SVG is the slow step, resizing pixels is cheap.
 */
async function render(svg: string, format: ImageFormat): Promise<Buffer[]> {
  const largest = Math.max(...format.widths)
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: '#000000' }).raw().toBuffer({ resolveWithObject: true })
  return Promise.all(
    format.widths.map((width) => {
      const image = sharp(data, { raw: info })
      const sized = width === largest ? image : image.resize(width, Math.round(width * format.ratio))
      return sized.webp(webp).toBuffer()
    }),
  )
}

async function readCached(dir: string, fingerprint: string, widths: readonly number[]): Promise<Buffer[] | null> {
  try {
    return await Promise.all(widths.map((width) => readFile(path.join(dir, `${fingerprint}-${width}.webp`))))
  } catch {
    return null
  }
}

async function writeCached(dir: string, fingerprint: string, widths: readonly number[], files: Buffer[]): Promise<void> {
  try {
    await mkdir(dir, { recursive: true })
    await Promise.all(
      widths.map(async (width, i) => {
        // Written aside and renamed into place, so another process seeding at the same time never reads half a file.
        const file = path.join(dir, `${fingerprint}-${width}.webp`)
        const partial = `${file}.${process.pid}.${randomUUID()}.part`
        await writeFile(partial, files[i]!)
        await rename(partial, file)
      }),
    )
  } catch {
    // The cache only saves time: a read-only disk just means rendering again next time.
  }
}

/**
 * Renders the artwork in every width of `format` and stores it as `<keyBase>-<width>.webp`.
 * With `cacheDir`, renditions are kept there by a fingerprint of the drawing, so the next
 * fresh database (a test run, a reset) copies files instead of rendering them again.
 */
export async function storeArtwork(storage: Storage, keyBase: string, art: Artwork, format: ImageFormat, cacheDir?: string): Promise<StoredImage> {
  const largest = Math.max(...format.widths)
  const svg = drawScene(art, largest, Math.round(largest * format.ratio))
  const fingerprint = createHash('sha256')
    .update(`${svg}|${format.widths.join(',')}|${webp.quality}|${webp.effort}`)
    .digest('hex')
    .slice(0, 32)
  let files = cacheDir ? await readCached(cacheDir, fingerprint, format.widths) : null
  if (!files) {
    files = await render(svg, format)
    if (cacheDir) await writeCached(cacheDir, fingerprint, format.widths, files)
  }
  const widths: Record<string, string> = {}
  await Promise.all(
    format.widths.map(async (width, i) => {
      // The art's fingerprint in the key: new art is a new URL, so browsers may keep a picture for good (storage/file-headers.ts).
      const key = `${keyBase}-${fingerprint.slice(0, 10)}-${width}.webp`
      await storage.put(key, files[i]!)
      widths[String(width)] = key
    }),
  )
  return { key: widths[String(largest)]!, widths, alt: art.alt }
}
