import { expect, test } from './fixtures/test.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { pendingPixOrder, quietTrip, seatsLeftOf } from './fixtures/admin-orders.ts'
import { pt } from './fixtures/catalog.ts'

test('the admin refunds a paid order after a confirm: it turns canceled as refunded, the seats come back, the history says who', async ({ adminPage: page, request }) => {
  const trip = await quietTrip(request)
  const order = await pendingPixOrder(request, trip, 2)
  const paid = await request.post(`/api/payments/sandbox/orders/${order.code}/pay`, { headers: await adminHeaders(request) })
  expect(paid.status()).toBe(200)
  const held = await seatsLeftOf(request, trip.slug)

  await page.goto(`/admin/orders/details?code=${order.code}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pt('Paid'))
  await expect(page.getByRole('button', { name: pt('Cancel order') })).toBeHidden()
  await page.getByRole('button', { name: pt('Refund'), exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(pt('Refund the order {0}?').replace('{0}', order.code))
  await dialog.getByLabel(pt('Reason (optional)')).fill('Cliente desistiu da viagem')
  await dialog.getByRole('button', { name: new RegExp(`^${pt('Yes, refund {amount}').replace('{amount}', '')}`) }).click()

  await expect(page.getByText(pt('Order refunded'))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pt('Canceled'))
  await expect(page.getByRole('button', { name: pt('Refund'), exact: true })).toBeHidden()
  await expect(page.getByTestId('admin-status-history')).toContainText(pt('Payment refunded'))
  await expect(page.getByTestId('admin-status-history')).toContainText('Cliente desistiu da viagem')
  expect(await seatsLeftOf(request, trip.slug)).toBe(held + 2)
})
