import { anOpenTrip } from './fixtures/catalogue.ts'
import { expect, test } from './fixtures/test.ts'

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

test('a trip link answers a crawler with its preview and its share card, and the same page boots for a person', async ({ page, request }) => {
  const trip = await anOpenTrip(request)

  // What WhatsApp's or Facebook's crawler reads: the raw HTML, no JavaScript run.
  const response = await request.get(`/trip/${trip.slug}`, { headers: { 'User-Agent': 'facebookexternalhit/1.1' } })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(metaContent(html, 'og:title')).toBe(trip.name)
  expect(metaContent(html, 'og:description')).toMatch(/a partir de R\$ \d/)
  expect(metaContent(html, 'og:url')).toMatch(new RegExp(`^https?://[^/]+/trip/${trip.slug}$`))
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
  const image = new URL(metaContent(html, 'og:image') ?? '')
  const card = await request.get(`${image.pathname}${image.search}`)
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toBe('image/jpeg')

  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible()
  await expect(page.getByTestId('trip-options')).toBeVisible()
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', trip.name)
})
