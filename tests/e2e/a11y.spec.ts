import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { anOpenTrip } from './fixtures/catalogue.ts'
import { expect, test } from './fixtures/test.ts'

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>

/** Axe's serious and critical findings, written so the failure message says what to fix and where. */
async function seriousViolations(page: Page) {
  const results: Results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  const report = serious
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
      return `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`
    })
    .join('\n\n')
  return { count: serious.length, report }
}

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
