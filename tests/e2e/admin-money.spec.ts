import type { APIRequestContext } from '@playwright/test'
import { pt } from './fixtures/catalog.ts'
import { brl, payInSandbox, placeOrder, tripWithSeats, type TripForSale } from './fixtures/checkout.ts'
import { customerAccount } from './fixtures/customer.ts'
import { sidewaysOverflow } from './fixtures/layout.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The admin's side of the money after the sale (issue 27, docs/ADMIN.md) on a 1280 px desktop: a
 * paid order canceled with an override of the policy's refund (its note required), its ledger
 * saying what moved and who; a bank slip's refund owed to the buyer's Pix key, listed on the orders
 * screen and marked sent.
 */

// No boarding point: the price is the option's, with no extra.
const plainTrip = (candidate: TripForSale) => candidate.boardingPoints.length === 0

/** A new customer's order of one, paid through the sandbox (a boleto too). */
async function paidOrder(request: APIRequestContext, trip: TripForSale, method: 'pix' | 'boleto') {
  const customer = await customerAccount(request, { withAddress: false })
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 }, payment: { method } })
  await payInSandbox(request, order.code)
  return { code: order.code, token: customer.token }
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

test('an admin cancels a paid order with a refund of their own: the note is required, the ledger shows the refund and the penalty kept', async ({ adminPage: page, request }) => {
  const trip = await tripWithSeats(request, plainTrip)
  const price = trip.options[0]!.priceCents
  const refund = Math.round(price / 2)
  const { code } = await paidOrder(request, trip, 'pix')

  await page.goto(`/admin/orders/details?code=${code}`)
  const money = page.getByRole('region', { name: pt('Money') })
  await expect(money.getByTestId('ledger-row')).toHaveCount(1)
  await expect(money.getByTestId('ledger-row')).toContainText(pt('Charge'))
  await expect(money.getByTestId('ledger-row')).toContainText(brl(price))
  expect(await sidewaysOverflow(page)).toBe('')

  await page.getByRole('button', { name: pt('Cancel trip') }).click()
  const dialog = page.getByRole('alertdialog', { name: pt('Cancel the order {0}?').replace('{0}', code) })
  // Bought minutes ago: the policy's quote gives everything back (CDC art. 49).
  await expect(dialog.getByTestId('quote-refund')).toHaveText(brl(price))
  // Chakra draws its own box over the native input: the label is what a person clicks.
  await dialog.getByText(pt("Refund another amount than the policy's")).click()
  await expect(dialog.getByRole('checkbox', { name: pt("Refund another amount than the policy's") })).toBeChecked()
  await dialog.getByRole('textbox', { name: pt('Refund (R$)') }).fill(brl(refund).replace('R$ ', ''))
  await dialog.getByRole('button', { name: pt('Cancel and refund') }).click()
  await expect(dialog.getByText(pt('A note is required for an override'))).toBeVisible()
  await dialog.getByRole('textbox', { name: pt('Note') }).fill('Acordo com o cliente por telefone')
  await dialog.getByRole('button', { name: pt('Cancel and refund') }).click()

  await expect(dialog).toHaveCount(0)
  await expect(page.getByText(pt('Order canceled'))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pt('Canceled'))
  const rows = money.getByTestId('ledger-row')
  await expect(rows).toHaveCount(3)
  await expect(rows.filter({ hasText: pt('Penalty kept') })).toContainText(brl(price - refund))
  await expect(rows.filter({ hasText: pt('Penalty kept') })).toContainText('Acordo com o cliente por telefone')
  // The ledger's noun (context "amount"), not the admin's "Refund" button.
  await expect(rows.filter({ hasText: pt('amount\u0004Refund') })).toContainText(`−${brl(refund)}`)
  await expect(page.getByTestId('admin-status-history')).toContainText(pt('Canceled by the agency'))

  await page.goto('/admin')
  const split = page.getByTestId('sales-money')
  await expect(split).toContainText(pt('Collected this month'))
  await expect(split).toContainText(pt('Credit outstanding'))
  expect(await sidewaysOverflow(page)).toBe('')
})

test("a bank slip's refund owed to the buyer's Pix key is listed on the orders screen and marked sent", async ({ adminPage: page, request }) => {
  const trip = await tripWithSeats(request, plainTrip)
  const price = trip.options[0]!.priceCents
  const { code, token } = await paidOrder(request, trip, 'boleto')
  const pixKey = `${code.toLowerCase()}@example.com`
  const canceled = await request.post(`/api/me/orders/${code}/cancellation`, { data: { choice: 'refund', pixKey }, headers: { Authorization: `Bearer ${token}` } })
  expect(canceled.status(), await canceled.text()).toBe(200)

  await page.goto('/admin/orders?cancellation=requested')
  const owed = page.getByRole('region', { name: pt('Refunds to send') })
  const item = owed.getByTestId('owed-refund').filter({ hasText: code })
  await expect(item).toContainText(pixKey)
  await expect(item).toContainText(brl(price))
  // The list filtered to cancellations on request shows the order with what it still owes.
  const row = page.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText(pt('{owed} to send').replace('{owed}', brl(price)))
  expect(await sidewaysOverflow(page)).toBe('')

  await item.getByRole('button', { name: pt('Mark as sent') }).click()
  const dialog = page.getByRole('alertdialog', { name: pt('Mark the refund of {amount} as sent?').replace('{amount}', brl(price)) })
  await expect(dialog).toContainText(pixKey)
  await dialog.getByRole('button', { name: pt('Yes, it was sent') }).click()
  await expect(page.getByText(pt('Refund marked as sent'))).toBeVisible()
  await expect(owed.getByTestId('owed-refund').filter({ hasText: code })).toHaveCount(0)
  await expect(row).not.toContainText(pt('{owed} to send').replace('{owed}', brl(price)))

  // On a phone the same screen does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/admin/orders/details?code=${code}`)
  await expect(
    page
      .getByRole('region', { name: pt('Money') })
      .getByTestId('ledger-row')
      .filter({ hasText: pt('Sent on {sentOn}').split('{')[0]! }),
  ).toHaveCount(1)
  expect(await sidewaysOverflow(page)).toBe('')
})
