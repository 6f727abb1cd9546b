import { pt } from './fixtures/catalog.ts'
import { listTrips } from './fixtures/catalogue.ts'
import { expect, test } from './fixtures/test.ts'

const PAGE_SIZE = 12

test('text search and transport combine in the URL and narrow the list as the API does', async ({ page, request }) => {
  const expected = await listTrips(request, { q: 'Buenos Aires', transport: 'air', pageSize: PAGE_SIZE })
  expect(expected.total, 'the demo data should hold an air trip to Buenos Aires').toBeGreaterThan(0)

  await page.goto('/trips')
  const filters = page.getByRole('search')
  await filters.getByRole('textbox', { name: pt('Search') }).fill('Buenos Aires')
  await filters.getByRole('button', { name: pt('Search') }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Buenos Aires')
  await filters.getByRole('combobox', { name: pt('Transport') }).selectOption('air')
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Buenos Aires' && url.searchParams.get('transport') === 'air')
  await expect(page.getByTestId('trip-card').getByRole('heading')).toHaveText(expected.items.map((trip) => trip.name))

  await filters.getByRole('button', { name: pt('Clear filters') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/trips' && url.search === '')
  await expect(filters.getByRole('textbox', { name: pt('Search') })).toHaveValue('')
})

test('the next page is in the URL and survives a reload', async ({ page, request }) => {
  const second = await listTrips(request, { page: 2, pageSize: PAGE_SIZE })
  expect(second.total, 'the demo data should fill more than one page').toBeGreaterThan(PAGE_SIZE)

  await page.goto('/trips')
  const pages = page.getByRole('navigation', { name: pt('Pages') })
  await pages.getByRole('button', { name: pt('Next') }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2')
  const titles = page.getByTestId('trip-card').getByRole('heading')
  await expect(titles).toHaveText(second.items.map((trip) => trip.name))

  await page.reload()
  await expect(titles).toHaveText(second.items.map((trip) => trip.name))
  await expect(pages.getByRole('button', { name: pt('Previous') })).toBeEnabled()
})

// A hand-edited or stale link loses its bad value only: the list still shows, never an error page.
for (const { bad, query } of [
  { bad: 'classification=9', query: 'classification=9&transport=air' },
  { bad: 'page=0', query: 'page=0&transport=air' },
  { bad: 'a 150-character q', query: `q=${'x'.repeat(150)}&transport=air` },
]) {
  test(`a URL with a bad filter value (${bad}) keeps the good ones instead of failing`, async ({ page, request }) => {
    const air = await listTrips(request, { transport: 'air', pageSize: PAGE_SIZE })
    await page.goto(`/trips?${query}`)
    await expect(page.getByTestId('trip-card').getByRole('heading')).toHaveText(air.items.map((trip) => trip.name))
    await expect(page.getByRole('combobox', { name: pt('Kind of trip') })).toHaveValue('')
    await expect(page.getByRole('combobox', { name: pt('Transport') })).toHaveValue('air')
    await expect(page.getByTestId('error-page')).toHaveCount(0)
  })
}

for (const { path, slug } of [
  { path: '/f1', slug: 'f1' },
  { path: '/motogp', slug: 'motogp' },
]) {
  test(`${path} lists the trips of its event type under the event's header`, async ({ page, request }) => {
    const expected = await listTrips(request, { eventType: slug, pageSize: 50 })
    expect(expected.total, `the demo data should hold ${slug} packages`).toBeGreaterThan(0)
    const eventTypes = (await (await request.get('/api/event-types')).json()) as { slug: string; name: string }[]
    const eventType = eventTypes.find((item) => item.slug === slug)
    expect(eventType, `the event type ${slug}`).toBeDefined()

    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventType!.name)
    await expect(page.getByTestId('trip-card').getByRole('heading')).toHaveText(expected.items.map((trip) => trip.name))
  })
}

test('home shows the live banners and the featured trips', async ({ page, request }) => {
  const banners = (await (await request.get('/api/banners')).json()) as { title: string }[]
  const featured = await listTrips(request, { featured: 'true', pageSize: 9 })
  expect(banners.length, 'the demo data should hold live banners').toBeGreaterThan(0)
  expect(featured.total, 'the demo data should hold featured trips').toBeGreaterThan(0)

  await page.goto('/')
  const carousel = page.getByTestId('banners')
  await expect(carousel).toBeVisible()
  await expect(carousel.getByRole('img').first()).toBeVisible()
  // One "show highlight" button per banner when there is more than one.
  await expect(carousel.getByRole('button')).toHaveCount(banners.length > 1 ? banners.length : 0)
  await expect(page.getByTestId('trip-card').getByRole('heading')).toHaveText(featured.items.map((trip) => trip.name))
})
