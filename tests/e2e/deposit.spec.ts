import type { Order } from '../../src/domain/order.ts'
import { pt } from './fixtures/catalog.ts'
import { brl, expectNoSeriousViolations, payInSandbox, tripWithSeats } from './fixtures/checkout.ts'
import { expect, test } from './fixtures/test.ts'
import { createLink, demoAgencyToken, fillGuestPayer, guestPage, linkPath } from './fixtures/payment-links.ts'
import { escapeRegExp } from './fixtures/text.ts'

/**
 * A deposit and its balance (issue 27, docs/PAYMENTS.md "Payment plans") on a 390 px phone: the
 * demo's Natal Luz trip takes 30 % now and the rest 30 days before departure. Bought with the
 * deposit by Pix, paid through the sandbox control, then its balance paid from My purchases; a
 * payment link's guest does the same from the order's page, the balance by bank slip.
 */

const depositChoice = (depositCents: number) =>
  new RegExp(`^${escapeRegExp(pt('A deposit of {percent}%: {deposit} now').replace('{percent}', '30').replace('{deposit}', brl(depositCents)))}`)

/** "28/10": the São Paulo day `days` before the trip's check-in, as the trip page writes it (the due day is a calendar date there). */
const dayBefore = (checkIn: string, days: number) => {
  const [year, month, day] = new Date(Date.parse(`${checkIn}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10).split('-')
  return { short: `${day}/${month}`, long: `${day}/${month}/${year}` }
}

test('a buyer pays the Natal Luz trip with a 30 % deposit, sees it confirmed with its balance, and pays the balance from My purchases', async ({
  customerPage: page,
  customer,
  request,
}) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  const trip = await tripWithSeats(request, (candidate) => candidate.name.includes('Natal Luz'))
  const option = trip.options[0]!
  const depositCents = Math.round((option.priceCents * 30) / 100)
  const balanceCents = option.priceCents - depositCents
  const due = dayBefore(trip.checkIn, 30)

  await page.goto(`/trip/${trip.slug}`)
  const options = page.getByTestId('trip-options')
  await expect(options.getByTestId('payment-plan')).toHaveText(
    pt('{total} or {percent}% now ({deposit}) and the rest by {dueDay}')
      .replace('{total}', brl(option.priceCents))
      .replace('{percent}', '30')
      .replace('{deposit}', brl(depositCents))
      .replace('{dueDay}', due.short),
  )
  await options.getByRole('link', { name: pt('Buy') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()

  await page.getByRole('radio', { name: depositChoice(depositCents) }).check()
  const summary = page.getByTestId('order-deposit')
  await expect(summary).toContainText(brl(depositCents))
  await expect(summary).toContainText(pt('Balance by {dueDay}').replace('{dueDay}', due.long))
  await expect(summary).toContainText(brl(balanceCents))
  // A card charges the deposit, in installments on the deposit's amount.
  await page.getByRole('radio', { name: new RegExp(`^${pt('Credit card')}`) }).check()
  await expect(page.getByRole('button', { name: pt('Pay {totalText}').replace('{totalText}', brl(depositCents)) })).toBeVisible()
  await expect(page.getByTestId('installments').locator('option').first()).toHaveText(pt('1x of {first} (at once)').replace('{first}', brl(depositCents)))
  await page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()

  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  const code = (await page.getByTestId('order-code').textContent())!.trim()
  await expect(page.getByTestId('pix-qr')).toBeVisible()
  await payInSandbox(request, code)
  await expect(page.getByTestId('voucher')).toBeVisible({ timeout: 15_000 })

  await page.goto('/user/myAcquired')
  const card = page.getByTestId('group-confirmed').getByTestId('order-card').filter({ hasText: code })
  await expect(card.getByTestId('balance-line')).toHaveText(
    pt('Balance {amount} by {due} · {status}').replace('{amount}', brl(balanceCents)).replace('{due}', due.long).replace('{status}', pt('To pay')),
  )
  await card.click()
  await expect(page.getByTestId('voucher')).toBeVisible()
  const balance = page.getByTestId('balance')
  await expect(balance.getByTestId('balance-amount')).toHaveText(brl(balanceCents))
  await expect(balance.getByTestId('balance-due')).toHaveText(due.long)
  await expect(balance.getByTestId('balance-status')).toHaveText(pt('To pay'))
  await expect(page.getByTestId('paid-so-far')).toHaveText(brl(depositCents))
  await expectNoSeriousViolations(page)

  await balance.getByRole('button', { name: pt('Pay the balance') }).click()
  const form = page.getByRole('form', { name: pt('Pay the balance') })
  await form.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await form.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(balance.getByTestId('balance-status')).toHaveText(pt('Waiting for payment'))
  await expect(balance.getByTestId('pix-qr')).toBeVisible()
  const payload = await balance.getByRole('textbox', { name: pt('Pix copy-and-paste code') }).inputValue()
  // The balance's own Pix, for its amount (BR Code field 54).
  expect(payload).toContain(`54${String((balanceCents / 100).toFixed(2).length).padStart(2, '0')}${(balanceCents / 100).toFixed(2)}`)
  await expectNoSeriousViolations(page)

  await payInSandbox(request, code)
  await expect(balance.getByTestId('balance-status')).toHaveText(pt('Paid'), { timeout: 15_000 })
  await expect(page.getByTestId('paid-so-far')).toHaveText(brl(option.priceCents))
  await expect(balance.getByRole('button', { name: pt('Pay the balance') })).toHaveCount(0)
  await expect(balance.getByTestId('pix-qr')).toHaveCount(0)

  const saved = (await (await request.get(`/api/me/orders/${code}`, { headers: { Authorization: `Bearer ${customer.token}` } })).json()) as Order
  expect(saved).toMatchObject({ plan: 'deposit', status: 'paid', paidCents: option.priceCents, amountCents: option.priceCents, balance: { status: 'paid' } })
})

test("a payment link's guest pays a deposit, then the balance by bank slip from the order's page", async ({ browser, request }) => {
  test.slow()
  const trip = await tripWithSeats(request, (candidate) => candidate.name.includes('Natal Luz'))
  const option = trip.options[0]!
  const link = await createLink(request, { token: await demoAgencyToken(request) }, { item: { tripId: trip.id, optionId: option.id, people: 2 } })
  const depositCents = Math.round((link.amountCents * 30) / 100)
  const balanceCents = link.amountCents - depositCents
  const { page, expectNoErrors } = await guestPage(browser, { phone: true })
  await page.goto(linkPath(link))
  await fillGuestPayer(page, pt, { name: 'Joana Sinal da Silva', cpf: '529.982.247-25', email: 'joana.sinal@example.com' })
  await page.getByRole('radio', { name: depositChoice(depositCents) }).check()
  await page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/external-post-checkout')
  const code = (await page.getByTestId('order-code').textContent())!.trim()
  await expect(page.getByTestId('pix-qr')).toBeVisible()
  await payInSandbox(request, code)
  await expect(page.getByTestId('voucher')).toBeVisible({ timeout: 15_000 })

  const balance = page.getByTestId('balance')
  await expect(balance.getByTestId('balance-amount')).toHaveText(brl(balanceCents))
  await expect(balance.getByTestId('balance-status')).toHaveText(pt('To pay'))
  await balance.getByRole('button', { name: pt('Pay the balance') }).click()
  const form = page.getByRole('form', { name: pt('Pay the balance') })
  await form.getByRole('radio', { name: new RegExp(`^${escapeRegExp(pt('Bank slip (boleto)'))}`) }).check()
  await form.getByRole('button', { name: pt('Generate bank slip') }).click()
  await expect(balance.getByTestId('balance-status')).toHaveText(pt('Waiting for payment'))
  await expect(balance.getByTestId('digitable-line')).toHaveText(/^\d{5}\.\d{5} /)
  await expect(balance.getByRole('button', { name: pt('Download bank slip (PDF)') })).toBeVisible()

  await payInSandbox(request, code)
  await expect(balance.getByTestId('balance-status')).toHaveText(pt('Paid'), { timeout: 15_000 })
  await expect(page.getByTestId('paid-so-far')).toHaveText(brl(link.amountCents))
  await expect(balance.getByTestId('digitable-line')).toHaveCount(0)
  await expectNoErrors()
})
