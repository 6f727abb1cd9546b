import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest'
import { UserType } from '../../src/domain/session.ts'
import { paymentLinks, rateLimits, trips } from '../../src/server/db/schema/index.ts'
import { insertProduct, insertTrip, uniqueSuffix } from '../factories/index.ts'
import { insertUser } from '../factories/users.ts'
import { shareCardRenders } from '../../src/server/catalogue/routes.ts'
import { RateLimitedError, rateLimiter } from '../../src/server/rate-limit/limiter.ts'
import { expectApiError, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

// A shell shaped like the built index.html: the server rewrites its head and keeps the rest.
const shell = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Roteiro · Viagens, excursões e cruzeiros</title>
    <meta name="description" content="Excursões, viagens e cruzeiros." />
  </head>
  <body>
    <div id="root"><!--shell-hero--></div>
    <script type="module" src="/assets/index-abc123.js"></script>
  </body>
</html>`
const publicUrl = 'https://roteiro.example'

let t: TestApp
let clientDir: string
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-client-'))
  await writeFile(path.join(clientDir, 'index.html'), shell)
  t = await createTestApp({ clientDir, auth: { publicUrl: `${publicUrl}/` } })
})
afterAll(async () => {
  await t.close()
  await rm(clientDir, { recursive: true, force: true })
})

/** A trip whose first photo is a solid colour, stored like an upload's renditions. */
async function insertTripWithPhoto(overrides: Parameters<typeof insertTrip>[1] = {}) {
  const id = uniqueSuffix()
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#d02020' } })
    .webp()
    .toBuffer()
  const image = { key: `test/${id}-1600.webp`, widths: { '960': `test/${id}-960.webp`, '1600': `test/${id}-1600.webp` }, alt: 'Praia' }
  await t.storage.put(image.key, photo)
  return insertTrip(t.db, { images: [image], ...overrides })
}

async function page(url: string) {
  const response = await t.app.request(url)
  expect(response.status, url).toBe(200)
  return response.text()
}

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
/** The content of `<meta property|name="key">`, decoded; undefined when absent. */
function metaOf(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]
  return found === undefined ? undefined : decode(found)
}
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')

test("a trip page's HTML carries its preview: title, dates, destination, from price, its card and its absolute URL", async () => {
  const trip = await insertTripWithPhoto({ name: `Serra da Mantiqueira ${uniqueSuffix()}`, destination: 'Campos do Jordão, SP' })

  const html = await page(`/trip/${trip.slug}`)

  expect(titleOf(html)).toBe(`${trip.name} · Roteiro`)
  expect(html.match(/<title>/g)).toHaveLength(1)
  const description = '12 a 15 de março de 2030 · Campos do Jordão, SP · a partir de R$ 1.290,00'
  expect(metaOf(html, 'description')).toBe(description)
  expect(metaOf(html, 'og:title')).toBe(trip.name)
  expect(metaOf(html, 'og:description')).toBe(description)
  expect(metaOf(html, 'og:url')).toBe(`${publicUrl}/trip/${trip.slug}`)
  expect(metaOf(html, 'og:type')).toBe('website')
  expect(metaOf(html, 'og:site_name')).toBe('Roteiro')
  expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${publicUrl}/api/trips/${trip.slug}/share-card\\.jpg\\?v=[\\w-]+$`))
  expect(metaOf(html, 'og:image:width')).toBe('1200')
  expect(metaOf(html, 'og:image:height')).toBe('630')
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
  // The SPA still boots from the same document.
  expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>')
  expect(html).toContain('<img src=')
})

test('what a trip says is escaped in the tags', async () => {
  const trip = await insertTripWithPhoto({ name: `Praia "VIP" <b>&</b> ${uniqueSuffix()}`, destination: `Búzios' <script>` })

  const html = await page(`/trip/${trip.slug}`)

  expect(html).not.toContain('"VIP"')
  expect(html).not.toContain('<b>')
  expect(html).not.toContain('<script>')
  expect(metaOf(html, 'og:title')).toBe(trip.name)
  expect(titleOf(html)).toBe(`${trip.name} · Roteiro`)
  expect(metaOf(html, 'og:description')).toContain(`Búzios' <script>`)
})

test('an unknown or unpublished trip, and any other page, get the site preview', async () => {
  const hidden = await insertTripWithPhoto({ published: false })

  for (const url of ['/trip/nao-existe', `/trip/${hidden.slug}`, '/trips']) {
    const html = await page(url)
    expect(titleOf(html), url).toBe('Roteiro · Viagens, excursões e cruzeiros')
    expect(metaOf(html, 'description'), url).toBe('Excursões, viagens e cruzeiros.')
    expect(metaOf(html, 'og:title'), url).toBe('Roteiro · Viagens, excursões e cruzeiros')
    expect(metaOf(html, 'og:url'), url).toBe(`${publicUrl}${url}`)
    expect(metaOf(html, 'og:image'), url).toBe(`${publicUrl}/icons/icon-512.png`)
    expect(metaOf(html, 'twitter:card'), url).toBe('summary')
  }
})

test("the share card is a 1200×630 JPEG cut from the trip's photo, small enough for WhatsApp", async () => {
  const trip = await insertTripWithPhoto()
  const cardUrl = metaOf(await page(`/trip/${trip.slug}`), 'og:image')!.replace(publicUrl, '')

  const response = await t.app.request(cardUrl)

  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('image/jpeg')
  expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d{5,}/)
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(bytes.length).toBeLessThan(300 * 1024)
  const { format, width, height } = await sharp(bytes).metadata()
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 })
  // Right of the texts and below the top shade, the red photo shows through.
  const { data } = await sharp(bytes).extract({ left: 1100, top: 200, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
  expect(data[0]).toBeGreaterThan(150)
  expect(data[1]).toBeLessThan(80)
})

test('the share card answers 304 to its ETag, and a changed trip gets a new card URL and ETag', async () => {
  const trip = await insertTripWithPhoto()
  const cardUrl = `/api/trips/${trip.slug}/share-card.jpg`
  const first = await t.app.request(cardUrl)
  const etag = first.headers.get('ETag')
  expect(etag).toMatch(/^"[\w-]+"$/)
  const before = metaOf(await page(`/trip/${trip.slug}`), 'og:image')

  const again = await t.app.request(cardUrl, { headers: { 'If-None-Match': etag! } })
  expect(again.status).toBe(304)
  expect(again.headers.get('ETag')).toBe(etag)
  expect((await again.arrayBuffer()).byteLength).toBe(0)

  await t.db
    .update(trips)
    .set({ name: `${trip.name} renovada`, updatedAt: new Date() })
    .where(eq(trips.id, trip.id))
  const changed = await t.app.request(cardUrl, { headers: { 'If-None-Match': etag! } })
  expect(changed.status).toBe(200)
  expect(changed.headers.get('ETag')).not.toBe(etag)
  expect(metaOf(await page(`/trip/${trip.slug}`), 'og:image')).not.toBe(before)
})

// Issue 25, finding 10: past the memory's 32 cards, each request used to draw its card again.
test('a drawn card is kept in the storage for every instance; only drawing is rate limited, per IP', async () => {
  const trip = await insertTripWithPhoto()
  const cardUrl = `/api/trips/${trip.slug}/share-card.jpg`
  const drawn = await t.app.request(cardUrl)
  expect(drawn.status).toBe(200)
  const bytes = Buffer.from(await drawn.arrayBuffer())
  const version = drawn.headers.get('ETag')!.slice(1, -1)
  const stored = await t.storage.get(`share-cards/${trip.slug}-${version}.jpg`)
  if (!stored || stored.notModified) throw new Error('the card was not stored')
  expect(Buffer.from(await new Response(stored.body).arrayBuffer()).equals(bytes)).toBe(true)

  const limiter = rateLimiter(t.db, () => new Date())
  onTestFinished(async () => {
    await t.db.delete(rateLimits)
  })
  // The renders' limit used up (the first render took a place already): the next place is refused.
  const useUpRenders = async () => {
    for (let i = 0; i < shareCardRenders.limit; i++) await limiter.consume(shareCardRenders, 'unknown')
  }
  await expect(useUpRenders()).rejects.toBeInstanceOf(RateLimitedError)
  const fromStorage = await t.secondInstance().request(cardUrl)
  expect(fromStorage.status).toBe(200)
  expect(Buffer.from(await fromStorage.arrayBuffer()).equals(bytes)).toBe(true)

  const undrawn = await insertTripWithPhoto()
  const refused = await t.app.request(`/api/trips/${undrawn.slug}/share-card.jpg`)
  expect(refused.status).toBe(429)
  expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
})

test('a trip whose photo file is missing still gets a card', async () => {
  const trip = await insertTrip(t.db)

  const response = await t.app.request(`/api/trips/${trip.slug}/share-card.jpg`)

  expect(response.status).toBe(200)
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  expect({ width, height }).toEqual({ width: 1200, height: 630 })
})

test('an unknown or unpublished trip has no share card', async () => {
  const hidden = await insertTripWithPhoto({ published: false })

  expectApiError(await requestJson(t, '/api/trips/nao-existe/share-card.jpg'), 404)
  expectApiError(await requestJson(t, `/api/trips/${hidden.slug}/share-card.jpg`), 404)
})

type NewLink = typeof paymentLinks.$inferInsert

/** An open link of an agency named `agencyName`, for the given item, made for a named customer. */
async function insertLink(
  item: Pick<NewLink, 'tripId' | 'optionId' | 'productId' | 'itemName' | 'optionName' | 'people' | 'unitPriceCents' | 'amountCents'>,
  overrides: Partial<NewLink> & { agencyName?: string } = {},
) {
  const { agencyName = 'Agência Sol & Mar', ...link } = overrides
  const agency = await insertUser(t.db, { type: UserType.agency, firstName: agencyName, password: null })
  const token = `link-${uniqueSuffix()}${uniqueSuffix()}`
  await t.db.insert(paymentLinks).values({
    token,
    agencyId: agency.id,
    customerName: 'Joana Cliente Secreta',
    customerEmail: 'joana.secreta@example.com',
    customerPhone: '11912345678',
    expiresAt: new Date(Date.now() + 86_400_000),
    createdAt: new Date(),
    ...item,
    ...link,
  })
  return token
}

async function insertTripLink(overrides: Partial<NewLink> & { agencyName?: string } = {}) {
  const trip = await insertTripWithPhoto({ name: `Bonito ${uniqueSuffix()}`, checkIn: '2030-07-10', checkOut: '2030-07-14' })
  const [option] = await t.db.query.tripOptions.findMany({ where: (options, { eq }) => eq(options.tripId, trip.id), orderBy: (options, { asc }) => asc(options.position) })
  const item = {
    tripId: trip.id,
    optionId: option!.id,
    itemName: trip.name,
    optionName: option!.name,
    people: 2,
    unitPriceCents: option!.priceCents,
    amountCents: 2 * option!.priceCents,
  }
  return { trip, option: option!, token: await insertLink(item, overrides) }
}

test('an open trip payment link previews what is sold, by which agency, when, for how many and the total, over the trip card', async () => {
  const { trip, token } = await insertTripLink()

  const html = await page(`/externalPayment?link=${token}`)

  expect(metaOf(html, 'og:title')).toBe(`${trip.name} — Agência Sol & Mar`)
  expect(titleOf(html)).toBe(`${trip.name} — Agência Sol & Mar · Roteiro`)
  const description = '10 a 14 de julho de 2030 · Quarto duplo · 2 pessoas · total R$ 3.780,00'
  expect(metaOf(html, 'og:description')).toBe(description)
  expect(metaOf(html, 'description')).toBe(description)
  expect(metaOf(html, 'og:url')).toBe(`${publicUrl}/externalPayment?link=${token}`)
  expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${publicUrl}/api/trips/${trip.slug}/share-card\\.jpg\\?v=`))
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
  expect(metaOf(html, 'robots')).toBe('noindex')
  // Whoever the link is pasted to sees the preview: never whom it was made for.
  expect(html).not.toMatch(/Joana|secreta|11912345678/i)
})

test('a product payment link previews the product with its photo', async () => {
  const product = await insertProduct(t.db, { name: 'Guia "Bonito" <PDF>' })
  const token = await insertLink({ productId: product.id, itemName: product.name, people: 1, unitPriceCents: 4_990, amountCents: 4_990 }, { agencyName: "D'Ávila Turismo" })

  const html = await page(`/externalPayment?link=${token}`)

  expect(html).not.toContain('<PDF>')
  expect(metaOf(html, 'og:title')).toBe(`Guia "Bonito" <PDF> — D'Ávila Turismo`)
  expect(metaOf(html, 'og:description')).toBe('Link de pagamento · total R$ 49,90')
  expect(metaOf(html, 'og:image')).toBe(`${publicUrl}/uploads/${product.photo.key}`)
  expect(metaOf(html, 'twitter:card')).toBe('summary')
})

test('an unknown, paid, canceled or expired payment link gets the site preview, without its token', async () => {
  const paid = await insertTripLink({ status: 'paid' })
  const canceled = await insertTripLink({ status: 'canceled' })
  const expired = await insertTripLink({ expiresAt: new Date(Date.now() - 1_000) })

  for (const token of ['nao-existe', paid.token, canceled.token, expired.token]) {
    const html = await page(`/externalPayment?link=${token}`)
    expect(titleOf(html), token).toBe('Roteiro · Viagens, excursões e cruzeiros')
    expect(metaOf(html, 'og:url'), token).toBe(`${publicUrl}/externalPayment`)
    expect(metaOf(html, 'twitter:card'), token).toBe('summary')
    expect(html, token).not.toContain('Bonito')
  }
})
