import { randomBytes } from 'node:crypto'
import type { StoredImage } from '../../src/server/db/schema/index.ts'

/** Short and random: names and slugs stay unique without a counter shared between tests. */
export const uniqueSuffix = () => randomBytes(4).toString('hex')

/** A StoredImage row; no file behind it unless the test puts one in storage under `key`. */
export function buildImage(overrides: Partial<StoredImage> = {}): StoredImage {
  const id = uniqueSuffix()
  return {
    key: `test/${id}-1280.webp`,
    widths: { '480': `test/${id}-480.webp`, '960': `test/${id}-960.webp` },
    alt: 'Imagem de teste',
    ...overrides,
  }
}
