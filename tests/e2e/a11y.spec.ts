import { seriousViolations } from './fixtures/axe.ts'
import { anOpenTrip } from './fixtures/catalogue.ts'
import { expect, test } from './fixtures/test.ts'

test('the home page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('trip-card').first()).toBeVisible()
  const { count, report } = await seriousViolations(page)
  expect(count, report).toBe(0)
})

test('the trip list has no serious accessibility violation', async ({ page }) => {
  await page.goto('/trips')
  await expect(page.getByTestId('trip-card').first()).toBeVisible()
  const { count, report } = await seriousViolations(page)
  expect(count, report).toBe(0)
})

test('a trip page has no serious accessibility violation', async ({ page, request }) => {
  const trip = await anOpenTrip(request)
  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByTestId('trip-options')).toBeVisible()
  await expect(page.getByTestId('trip-schedule')).toBeVisible()
  const { count, report } = await seriousViolations(page)
  expect(count, report).toBe(0)
})
