import sharp from 'sharp'
import type { Db } from '../db/client.ts'
import { escapeHtml } from '../http/escape-html.ts'
import type { Storage } from '../storage/storage.ts'
import { findTripShareFacts, type TripShareFacts } from './share-card-facts.ts'

/** The size WhatsApp, Facebook, X and Slack show a large preview at (1.91:1). */
export const SHARE_CARD = { width: 1200, height: 630 } as const
/** Cards kept rendered; a crawler's burst over a shared link hits the same few. */
const CACHED_CARDS = 32

const PADDING = 72
const NAME_SIZE = 60
const NAME_LINE = 72
/** DejaVu Sans Bold (what fontconfig picks for sans-serif on Debian) averages about 0.62 em a character; 0.66 leaves room for capitals. */
const NAME_CHARS_PER_LINE = Math.floor((SHARE_CARD.width - 2 * PADDING) / (NAME_SIZE * 0.66))

/** The name in at most two lines, broken between words; what does not fit ends in "…". */
export function nameLines(name: string, perLine = NAME_CHARS_PER_LINE): string[] {
  const words = name.trim().split(/\s+/)
  const lines: string[] = []
  let next = 0
  while (next < words.length && lines.length < 2) {
    let line = words[next++]!
    while (next < words.length && `${line} ${words[next]}`.length <= perLine) line = `${line} ${words[next++]}`
    lines.push(line)
  }
  const cut = (line: string) => `${line.slice(0, perLine - 1)}…`
  const last = lines[1]
  if (next < words.length && last) lines[1] = last.length < perLine ? `${last}…` : cut(last)
  return lines.map((line) => (line.length > perLine ? cut(line) : line))
}

/** The dark gradient and the texts, bottom-up from the price, as an SVG over the photo. */
function overlaySvg(facts: TripShareFacts): string {
  const { width, height } = SHARE_CARD
  const rows: string[] = []
  let baseline = height - PADDING + 8
  if (facts.priceText) {
    rows.push(`<text x="${PADDING}" y="${baseline}" font-size="40" font-weight="700" fill="#9cc2ea">${escapeHtml(facts.priceText)}</text>`)
    baseline -= 60
  }
  if (facts.datesText) {
    rows.push(`<text x="${PADDING}" y="${baseline}" font-size="32" fill="#F2F4F8">${escapeHtml(facts.datesText)}</text>`)
    baseline -= 66
  }
  for (const line of nameLines(facts.name).reverse()) {
    rows.push(`<text x="${PADDING}" y="${baseline}" font-size="${NAME_SIZE}" font-weight="700" fill="#FFFFFF">${escapeHtml(line)}</text>`)
    baseline -= NAME_LINE
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#15151E" stop-opacity="0.55"/><stop offset="0.3" stop-color="#15151E" stop-opacity="0.1"/>
<stop offset="0.55" stop-color="#15151E" stop-opacity="0.55"/><stop offset="1" stop-color="#15151E" stop-opacity="0.95"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#shade)"/>
<g font-family="sans-serif">
<text x="${PADDING}" y="${PADDING + 4}" font-size="34" font-weight="700" fill="#FFFFFF">Roteiro</text>
${rows.join('\n')}
</g></svg>`
}

/** The trip's first photo cut to the card's size, or the site's background colour when it has none. */
async function cardBackground(storage: Storage, key: string | null): Promise<ReturnType<typeof sharp>> {
  const file = key ? await storage.get(key) : null
  const plain = sharp({ create: { ...SHARE_CARD, channels: 3, background: '#1d1d2b' } })
  if (!file || file.notModified) return plain
  const bytes = Buffer.from(await new Response(file.body).arrayBuffer())
  const photo = await sharp(bytes)
    .resize({ ...SHARE_CARD, fit: 'cover' })
    .toBuffer()
  return sharp(photo)
}

export async function renderShareCard(storage: Storage, facts: TripShareFacts): Promise<Buffer> {
  const background = await cardBackground(storage, facts.imageKey)
  return background
    .composite([{ input: Buffer.from(overlaySvg(facts)), top: 0, left: 0 }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
}

export interface ShareCard {
  /** Quoted, for the ETag header. */
  etag: string
  /** The card's bytes; `beforeRender` runs only when it must be drawn (neither in memory nor stored), and may refuse. */
  jpeg(beforeRender: () => Promise<void>): Promise<Buffer>
}

/** Where a drawn card is kept: one file per trip version, so every instance and every restart reuse it. */
const storedCardKey = (facts: TripShareFacts) => `share-cards/${facts.slug}-${facts.version}.jpg`

/**
 * Trips' share cards, drawn once per version (see share-card-facts.ts) and kept in the storage
 * (issue 25, finding 10: past the memory's few cards, each request drew one again), with the most
 * recent in a small least-recently-used cache; concurrent requests for a card being read or drawn
 * wait for the same one.
 */
export function shareCards(db: Db, storage: Storage) {
  const kept = new Map<string, Promise<Buffer>>()
  const readOrDraw = async (facts: TripShareFacts, beforeRender: () => Promise<void>) => {
    const stored = await storage.get(storedCardKey(facts))
    if (stored && !stored.notModified) return Buffer.from(await new Response(stored.body).arrayBuffer())
    await beforeRender()
    const card = await renderShareCard(storage, facts)
    await storage.put(storedCardKey(facts), card)
    return card
  }
  const cached = (facts: TripShareFacts, beforeRender: () => Promise<void>) => {
    const key = storedCardKey(facts)
    let card = kept.get(key)
    if (card) {
      kept.delete(key)
    } else {
      card = readOrDraw(facts, beforeRender)
      card.catch(() => kept.delete(key))
    }
    kept.set(key, card)
    for (const oldest of kept.keys()) {
      if (kept.size <= CACHED_CARDS) break
      kept.delete(oldest)
    }
    return card
  }
  return {
    async find(slug: string): Promise<ShareCard | null> {
      const facts = await findTripShareFacts(db, slug)
      return facts ? { etag: `"${facts.version}"`, jpeg: (beforeRender) => cached(facts, beforeRender) } : null
    },
  }
}
