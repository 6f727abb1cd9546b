import type { APIRequestContext } from '@playwright/test'
import { addDays, saoPauloDate } from '../../src/domain/order-status.ts'
import { tripThroughApi } from './fixtures/admin-trips.ts'
import { brl, expectNoSeriousViolations, payInSandbox, placeOrder } from './fixtures/checkout.ts'
import { pt } from './fixtures/catalog.ts'
import { customerAccount } from './fixtures/customer.ts'
import { expect, test } from './fixtures/test.ts'

/** A trip of the test's own leaving in five days, with one paid order for two whose travellers nobody gave yet. */
async function departingTripSoldToday(request: APIRequestContext) {
  const today = saoPauloDate(new Date())
  const trip = await tripThroughApi(request, { checkIn: addDays(today, 5), checkOut: addDays(today, 7), vacancies: 40 })
  const customer = await customerAccount(request, { withAddress: false })
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 2 }, payment: { method: 'pix' } })
  await payInSandbox(request, order.code)
  return { trip, order }
}

test('the sales chart draws the last 90 days, and the trip filter redraws it for one trip', async ({ adminPage: page, request }) => {
  const { trip, order } = await departingTripSoldToday(request)
  await page.goto('/admin')
  const sales = page.getByRole('region', { name: pt('Sales in the last 90 days') })
  const chart = sales.getByTestId('sales-chart')
  // The demo sales draw bars on many days, and the revenue line across them.
  await expect(chart.locator('svg .recharts-bar-rectangle').nth(20)).toBeAttached()
  await expect(chart.locator('svg .recharts-line path.recharts-curve')).toBeAttached()
  const everyTrip = await sales.getByTestId('sales-summary').innerText()
  const everyTripBars = await chart.locator('svg .recharts-bar-rectangle').count()

  await sales.getByRole('combobox', { name: pt('Trip') }).selectOption({ label: trip.name })
  // One order today, for this trip alone: one bar, its revenue in the summary and the table.
  await expect(sales.getByTestId('sales-summary')).toContainText(brl(order.amountCents))
  await expect(sales.getByTestId('sales-summary')).not.toHaveText(everyTrip)
  await expect(chart.locator('svg .recharts-bar-rectangle')).toHaveCount(1)
  expect(everyTripBars).toBeGreaterThan(1)
  await sales.getByText(pt('Figures per day (days without sales are left out)')).click()
  const table = sales.getByRole('table', { name: pt('Sales per day') })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('row').nth(1)).toContainText(brl(order.amountCents))
  // Nothing in the tab order inside the hidden chart (the tooltip's box is -1: never tabbed to).
  await expect(chart.locator('[tabindex]:not([tabindex="-1"])')).toHaveCount(0)
  await expectNoSeriousViolations(page)

  await sales.getByRole('combobox', { name: pt('Trip') }).selectOption({ label: pt('All') })
  await expect(sales.getByTestId('sales-summary')).toHaveText(everyTrip)
})

test('the departures of the next 14 days show seats sold and the orders missing travellers, and open the passenger list', async ({ adminPage: page, request }) => {
  const { trip, order } = await departingTripSoldToday(request)
  await page.goto('/admin')
  const departures = page.getByRole('region', { name: pt('Departures in the next {DEPARTURE_DAYS} days').replace('{DEPARTURE_DAYS}', '14') })
  const item = departures.getByTestId('departure').filter({ hasText: trip.name })
  await expect(item).toContainText(pt('{0} of {1} seats sold').replace('{0}', '2').replace('{1}', '40'))
  await expect(item.getByRole('link', { name: order.code })).toBeVisible()
  await expect(item).toContainText(pt('{0} of {1} missing').replace('{0}', '2').replace('{1}', '2'))

  await item.getByRole('link', { name: trip.name }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/trips/buyers\\?tripId=${trip.id}$`))
  await expect(page.getByRole('row').filter({ hasText: order.code })).toBeVisible()
})
