import type { CancellationQuote } from '../../src/domain/cancellation.ts'
import type { Order, OrderListEntry } from '../../src/domain/order.ts'
import { demoCustomer, signInWithCode, storedSession } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { address, brl, expectNoSeriousViolations, payInSandbox, placeOrder, tripWithSeats, type TripForSale } from './fixtures/checkout.ts'
import { createLink, demoAgencyToken, fillGuestPayer, guestPage, linkPath } from './fixtures/payment-links.ts'
import { expect, test } from './fixtures/test.ts'
import { escapeRegExp } from './fixtures/text.ts'

/**
 * A buyer's cancellation (issue 27, docs/PAYMENTS.md "Cancellation by the buyer") on a 390 px
 * phone: within 7 days of the purchase the quote gives everything back (CDC art. 49), by refund
 * or as a credit, which the account lists and the checkout spends on a new order; a bank slip's
 * refund asks for a Pix key; a payment link's guest cancels from the order's page alike, and
 * spends a credit at the link's checkout.
 */

// No boarding point: the price is the option's, with no extra.
const withCredit = (candidate: TripForSale) => candidate.cancellationPolicy.creditMonths !== null && candidate.boardingPoints.length === 0
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`)
const guestPayer = { name: 'Rita Credito da Silva', cpf: '529.982.247-25', phone: '(11) 98765-4321', birthDate: '1990-05-31', address }

test('a buyer pays a trip by Pix, cancels it within 7 days and sees the full refund', async ({ customerPage: page, customer, request }) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  const trip = await tripWithSeats(request, withCredit)
  const option = trip.options[0]!
  await page.goto(`/trip/${trip.slug}`)
  await page
    .getByTestId('trip-options')
    .getByRole('link', { name: pt('Buy') })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()
  await page.getByRole('radio', { name: startsWith(pt('Pix')) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  const code = (await page.getByTestId('order-code').textContent())!.trim()
  await payInSandbox(request, code)
  await expect(page.getByTestId('voucher')).toBeVisible({ timeout: 15_000 })

  await page.goto(`/user/myAcquired?order=${code}`)
  const panel = page.getByRole('region', { name: pt('Cancel the trip') })
  await panel.getByRole('button', { name: pt('Cancel trip') }).click()
  const dialog = page.getByRole('alertdialog', { name: pt('Cancel this trip?') })
  await expect(dialog.getByTestId('cancellation-reason')).toHaveText(pt('Within 7 days of the purchase: full refund (right of withdrawal, CDC art. 49)'))
  await expect(dialog.getByTestId('quote-paid')).toHaveText(brl(option.priceCents))
  await expect(dialog.getByTestId('quote-penalty')).toHaveText(brl(0))
  await expect(dialog.getByTestId('quote-refund')).toHaveText(brl(option.priceCents))
  await expect(dialog.getByRole('radio', { name: startsWith(pt('A credit of {credit}').replace('{credit}', brl(option.priceCents))) })).toBeVisible()
  // A Pix is refunded through the gateway: no Pix key asked.
  await expect(dialog.getByRole('textbox', { name: pt('Pix key for the refund') })).toHaveCount(0)
  await expectNoSeriousViolations(page)
  await dialog.getByRole('button', { name: pt('Cancel and get the refund') }).click()

  await expect(dialog).toHaveCount(0)
  const canceled = page.getByTestId('cancellation')
  await expect(canceled.getByTestId('cancellation-refund')).toHaveText(brl(option.priceCents))
  await expect(canceled.getByTestId('cancellation-penalty')).toHaveText(brl(0))
  await expect(page.getByTestId('order-details').getByTestId('order-status').first()).toHaveText(pt('Canceled'))
  await expect(page.getByRole('button', { name: pt('Cancel trip') })).toHaveCount(0)
  await expect(page.getByTestId('voucher')).toHaveCount(0)

  const saved = (await (await request.get(`/api/me/orders/${code}`, { headers: { Authorization: `Bearer ${customer.token}` } })).json()) as Order
  expect(saved).toMatchObject({ status: 'canceled', cancellation: { choice: 'refund', refundCents: option.priceCents, penaltyCents: 0, credit: null } })
})

test('a buyer cancels a trip for a credit, finds it under the account and spends it on a new order', async ({ customerPage: page, customer, request }) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  const trip = await tripWithSeats(request, withCredit)
  const option = trip.options[0]!
  const first = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: option.id, people: 1 }, payment: { method: 'pix' } })
  await payInSandbox(request, first.code)

  await page.goto(`/user/myAcquired?order=${first.code}`)
  await page.getByRole('button', { name: pt('Cancel trip') }).click()
  const dialog = page.getByRole('alertdialog', { name: pt('Cancel this trip?') })
  await dialog.getByRole('radio', { name: startsWith(pt('A credit of {credit}').replace('{credit}', brl(option.priceCents))) }).check()
  await dialog.getByRole('button', { name: pt('Cancel and take the credit') }).click()
  const canceled = page.getByTestId('cancellation')
  await expect(canceled.getByTestId('credit-amount')).toHaveText(brl(option.priceCents))
  const creditCode = (await canceled.getByTestId('credit-code').textContent())!.trim()
  expect(creditCode).toMatch(/^CRED-[0-9A-Z]{4}-[0-9A-Z]{4}$/)

  await page.goto('/user/profile')
  const credit = page
    .getByRole('region', { name: pt('My credits') })
    .getByTestId('credit')
    .filter({ hasText: creditCode })
  await expect(credit).toContainText(first.code)
  await expect(credit.getByTestId('credit-balance')).toHaveText(
    pt('{balance} of {amount}').replace('{balance}', brl(option.priceCents)).replace('{amount}', brl(option.priceCents)),
  )
  await expectNoSeriousViolations(page)

  // Two people: the credit pays one, the rest by Pix.
  await page.goto(`/trip/${trip.slug}`)
  await page
    .getByTestId('trip-options')
    .getByRole('link', { name: pt('Buy') })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()
  await page
    .getByTestId('order-summary')
    .getByRole('combobox', { name: pt('People') })
    .selectOption('2')
  await page.getByRole('textbox', { name: pt('I have a credit') }).fill(creditCode.toLowerCase())
  await page.getByRole('button', { name: pt('Apply') }).click()
  await expect(page.getByTestId('credit-applied')).toBeVisible()
  await expect(page.getByTestId('order-to-pay')).toHaveText(brl(option.priceCents))
  await page.getByRole('radio', { name: startsWith(pt('Pix')) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  const second = (await page.getByTestId('order-code').textContent())!.trim()

  const placed = (await (await request.get(`/api/me/orders/${second}`, { headers: { Authorization: `Bearer ${customer.token}` } })).json()) as Order
  expect(placed).toMatchObject({ amountCents: option.priceCents * 2, creditAppliedCents: option.priceCents, status: 'pending' })
  const credits = (await (await request.get('/api/me/credits', { headers: { Authorization: `Bearer ${customer.token}` } })).json()) as {
    items: { code: string; balanceCents: number }[]
  }
  expect(credits.items.find((each) => each.code === creditCode)?.balanceCents).toBe(0)
})

test('a trip paid by bank slip asks for a Pix key for its refund, and says so under the field when it is missing', async ({ customerPage: page, customer, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const trip = await tripWithSeats(request, withCredit)
  const option = trip.options[0]!
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: option.id, people: 1 }, payment: { method: 'boleto', installments: 1 } })
  await payInSandbox(request, order.code)

  await page.goto(`/user/myAcquired?order=${order.code}`)
  await page.getByRole('button', { name: pt('Cancel trip') }).click()
  const dialog = page.getByRole('alertdialog', { name: pt('Cancel this trip?') })
  const pixKey = dialog.getByRole('textbox', { name: pt('Pix key for the refund') })
  await expect(pixKey).toBeVisible()
  await dialog.getByRole('button', { name: pt('Cancel and get the refund') }).click()
  await expect(pixKey).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog).toContainText(pt('A bank slip cannot be refunded by the bank: give a Pix key for the refund'))
  await pixKey.fill('maria@example.com')
  await dialog.getByRole('button', { name: pt('Cancel and get the refund') }).click()
  await expect(page.getByTestId('cancellation').getByTestId('cancellation-refund')).toHaveText(brl(option.priceCents))
})

test("a payment link's guest cancels a paid trip for a credit from the order's page and sees its code", async ({ browser, request }) => {
  const trip = await tripWithSeats(request, withCredit)
  const option = trip.options[0]!
  const link = await createLink(request, { token: await demoAgencyToken(request) }, { item: { tripId: trip.id, optionId: option.id, people: 1 } })
  const { page, expectNoErrors } = await guestPage(browser, { phone: true })
  await page.goto(linkPath(link))
  await fillGuestPayer(page, pt, { name: 'Joana Credito da Silva', cpf: '529.982.247-25', email: 'joana.credito@example.com' })
  await page.getByRole('radio', { name: startsWith(pt('Pix')) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/external-post-checkout')
  const code = (await page.getByTestId('order-code').textContent())!.trim()
  await payInSandbox(request, code)
  await expect(page.getByTestId('voucher')).toBeVisible({ timeout: 15_000 })

  await page.getByRole('button', { name: pt('Cancel trip') }).click()
  const dialog = page.getByRole('alertdialog', { name: pt('Cancel this trip?') })
  await expect(dialog.getByTestId('quote-refund')).toHaveText(brl(link.amountCents))
  await dialog.getByRole('radio', { name: startsWith(pt('A credit of {credit}').replace('{credit}', brl(link.amountCents))) }).check()
  await dialog.getByRole('button', { name: pt('Cancel and take the credit') }).click()
  const canceled = page.getByTestId('cancellation')
  await expect(canceled.getByTestId('credit-code')).toHaveText(/^CRED-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  await expect(canceled.getByTestId('credit-amount')).toHaveText(brl(link.amountCents))
  await expectNoErrors()
})

test("the demo customer's trip bought more than 7 days ago quotes the policy's penalty before anything happens", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/signin')
  await signInWithCode(page, demoCustomer)
  const session = await storedSession(page)
  const headers = { Authorization: `Bearer ${session!.token}` }
  const mine = (await (await request.get('/api/me/orders', { headers })).json()) as OrderListEntry[]
  const code = mine.find((order) => order.status === 'paid' && order.item.kind === 'trip')!.code
  const quote = (await (await request.get(`/api/me/orders/${code}/cancellation`, { headers })).json()) as CancellationQuote

  await page.goto(`/user/myAcquired?order=${code}`)
  await page
    .getByRole('region', { name: pt('Cancel the trip') })
    .getByRole('button', { name: pt('Cancel trip') })
    .click()
  const dialog = page.getByRole('alertdialog', { name: pt('Cancel this trip?') })
  await expect(dialog.getByTestId('cancellation-reason')).toContainText(`${quote.tier!.penaltyPercent}%`)
  await expect(dialog.getByTestId('quote-penalty')).toHaveText(brl(quote.penaltyCents))
  await expect(dialog.getByTestId('quote-refund')).toHaveText(brl(quote.paidCents - quote.penaltyCents))
  expect(quote.penaltyCents).toBeGreaterThan(0)
  // Nothing happens until the buyer confirms: closing the dialog leaves the trip paid.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  expect(((await (await request.get(`/api/me/orders/${code}`, { headers })).json()) as Order).status).toBe('paid')
})

test("a payment link's guest spends a credit covering the whole price: 'Tenho um crédito' with the payer's email, the order paid with no charge", async ({ browser, request }) => {
  const trip = await tripWithSeats(request, withCredit)
  const option = trip.options[0]!
  const agency = { token: await demoAgencyToken(request) }
  const item = { tripId: trip.id, optionId: option.id, people: 1 }
  const email = `credito.${crypto.randomUUID().slice(0, 8)}@example.com`
  // A first order of the same payer, paid and canceled for a credit of its whole price.
  const first = await createLink(request, agency, { item })
  const placed = await request.post(`/api/payment-links/${first.token}/orders`, {
    data: { payer: { ...guestPayer, email }, payment: { method: 'pix' } },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { code, accessToken } = (await placed.json()) as Order & { accessToken: string }
  await payInSandbox(request, code)
  const canceled = await request.post(`/api/external-orders/${code}/cancellation`, { data: { choice: 'credit' }, headers: { Authorization: `Bearer ${accessToken}` } })
  expect(canceled.status(), await canceled.text()).toBe(200)
  const credit = ((await canceled.json()) as Order).cancellation!.credit!

  const link = await createLink(request, agency, { item })
  const { page, expectNoErrors } = await guestPage(browser, { phone: true })
  await page.goto(linkPath(link))
  await fillGuestPayer(page, pt, { name: guestPayer.name, cpf: guestPayer.cpf, email })
  await page.getByRole('textbox', { name: pt('I have a credit') }).fill(credit.code.toLowerCase())
  await page.getByRole('button', { name: pt('Apply') }).click()
  await expect(page.getByTestId('credit-applied')).toContainText(credit.code)
  await page.getByRole('radio', { name: startsWith(pt('Pix')) }).check()
  await page.getByRole('button', { name: pt('Confirm with the credit') }).click()

  await expect(page).toHaveURL((url) => url.pathname === '/external-post-checkout')
  // Nothing to pay: the order is confirmed at once, its voucher there without any payment.
  await expect(page.getByTestId('voucher')).toBeVisible({ timeout: 15_000 })
  const paidCode = (await page.getByTestId('order-code').textContent())!.trim()
  expect(paidCode).not.toBe(code)
  await expectNoErrors()
})
