import type { BoletoCharge } from '../../src/domain/order.ts'
import { formatDigitableLine } from '../../src/domain/boleto.ts'
import { pt } from './fixtures/catalog.ts'
import { brl, expectNoSeriousViolations, myOrders, payInSandbox, placeOrder, tripWithSeats } from './fixtures/checkout.ts'
import { expect, test } from './fixtures/test.ts'
import { newCustomer } from './fixtures/customer.ts'

/**
 * My purchases against the real API: orders placed through it (card tokens from the sandbox's
 * tokenizer) appear in the spec's views, and an order opens with its details. A canceled order
 * needs a Pix left unpaid for 30 minutes, so that view is not reached here (API tests cover expiry).
 */

const byCard = { method: 'card' as const, installments: 1 }

test('my purchases lists each order in its view: pending payment, confirmed trip, refused payment; and as trips and products', async ({
  customerPage: page,
  request,
  customer,
}) => {
  const trip = await tripWithSeats(request)
  const option = trip.options[0]!
  const item = { tripId: trip.id, optionId: option.id, people: 1 }
  const paidByCard = await placeOrder(request, customer.token, { item, payment: byCard, cardNumber: '4111111111111111' })
  const refused = await placeOrder(request, customer.token, { item, payment: byCard, cardNumber: '4000000000000002' })
  const pendingPix = await placeOrder(request, customer.token, { item, payment: { method: 'pix' } })
  const paidPix = await placeOrder(request, customer.token, { item, payment: { method: 'pix' } })
  await payInSandbox(request, paidPix.code)
  const product = await placeOrder(request, customer.token, { item: { productId: 2 }, payment: byCard, cardNumber: '5555555555554444' })
  expect([paidByCard.status, refused.status, pendingPix.status, product.status]).toEqual(['paid', 'refused', 'pending', 'paid'])
  expect(await myOrders(request, customer.token)).toHaveLength(5)

  await page.goto('/user/myAcquired')
  await expect(page.getByRole('heading', { level: 1, name: pt('My purchases') })).toBeVisible()
  const codesIn = (group: string) =>
    page
      .getByTestId(`group-${group}`)
      .getByTestId('order-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-code')).sort())
  await expect(page.getByTestId('group-pendingPayment').getByRole('heading', { level: 2 })).toContainText(pt('Pending payment'))
  expect(await codesIn('pendingPayment')).toEqual([pendingPix.code])
  await expect(page.getByTestId('group-confirmed').getByRole('heading', { level: 2 })).toContainText(pt('Confirmed trip'))
  expect(await codesIn('confirmed')).toEqual([paidByCard.code, paidPix.code, product.code].sort())
  expect(await codesIn('refusedPayment')).toEqual([refused.code])
  await expect(page.getByTestId('group-canceledPayment')).toHaveCount(0)
  await expectNoSeriousViolations(page)

  await page.getByRole('link', { name: pt('Trips and products') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/user/myAcquired/list')
  // The URL changes before the list view's chunk has drawn its cards.
  await expect(page.getByTestId('group-trips').getByTestId('order-card')).toHaveCount(4)
  expect(await codesIn('trips')).toEqual([paidByCard.code, refused.code, pendingPix.code, paidPix.code].sort())
  expect(await codesIn('products')).toEqual([product.code])
  await expectNoSeriousViolations(page)
})

test('an order opens with its code, item, people, amount, method, installments and history; a confirmed trip has its voucher, a pending Pix its code', async ({
  customerPage: page,
  request,
  customer,
}) => {
  const trip = await tripWithSeats(request, (candidate) => candidate.maxInstallments >= 2)
  const option = trip.options[0]!
  const paid = await placeOrder(request, customer.token, {
    item: { tripId: trip.id, optionId: option.id, people: 2 },
    payment: { method: 'card', installments: 2 },
    cardNumber: '4111111111111111',
  })
  const pendingPix = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: option.id, people: 1 }, payment: { method: 'pix' } })

  await page.goto('/user/myAcquired')
  await page.getByTestId('group-confirmed').getByTestId('order-card').filter({ hasText: paid.code }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('order') === paid.code)
  const details = page.getByTestId('order-details')
  await expect(details.getByTestId('order-code')).toHaveText(paid.code)
  await expect(details).toContainText(trip.name)
  await expect(details).toContainText(option.name)
  await expect(details).toContainText(brl(option.priceCents * 2))
  await expect(details).toContainText(pt('Credit card'))
  await expect(details.getByText(/^2x/)).toBeVisible()
  const history = details.getByTestId('status-history').getByRole('listitem')
  await expect(history).toHaveCount(2)
  await expect(history.nth(0)).toContainText(pt('Order placed'))
  await expect(history.nth(1)).toContainText(pt('Card payment approved'))
  await expect(page.getByTestId('voucher')).toContainText(paid.code)
  await expect(page.getByTestId('voucher-qr')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await expectNoSeriousViolations(page)

  await page.goto(`/user/myAcquired?order=${pendingPix.code}`)
  await expect(page.getByTestId('order-details').getByTestId('order-status').first()).toHaveText(pt('Waiting for payment'))
  await expect(page.getByRole('textbox', { name: pt('Pix copy-and-paste code') })).toHaveValue(/^000201/)
  await expect(page.getByTestId('voucher')).toHaveCount(0)
  await expectNoSeriousViolations(page)
})

test('a boleto in installments, once paid, offers only the slips still to pay, never the first again', async ({ customerPage: page, request, customer }) => {
  const trip = await tripWithSeats(request, (candidate) => candidate.boletoInstallments && candidate.maxInstallments >= 2)
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 }, payment: { method: 'boleto', installments: 2 } })
  const boleto = (await (await request.get(`/api/me/orders/${order.code}/boleto`, { headers: { Authorization: `Bearer ${customer.token}` } })).json()) as BoletoCharge
  await payInSandbox(request, order.code)

  await page.goto(`/user/myAcquired?order=${order.code}`)
  await expect(page.getByTestId('voucher')).toBeVisible()
  const slips = page.getByRole('region', { name: pt('Next bank slips') })
  await expect(slips.getByTestId('digitable-line')).toHaveText(formatDigitableLine(boleto.slips[1]!.digitableLine))
  await expect(slips.getByRole('listitem').first()).toHaveText(new RegExp(`${pt('Slip {number}: {amount}, paid').replace('{number}', '1').replace('{amount}', '.*')}$`))
  await expect(page.getByText(formatDigitableLine(boleto.slips[0]!.digitableLine))).toHaveCount(0)
})

test("someone else's order code is not found", async ({ customerPage: page, request, customer: owner }) => {
  const trip = await tripWithSeats(request)
  const order = await placeOrder(request, owner.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 }, payment: { method: 'pix' } })
  const other = await page.context().newPage()
  await newCustomer(other, request)
  await other.goto(`/user/myAcquired?order=${order.code}`)
  await expect(other.getByTestId('order-not-found')).toBeVisible()
  await expect(other.getByText(pt('Could not find the order'))).toBeVisible()
})
