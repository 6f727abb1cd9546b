import { expect, test } from './fixtures/test.ts'
import { pendingPixOrder, quietTrip, seatsLeftOf } from './fixtures/admin-orders.ts'
import { pt } from './fixtures/catalog.ts'
import { lineCount } from './fixtures/layout.ts'

test('the admin finds a pending order, cancels it and sees it canceled with the seats back on the trip', async ({ adminPage: page, request }) => {
  const trip = await quietTrip(request)
  const order = await pendingPixOrder(request, trip, 3)
  const held = await seatsLeftOf(request, trip.slug)

  await page.goto('/admin/orders')
  await page.getByLabel(pt('Status')).selectOption('pending')
  await expect(page).toHaveURL(/status=pending/)
  await page.getByLabel(pt('Search by code, name, CPF or email')).fill(order.code)
  await expect(page).toHaveURL(new RegExp(`q=${order.code}`))
  const orders = page.getByRole('table', { name: pt('Orders') })
  await expect(orders.getByRole('row')).toHaveCount(2)
  await orders.getByRole('link', { name: order.code }).click()

  await expect(page).toHaveURL(new RegExp(`/admin/orders/details\\?code=${order.code}`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pt('Waiting for payment'))
  const seatsLeftShown = (left: number) => page.getByText(new RegExp(`^${pt('{0} of {1}').replace('{0}', String(left)).replace('{1}', '\\d+')}$`))
  await expect(seatsLeftShown(held)).toBeVisible()
  await page.getByRole('button', { name: pt('Cancel order') }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByLabel(pt('Reason (optional)')).fill('Cliente pediu por telefone')
  await dialog.getByRole('button', { name: pt('Yes, cancel the order') }).click()

  await expect(page.getByText(pt('Order canceled'))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pt('Canceled'))
  await expect(page.getByRole('button', { name: pt('Cancel order') })).toBeHidden()
  await expect(page.getByTestId('admin-status-history')).toContainText(pt('Canceled by the agency'))
  await expect(page.getByTestId('admin-status-history')).toContainText('Cliente pediu por telefone')
  await expect(seatsLeftShown(held + 3)).toBeVisible()
  expect(await seatsLeftOf(request, trip.slug)).toBe(held + 3)
})

test('in the sandbox the admin simulates the payment of a pending Pix order and sees it paid', async ({ adminPage: page, request }) => {
  const order = await pendingPixOrder(request, await quietTrip(request))

  await page.goto(`/admin/orders/details?code=${order.code}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pt('Waiting for payment'))
  await page.getByRole('button', { name: pt('Simulate payment') }).click()

  await expect(page.getByText(pt('Payment simulated'))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pt('Paid'))
  await expect(page.getByRole('button', { name: pt('Simulate payment') })).toBeHidden()
  await expect(page.getByRole('button', { name: pt('Cancel order') })).toBeHidden()
  await expect(page.getByRole('button', { name: pt('Refund') })).toBeVisible()
})

test('on a first start the orders list holds the demo sales, and a code or an amount never breaks across lines', async ({ adminPage: page }) => {
  await page.goto('/admin/orders?status=paid')
  const orders = page.getByRole('table', { name: pt('Orders') })
  await expect(orders.getByRole('row').nth(20)).toBeVisible()
  for (const row of (await orders.getByRole('row').all()).slice(1, 21)) {
    expect(await lineCount(row.getByRole('link').first())).toBe(1)
    // The total's cell: the balance's cell also starts with an amount, then its state and date.
    expect(await lineCount(row.getByRole('cell').filter({ hasText: /^R\$\s[\d.]+,\d{2}$/ }))).toBe(1)
  }
})
