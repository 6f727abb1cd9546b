import type { Page } from '@playwright/test'
import { paymentLinkMessages } from '../../src/domain/payment-link.ts'
import { openAccountMenu } from './fixtures/account-menu.ts'
import { newAgency } from './fixtures/agency.ts'
import { signInWithCode } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { address, brl, expectNoSeriousViolations, payInSandbox, tripWithSeats } from './fixtures/checkout.ts'
import { expect, test } from './fixtures/test.ts'
import { escapeRegExp } from './fixtures/text.ts'

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { width, scrollWidth } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth }))
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(width)
}

test('an approved agency makes a payment link for a trip on its phone, hands it over (copy, WhatsApp, QR), finds it open and cancels it', async ({
  agencyPage: page,
  request,
  context,
  agency,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const trip = await tripWithSeats(request)
  const option = trip.options.at(-1)!
  const total = option.priceCents * 2

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/agency/paymentLinks')
  await expect(page.getByRole('heading', { level: 1, name: pt('Payment links') })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: pt('Payment links') })).toHaveAttribute('href', '/agency/paymentLinks')
  await expect(menu.getByRole('link', { name: pt('Payment links') })).toHaveAttribute('aria-current', 'page')
  const account = await openAccountMenu(page)
  await expect(account.getByRole('link', { name: pt('Payment links') })).toHaveAttribute('href', '/agency/paymentLinks')
  await expect(account.getByRole('link', { name: pt('My commissions') })).toHaveAttribute('href', '/agency/commissions')
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // Sent with nothing chosen: the error is on the trip, which gets the focus.
  const form = page.getByRole('form', { name: pt('New payment link') })
  await form.getByRole('button', { name: pt('Create payment link') }).click()
  const tripSearch = form.getByRole('searchbox', { name: pt('Trip') })
  await expect(tripSearch).toHaveAccessibleErrorMessage(pt('Choose a trip'))
  await expect(tripSearch).toBeFocused()

  await tripSearch.fill(trip.name)
  await form
    .getByRole('list', { name: pt('Trips found') })
    .getByRole('button', { name: new RegExp(escapeRegExp(trip.name)) })
    .click()
  await expect(form.getByTestId('chosen-trip')).toContainText(trip.name)
  await form.getByLabel(pt('Option')).selectOption(String(option.id))
  await form.getByLabel(pt('People')).selectOption('2')
  await expect(form.getByTestId('quoted-total')).toContainText(brl(total))
  await form.getByLabel(pt('Customer name')).fill('Joana Pereira')
  await form.getByLabel(pt('Customer phone (WhatsApp)')).fill('11987654321')
  await form.getByLabel(pt('Valid for (days)')).fill('31')
  await form.getByRole('button', { name: pt('Create payment link') }).click()
  await expect(form.getByRole('spinbutton', { name: pt('Valid for (days)') })).toHaveAccessibleErrorMessage(pt('Choose from 1 to 30 days'))
  await form.getByLabel(pt('Valid for (days)')).fill('3')
  await form.getByRole('button', { name: pt('Create payment link') }).click()

  const result = page.getByTestId('link-result')
  await expect(result.getByRole('heading', { name: pt('Payment link ready') })).toBeFocused()
  await expect(result.getByTestId('link-total')).toHaveText(brl(total))
  await expect(result.getByText(trip.name)).toBeVisible()
  const url = await result.getByRole('textbox', { name: pt('Link address') }).inputValue()
  expect(url).toMatch(/\/externalPayment\?link=[\w-]{40,}$/)
  const token = new URL(url).searchParams.get('link')!

  await result.getByRole('button', { name: pt('Copy link') }).click()
  await expect(page.getByText(pt('Payment link copied'))).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

  const whatsapp = new URL((await result.getByRole('link', { name: pt('Send on WhatsApp') }).getAttribute('href'))!)
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/5511987654321')
  const message = whatsapp.searchParams.get('text')!
  expect(message).toContain(pt('Hello, {firstName}!').replace('{firstName}', 'Joana'))
  for (const part of [trip.name, option.name, '2 pessoas', brl(total), url]) expect(message).toContain(part)
  expect(message).toContain(pt('The link is valid until {expiry}.').split('{expiry}')[0])

  const qr = result.getByRole('img', { name: pt('QR code of the payment link') })
  await expect(qr).toBeVisible()
  expect(decodeURIComponent((await qr.getAttribute('src'))!)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /)
  await expectNoSidewaysScroll(page, 'the new link at 390 px')

  // Under 800 px the table is a list of cards.
  const cards = page.getByRole('list', { name: pt('Payment links') })
  const card = cards.getByRole('listitem').filter({ hasText: 'Joana Pereira' })
  await expect(card.getByTestId('link-status')).toHaveText(pt('Open'))
  await expectNoSidewaysScroll(page, 'the links at 390 px')
  await expectNoSeriousViolations(page)

  await page.setViewportSize({ width: 1280, height: 800 })
  // The text search goes to the API: a customer the agency never sold to finds nothing.
  const search = page.getByRole('searchbox', { name: pt('Search by trip, product or customer') })
  await search.fill('Ninguém Vendido')
  await expect(page.getByText(pt('No data found'))).toBeVisible()
  await search.fill('Joana')
  await expect(page).toHaveURL(/q=Joana/)
  await page.getByLabel(pt('Status')).selectOption({ label: pt('Open') })
  await expect(page).toHaveURL(/status=open/)
  const row = page
    .getByRole('table', { name: pt('Payment links') })
    .getByRole('row')
    .filter({ hasText: 'Joana Pereira' })
  await expect(row.getByTestId('link-status')).toHaveText(pt('Open'))
  await expect(row.getByRole('cell', { name: brl(total), exact: true })).toBeVisible()
  await row.getByRole('button', { name: pt('QR code') }).click()
  const qrDialog = page.getByRole('dialog', { name: pt('Scan to pay') })
  await expect(qrDialog.getByRole('img', { name: pt('QR code of the payment link') })).toBeVisible()
  await qrDialog.press('Escape')
  await expect(qrDialog).toHaveCount(0)

  await row.getByRole('button', { name: pt('Cancel link') }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: pt('Yes, cancel the link') })
    .click()
  await expect(page.getByText(pt('Payment link canceled'))).toBeVisible()
  // Filtered on open, the canceled link leaves the table; among the canceled it shows.
  await expect(row).toHaveCount(0)
  await page.getByLabel(pt('Status')).selectOption({ label: pt('Canceled') })
  await expect(page).toHaveURL(/status=canceled/)
  await expect(row.getByTestId('link-status')).toHaveText(pt('Canceled'))
  await expect(row.getByRole('button', { name: pt('Cancel link') })).toHaveCount(0)

  // The customer's page is closed too.
  const opened = await request.get(`/api/payment-links/${token}`)
  expect(opened.status()).toBe(410)
  expect(await opened.json()).toMatchObject({ status: 'canceled' })
  const own = await request.get('/api/agency/payment-links?status=canceled', { headers: { Authorization: `Bearer ${agency.token}` } })
  expect(((await own.json()) as { items: { token: string }[] }).items.map((link) => link.token)).toEqual([token])
})

test('an approved agency makes a payment link for a priced product with no customer data (WhatsApp asks whom to send it to); once a guest pays it, the table shows the order and the payer', async ({
  agencyPage: page,
  request,
}) => {
  const products = (await (await request.get('/api/products')).json()) as { id: number; name: string; priceCents: number | null }[]
  const product = products.find((candidate) => candidate.priceCents !== null)!
  expect(product, 'a seeded product with a price').toBeDefined()

  await page.goto('/agency/paymentLinks')
  const form = page.getByRole('form', { name: pt('New payment link') })
  await form.getByText(pt('A product'), { exact: true }).click()
  await form.getByRole('button', { name: pt('Create payment link') }).click()
  const productField = form.getByRole('combobox', { name: pt('Product') })
  await expect(productField).toHaveAccessibleErrorMessage(pt('Choose a product'))
  await expect(productField).toBeFocused()
  await productField.selectOption(String(product.id))
  await expect(form.getByTestId('quoted-total')).toContainText(brl(product.priceCents!))
  await form.getByRole('button', { name: pt('Create payment link') }).click()

  const result = page.getByTestId('link-result')
  await expect(result.getByTestId('link-total')).toHaveText(brl(product.priceCents!))
  const url = await result.getByRole('textbox', { name: pt('Link address') }).inputValue()
  const whatsapp = new URL((await result.getByRole('link', { name: pt('Send on WhatsApp') }).getAttribute('href'))!)
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/')
  const message = whatsapp.searchParams.get('text')!
  expect(message.startsWith(`${pt('Hello!')} `)).toBe(true)
  for (const part of [product.name, brl(product.priceCents!), url]) expect(message).toContain(part)

  await result.getByRole('button', { name: pt('Create another link') }).click()
  await expect(page.getByRole('form', { name: pt('New payment link') })).toBeVisible()
  const row = page
    .getByRole('table', { name: pt('Payment links') })
    .getByRole('row')
    .filter({ hasText: product.name })
  await expect(row.getByTestId('link-status')).toHaveText(pt('Open'))

  // A guest pays it by Pix (the sandbox control confirms it): the row turns paid, with the order and who paid.
  const token = new URL(url).searchParams.get('link')!
  const payer = { name: 'Roberto Guimarães', cpf: '529.982.247-25', email: 'roberto@example.com', phone: '(21) 99876-5432', birthDate: '1985-03-20', address }
  const placed = await request.post(`/api/payment-links/${token}/orders`, { data: { payer, payment: { method: 'pix' } }, headers: { 'Idempotency-Key': crypto.randomUUID() } })
  expect(placed.status(), await placed.text()).toBe(201)
  const { code } = (await placed.json()) as { code: string }
  await payInSandbox(request, code)
  await page.reload()
  await expect(row.getByTestId('link-status')).toHaveText(pt('Paid'))
  await expect(row.getByRole('cell', { name: new RegExp(`${code}.*Roberto Guimarães`) })).toBeVisible()
  await expect(row.getByRole('button', { name: pt('Cancel link') })).toHaveCount(0)
})

test('an agency the team has not approved signs in, lands on its payment links and sees why it cannot make one', async ({ page, request }) => {
  const agency = await newAgency(request, { approved: false })
  await page.goto('/signin')
  await signInWithCode(page, agency)
  await expect(page).toHaveURL((url) => url.pathname === '/agency/paymentLinks')

  const refusal = page.getByTestId('not-approved')
  await expect(refusal).toContainText(pt('Your agency is waiting for approval by the agency team: payment links open once it is approved'))
  await expect(page.getByText(pt('Waiting for approval'), { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: pt('No payment links yet') })).toBeVisible()
  await expect(page.getByRole('form', { name: pt('New payment link') })).toHaveCount(0)
  await expectNoSeriousViolations(page)

  // The API refuses it with the very reason the screen gives.
  const trip = await tripWithSeats(request)
  const refused = await request.post('/api/agency/payment-links', {
    headers: { Authorization: `Bearer ${agency.token}` },
    data: { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 } },
  })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ message: paymentLinkMessages.notApproved })
})

test('a customer opening /agency/paymentLinks is sent home, and its menu has no agency entries', async ({ customerPage: page }) => {
  await page.goto('/agency/paymentLinks')
  await expect(page).toHaveURL((url) => url.pathname === '/')
  // Their own pages are in the account menu, opened so the agency entries would show if they were there.
  await expect((await openAccountMenu(page)).getByRole('link', { name: pt('My purchases') })).toBeVisible()
  await expect(page.getByRole('link', { name: pt('Payment links') })).toHaveCount(0)
  await expect(page.getByRole('link', { name: pt('My commissions') })).toHaveCount(0)
})
