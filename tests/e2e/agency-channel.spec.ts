import type { Locator } from '@playwright/test'
import { commissionOf } from '../../src/domain/commission.ts'
import { signInAsAdmin } from './fixtures/admin.ts'
import { pt } from './fixtures/catalog.ts'
import { brl, payInSandbox, tripWithSeats } from './fixtures/checkout.ts'
import { fillGuestPayer, guestPage } from './fixtures/payment-links.ts'
import { expect, test } from './fixtures/test.ts'
import { escapeRegExp } from './fixtures/text.ts'

/**
 * The agency channel from end to end (issue 13), each person in a browser of their own: the
 * agency makes a link and copies it; its customer opens it signed out, pays by Pix and watches
 * the order turn confirmed once the sandbox control pays it; the agency's link turns paid; the
 * admin finds the commission in the month, records a payout of all of it; the agency's statement
 * shows the sale and the payout, with nothing left to pay.
 */

/** The value shown under a term of a figures list ("Saldo" → "R$ 12,34"). */
const figure = (scope: Locator, term: string) => scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')

test('an agency sells by link, its customer pays by Pix with no account, the admin pays out the commission and the agency sees its statement', async ({
  agencyPage: page,
  context,
  browser,
  request,
  agency,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const trip = await tripWithSeats(request)
  const option = trip.options[0]!
  const totalCents = option.priceCents * 2
  const commissionCents = commissionOf(totalCents, 1000)

  // The agency makes the link and copies it.
  await page.goto('/agency/paymentLinks')
  const form = page.getByRole('form', { name: pt('New payment link') })
  await form.getByRole('searchbox', { name: pt('Trip') }).fill(trip.name)
  await form
    .getByRole('list', { name: pt('Trips found') })
    .getByRole('button', { name: new RegExp(escapeRegExp(trip.name)) })
    .click()
  await form.getByLabel(pt('Option')).selectOption(String(option.id))
  await form.getByLabel(pt('People')).selectOption('2')
  await form.getByLabel(pt('Customer name')).fill('Rita Compradora')
  await form.getByRole('button', { name: pt('Create payment link') }).click()
  const result = page.getByTestId('link-result')
  await expect(result.getByTestId('link-total')).toHaveText(brl(totalCents))
  await result.getByRole('button', { name: pt('Copy link') }).click()
  await expect(page.getByText(pt('Payment link copied'))).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  const linkUrl = new URL(copied)
  expect(linkUrl.pathname).toBe('/externalPayment')

  // The customer opens it in a browser of their own, signed out, and pays by Pix.
  const guest = await guestPage(browser)
  await guest.page.goto(`${linkUrl.pathname}${linkUrl.search}`)
  await expect(guest.page.getByTestId('link-total')).toHaveText(brl(totalCents))
  await expect(guest.page.getByTestId('link-agency')).toHaveText(pt('Sold by {agency}').replace('{agency}', agency.name))
  await fillGuestPayer(guest.page, pt, { name: 'Rita Compradora', cpf: '529.982.247-25', email: 'rita.compradora@example.com' })
  await guest.page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await guest.page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(guest.page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  await expect(guest.page).toHaveURL(/\/external-post-checkout\?order=/)
  const code = (await guest.page.getByTestId('order-code').textContent())!.trim()
  await expect(guest.page.getByTestId('pix-qr')).toBeVisible()

  // Paid through the sandbox control: the open page turns confirmed by itself.
  await payInSandbox(request, code)
  await expect(guest.page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible({ timeout: 15_000 })
  await expect(guest.page.getByTestId('voucher')).toContainText(code)
  await guest.expectNoErrors()

  // The agency's link is paid, with the order and its payer.
  await page.reload()
  const row = page
    .getByRole('table', { name: pt('Payment links') })
    .getByRole('row')
    .filter({ hasText: code })
  await expect(row.getByTestId('link-status')).toHaveText(pt('Paid'))
  await expect(row).toContainText('Rita Compradora')

  // The admin finds the commission of the month and pays all of it out.
  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
  })
  const admin = await adminContext.newPage()
  await signInAsAdmin(admin, request)
  await admin.goto('/admin/comissions')
  await admin.getByLabel(pt('Search by agency or seller code')).fill(agency.sellerCode)
  const line = admin
    .getByRole('table', { name: pt('Commissions by agency') })
    .getByRole('row')
    .filter({ hasText: agency.name })
  await expect(line.getByRole('cell', { name: brl(totalCents), exact: true })).toBeVisible()
  await line.getByRole('button', { name: pt('Statement of {name}').replace('{name}', agency.name) }).click()
  const statement = admin.getByRole('region', { name: pt('Statement of {name}').replace('{name}', agency.name) })
  await expect(figure(statement, pt('Balance'))).toHaveText(brl(commissionCents))
  await expect(
    statement
      .getByRole('table', { name: pt('Orders of the month') })
      .getByRole('row')
      .filter({ hasText: code }),
  ).toContainText(pt('Payment link'))
  const payout = statement.getByRole('form', { name: pt('Record a payout') })
  await payout.getByLabel(pt('Note')).fill('Pix da comissão')
  await payout.getByRole('button', { name: pt('Record payout') }).click()
  await expect(figure(statement, pt('Paid out'))).toHaveText(brl(commissionCents))
  await expect(figure(statement, pt('Balance'))).toHaveText(brl(0))
  await adminContext.close()

  // The agency's own statement: the sale through its link, the payout, nothing left.
  await page.goto('/agency/commissions')
  await expect(
    page
      .getByRole('table', { name: pt('Orders of the month') })
      .getByRole('row')
      .filter({ hasText: code }),
  ).toContainText(brl(commissionCents))
  await expect(page.getByRole('table', { name: pt('Payouts') })).toContainText('Pix da comissão')
  const figures = page.locator(`dl[aria-label^="${pt('Your figures for {monthName}').split('{monthName}')[0]}"]`)
  await expect(figure(figures, pt('Paid out'))).toHaveText(brl(commissionCents))
  await expect(figure(figures, pt('Balance'))).toHaveText(brl(0))
})
