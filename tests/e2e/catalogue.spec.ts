import { formatBRL } from '../../src/domain/money.ts'
import { pt } from './fixtures/catalog.ts'
import { anOpenTrip, listTrips } from './fixtures/catalogue.ts'
import { expect, test } from './fixtures/test.ts'

/** R$, pt-BR grouping, always two decimals (spec section 9). */
const brl = /^R\$\s?\d{1,3}(\.\d{3})*,\d{2}$/

interface TripJson {
  name: string
  slug: string
  options: { name: string; priceCents: number }[]
  schedule: { day: number; title: string }[]
}

test('from home, a filtered list leads to a trip with its options, prices and day-by-day schedule', async ({ page, request }) => {
  const international = await listTrips(request, { classification: 2, pageSize: 12 })
  expect(international.total, 'the demo data should hold international trips').toBeGreaterThan(0)

  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: pt('Trips'), exact: true })
    .click()
  await expect(page).toHaveURL((url) => url.pathname === '/trips')
  await expect(page.getByRole('heading', { level: 1, name: pt('Trips') })).toBeVisible()

  const kind = page.getByRole('combobox', { name: pt('Kind of trip') })
  await kind.selectOption('2')
  await expect(page).toHaveURL((url) => url.pathname === '/trips' && url.searchParams.get('classification') === '2')
  const cardTitles = page.getByTestId('trip-card').getByRole('heading')
  const expectedTitles = international.items.map((trip) => trip.name)
  await expect(cardTitles).toHaveText(expectedTitles)

  // The filter lives in the URL, so a reload (or a shared link) shows the same list.
  await page.reload()
  await expect(page).toHaveURL((url) => url.searchParams.get('classification') === '2')
  await expect(kind).toHaveValue('2')
  await expect(cardTitles).toHaveText(expectedTitles)

  const first = international.items[0]!
  await page.getByTestId('trip-card').first().click()
  await expect(page).toHaveURL((url) => url.pathname === `/trip/${first.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()

  const trip = (await (await request.get(`/api/trips/${first.slug}`)).json()) as TripJson
  const options = page.getByTestId('trip-options')
  await expect(options.getByRole('heading', { name: pt('Options and prices') })).toBeVisible()
  const optionRows = options.getByRole('listitem')
  await expect(optionRows).toHaveCount(trip.options.length)
  for (const [index, option] of trip.options.entries()) {
    const row = optionRows.nth(index)
    await expect(row).toContainText(option.name)
    const price = row.getByText(brl)
    await expect(price).toHaveText(formatBRL(option.priceCents))
  }
  await expect(page.getByTestId('seats-left').or(page.getByTestId('sold-out'))).toBeVisible()

  const schedule = page.getByTestId('trip-schedule')
  await expect(schedule.getByRole('heading', { name: pt('Day by day') })).toBeVisible()
  const days = schedule.getByRole('list').first().locator(':scope > li')
  await expect(days).toHaveCount(trip.schedule.length)
  for (const [index, day] of trip.schedule.entries()) await expect(days.nth(index)).toContainText(day.title)
})

test('a sold-out trip says "esgotado" and cannot be bought', async ({ page, request }) => {
  const { items } = await listTrips(request, { pageSize: 50 })
  const soldOut = items.find((trip) => trip.seatsLeft === 0)
  expect(soldOut, 'the demo data should hold a sold-out trip').toBeDefined()

  await page.goto(`/trip/${soldOut!.slug}`)
  await expect(page.getByTestId('sold-out')).toHaveText(/esgotad[oa]/i)
  await expect(page.getByTestId('seats-left')).toHaveCount(0)
  await expect(page.getByTestId('trip-options').getByRole('button', { name: pt('Buy') })).toBeDisabled()
  await expect(page.getByTestId('trip-options').getByRole('link', { name: pt('Buy') })).toHaveCount(0)
})

test('an unknown trip name shows a friendly "trip not found" state with a way back to the trips', async ({ page }) => {
  await page.goto('/trip/viagem-que-nao-existe')
  const notFound = page.getByTestId('trip-not-found')
  await expect(notFound).toBeVisible()
  await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(pt('We could not find this trip'))
  await expect(page.getByTestId('error-page')).toHaveCount(0)

  await notFound.getByRole('link', { name: pt('See all trips') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/trips')
  await expect(page.getByTestId('trip-card').first()).toBeVisible()
})

test('a trip page opened directly shows its gallery, options and schedule', async ({ page, request }) => {
  const trip = await anOpenTrip(request)
  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible()
  await expect(page.getByTestId('trip-gallery').getByRole('img').first()).toBeVisible()
  await expect(page.getByTestId('trip-options').getByText(brl).first()).toBeVisible()
  await expect(page.getByTestId('seats-left')).toBeVisible()
  await expect(page.getByTestId('trip-schedule')).toBeVisible()
})
