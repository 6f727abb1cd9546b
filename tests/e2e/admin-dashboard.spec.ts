import { expect, test } from './fixtures/test.ts'
import { pendingPixOrder, quietTrip } from './fixtures/admin-orders.ts'
import { pt } from './fixtures/catalog.ts'
import { lineCount } from './fixtures/layout.ts'

test('the dashboard shows today and this month, the trips filling up and the pending payments', async ({ adminPage: page, request }) => {
  const trip = await quietTrip(request)
  await pendingPixOrder(request, trip)

  await page.goto('/admin/users')
  await page
    .getByRole('navigation', { name: pt('Administration') })
    .getByRole('link', { name: pt('Dashboard') })
    .click()
  await expect(page).toHaveURL(/\/admin$/)
  const today = page.getByRole('region', { name: pt('Today') })
  await expect(today.getByText('R$').first()).toBeVisible()
  const byStatus = today.getByRole('table', { name: pt('{title}: by status').replace('{title}', pt('Today')) })
  const pendingRow = byStatus.getByRole('row').filter({ hasText: pt('Waiting for payment') })
  await expect(pendingRow.getByRole('cell').nth(1)).not.toHaveText('0')
  await expect(page.getByRole('region', { name: pt('This month') })).toBeVisible()

  const filling = page.getByRole('region', { name: pt('Trips filling up') })
  await expect(filling.getByRole('listitem').first()).toBeVisible()
  await expect(filling.getByRole('listitem').first()).toContainText('%')

  const pending = page.getByRole('region', { name: pt('Pending payments') })
  await expect(pending.getByTestId('pending-total')).toContainText('R$')
  await pending.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/admin\/orders\/details\?code=/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pt('Waiting for payment'))
})

test('on a phone the admin menu opens from the Menu button and closes after a choice', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/orders')
  const menu = page.getByRole('button', { name: pt('Menu') })
  const nav = page.getByRole('navigation', { name: pt('Administration') })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(nav).toBeHidden()
  // The page itself is the first thing under the bar, not fourteen links.
  await expect(page.getByRole('heading', { level: 1, name: pt('Orders') })).toBeInViewport()

  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await nav.getByRole('link', { name: pt('Trips') }).click()
  await expect(page).toHaveURL(/\/admin\/trips$/)
  await expect(nav).toBeHidden()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')

  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(menu).toBeHidden()
  await expect(nav).toBeVisible()
})

test('on a phone the dashboard tables fit the screen and every amount stays on one line', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin')
  const month = page.getByRole('region', { name: pt('This month') })
  // The demo sales fill this month, so its amounts are the widest the seed makes.
  await expect(
    month
      .getByRole('table')
      .first()
      .getByRole('cell', { name: /^R\$ [1-9]/ })
      .first(),
  ).toBeVisible()
  for (const table of await page.getByRole('table').all()) {
    const { width, scrollWidth } = await table.evaluate((element) => ({ width: element.parentElement!.clientWidth, scrollWidth: element.scrollWidth }))
    expect(scrollWidth, (await table.getAttribute('aria-label')) ?? '').toBeLessThanOrEqual(width)
    for (const amount of await table.getByRole('cell', { name: /^R\$/ }).all()) {
      expect(await lineCount(amount), await amount.innerText()).toBe(1)
    }
  }
})
