import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { externalPostCheckoutPath, type PaymentLink } from '../../src/domain/payment-link.ts'
import { tripDateRangeText } from '../../src/domain/trip-dates.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { newAgency, type ApprovedAgency } from './fixtures/agency.ts'
import { ptPlural } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { brl, expectNoSeriousViolations, expectPaidBoletoReceipt, payInSandbox, tripWithSeats } from './fixtures/checkout.ts'
import { sendPixOrderLosingFirstTry } from './fixtures/lost-order-answer.ts'
import { cancelLink, createLink, demoAgencyToken, fillGuestPayer, guestPage, linkPath, linksOf, placeGuestOrder } from './fixtures/payment-links.ts'
import { expect, test } from './fixtures/test.ts'
import { e2eMailDir } from './fixtures/api.ts'
import { linkOf, mailsTo } from '../support/mail.ts'

/**
 * A payment link paid by the agency's customer (issue 13), in a fresh browser with nobody signed
 * in: the summary, the checkout's payer form and Pix, then /external-post-checkout turning to
 * confirmed by itself when the sandbox control pays it. Closed links (canceled, paid, unknown,
 * a payment in progress, closed while paying) each show their own page, never the form.
 */

const payer = { name: 'Joana Cliente da Agência', cpf: '529.982.247-25', email: 'joana.link@example.com' }

let agency: Promise<ApprovedAgency> | undefined
/** One approved agency per worker: sign-ups are counted per hour. */
const theAgency = (request: APIRequestContext) => (agency ??= newAgency(request))

async function tripLink(request: APIRequestContext, people = 2): Promise<PaymentLink> {
  const trip = await tripWithSeats(request)
  const option = trip.options[0]!
  return createLink(request, await theAgency(request), { item: { tripId: trip.id, optionId: option.id, people }, customer: { name: payer.name } })
}

const closedPage = (page: Page) => page.getByTestId('link-closed')

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0)
}

test('a guest pays a trip link by Pix in a fresh browser and watches the order turn confirmed, with its voucher', async ({ browser, request }) => {
  const link = await tripLink(request)
  const item = link.item
  if (item.kind !== 'trip') throw new Error('a trip link')
  const { page, expectNoErrors } = await guestPage(browser)
  const sent: { key: string; body: string }[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/payment-links/${link.token}/orders`)
      sent.push({ key: request.headers()['idempotency-key'] ?? '', body: request.postData() ?? '' })
  })

  await page.goto(linkPath(link))
  const summary = page.getByTestId('link-summary')
  await expect(summary.getByRole('heading', { level: 1, name: item.tripName })).toBeVisible()
  await expect(summary.getByTestId('link-trip')).toHaveText(`${item.optionName} · ${tripDateRangeText(item.checkIn, item.checkOut, 'pt-BR')}`)
  await expect(summary.getByTestId('link-people')).toHaveText(ptPlural('{0, plural, one {# person} other {# people}}', 2))
  await expect(summary.getByTestId('link-total')).toHaveText(brl(link.amountCents))
  await expect(summary.getByTestId('link-agency')).toHaveText(pt('Sold by {agency}').replace('{agency}', (await theAgency(request)).name))
  // Nobody is signed in, and nothing asks for an account.
  await expect(page.getByRole('link', { name: pt('Sign in') })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: pt('Full name') })).toBeVisible()
  await expectNoSeriousViolations(page)

  await fillGuestPayer(page, pt, payer)
  await page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()

  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  const code = (await page.getByTestId('order-code').textContent())!.trim()
  // The address carries the order code only; the access token stays in this tab.
  const url = new URL(page.url())
  expect(url.pathname).toBe('/external-post-checkout')
  expect(`${url.search}${url.hash}`).toBe(`?order=${code}`)
  const accessToken = (await page.evaluate((key) => sessionStorage.getItem(key), `roteiro.guest-access.${code}`))!
  expect(accessToken).toMatch(/^[\w-]{43}$/)
  expect(sent).toHaveLength(1)
  expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/)
  expect(JSON.parse(sent[0]!.body)).toMatchObject({ payer: { name: payer.name, email: payer.email }, payment: { method: 'pix', installments: 1 } })
  await expect(page.getByTestId('pix-qr')).toBeVisible()
  await expect(page.getByRole('textbox', { name: pt('Pix copy-and-paste code') })).toHaveValue(/^000201/)
  await expect(page.getByRole('link', { name: pt('See my purchases') })).toHaveCount(0)
  await expectNoSeriousViolations(page)

  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }))
  await payInSandbox(request, code)
  await expect(page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('voucher')).toBeVisible()
  await expect(page.getByTestId('voucher')).toContainText(code)
  await expect(page.getByTestId('pix-qr')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true)

  // The guest's access token is in this tab's storage only: the query cache saved on the device
  // (written once the page has settled) holds the order's answers nowhere.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('roteiro.queries') !== null), { timeout: 15_000 }).toBe(true)
  const saved = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(saved).not.toContain(accessToken)
  expect(saved).not.toContain(code)

  // The link is paid now: the agency sees it with the order, and the link shows its own page.
  const paid = (await linksOf(request, await theAgency(request), 'paid')).find((candidate) => candidate.token === link.token)
  expect(paid?.order).toMatchObject({ code, status: 'paid', payerName: payer.name })
  await page.goto(linkPath(link))
  await expect(closedPage(page)).toHaveAttribute('data-state', 'paid')
  await expect(closedPage(page).getByRole('heading', { level: 1, name: pt('This payment link was already paid') })).toBeVisible()
  await expect(page.getByRole('button', { name: pt('Generate Pix code') })).toHaveCount(0)

  // The link mailed to the payer carries the token in its fragment (never sent to a server): another
  // browser opens the order from it, and its address bar keeps the code only.
  const orderMail = async () => (await mailsTo(e2eMailDir(), payer.email)).find((candidate) => candidate.subject.includes(code))
  await expect.poll(orderMail).toBeDefined()
  const mailed = linkOf((await orderMail())!, '/external-post-checkout')
  expect(mailed.search).toBe(`?order=${code}`)
  expect(mailed.hash).toBe(`#token=${accessToken}`)
  const reader = await guestPage(browser)
  await reader.page.goto(`${mailed.pathname}${mailed.search}${mailed.hash}`)
  await expect(reader.page.getByTestId('voucher')).toBeVisible()
  expect(new URL(reader.page.url()).search + new URL(reader.page.url()).hash).toBe(`?order=${code}`)
  await reader.page.reload()
  await expect(reader.page.getByTestId('voucher')).toBeVisible()
  // An older mail's `&token=` in the query still opens it, and leaves the address the same way.
  await reader.page.goto(`/external-post-checkout?order=${code}&token=${accessToken}`)
  await expect(reader.page.getByTestId('voucher')).toBeVisible()
  expect(new URL(reader.page.url()).search + new URL(reader.page.url()).hash).toBe(`?order=${code}`)
  await reader.expectNoErrors()
  // Not with a wrong token.
  await page.goto(`/external-post-checkout?order=${code}&token=${accessToken.slice(0, -4)}AAAA`)
  await expect(page.getByRole('heading', { level: 1, name: pt("We couldn't open this order") })).toBeVisible()
  await expect(page.getByTestId('order-details')).toHaveCount(0)
  await expectNoErrors()
})

test('a guest pays by card in installments: the card goes to the gateway only, and the order is confirmed at once', async ({ browser, request }) => {
  const trip = await tripWithSeats(request, (candidate) => candidate.maxInstallments >= 3)
  const link = await createLink(request, await theAgency(request), { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 } })
  const { page, expectNoErrors } = await guestPage(browser)
  const sentToApi: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) sentToApi.push(sent.postData() ?? '')
  })
  await page.goto(linkPath(link))
  await fillGuestPayer(page, pt, payer)
  await page.getByRole('radio', { name: new RegExp(`^${pt('Credit card')}`) }).check()
  await page.getByRole('textbox', { name: pt('Card number') }).fill('4111111111111111')
  await page.getByRole('textbox', { name: pt('Name on the card') }).fill('JOANA CLIENTE')
  await page.getByRole('textbox', { name: pt('Expiry (MM/YY)') }).fill('1235')
  await page.getByRole('textbox', { name: pt('Security code (CVV)') }).fill('123')
  const installments = page.getByRole('combobox', { name: pt('Installments') })
  expect(await installments.locator('option[value="3"]').textContent()).toContain(brl(Math.floor(link.amountCents / 3)))
  await installments.selectOption('3')
  await page.getByRole('button', { name: pt('Pay {totalText}').replace('{totalText}', brl(link.amountCents)) }).click()

  await expect(page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible()
  await expect(page.getByTestId('order-details')).toContainText('VISA •••• 1111')
  await expect(page.getByTestId('order-details').getByText(/^3x/)).toBeVisible()
  await expect(page.getByTestId('voucher')).toBeVisible()
  expect(sentToApi.filter((body) => /4111\s?1111/.test(body))).toEqual([])
  await expectNoErrors()
})

test('an order whose answer was lost is sent again with the same Idempotency-Key: the same order, not a payment in progress', async ({ browser, request }) => {
  const link = await tripLink(request, 1)
  const { page, expectNoErrors } = await guestPage(browser)
  await page.goto(linkPath(link))
  await fillGuestPayer(page, pt, payer)
  await page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  // The server places the order; its answer never reaches the phone.
  await sendPixOrderLosingFirstTry(page, `**/api/payment-links/${link.token}/orders`, { serverGotIt: true })
  await expectNoErrors()
})

test("a guest's bank slip: the linha digitável and the PDF on the order page, through the order's own token; once paid only the receipt and voucher", async ({
  browser,
  request,
}) => {
  const link = await tripLink(request, 1)
  const { page, expectNoErrors } = await guestPage(browser)
  await page.goto(linkPath(link))
  await fillGuestPayer(page, pt, payer)
  await page.getByRole('radio', { name: new RegExp(`^${pt('Bank slip (boleto)')}`) }).check()
  await page.getByRole('button', { name: pt('Generate bank slip') }).click()

  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  const code = (await page.getByTestId('order-code').textContent())!.trim()
  const digits = (await page.getByTestId('digitable-line').textContent())!.replace(/\D/g, '')
  expect(digits).toHaveLength(47)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: pt('Download bank slip (PDF)') }).click()])
  expect(download.suggestedFilename()).toBe(`boleto-${code}.pdf`)
  expect((await readFile((await download.path())!)).toString('latin1')).toMatch(new RegExp(`/Subject \\(${digits}\\)`))
  await expect(page.getByTestId('sandbox-payment-hint')).toHaveText(pt('Test environment: an administrator can simulate this payment in Admin → Orders.'))

  // Paid, the guest's page is the receipt and the voucher: nothing that would pay the slip again.
  await payInSandbox(request, code)
  await expectPaidBoletoReceipt(page)
  await expect(page.getByTestId('sandbox-payment-hint')).toHaveCount(0)
  await expectNoErrors()
})

test('expired, canceled, paid and unknown links each show their own page, never the form', async ({ browser, request }) => {
  const canceled = await tripLink(request, 1)
  await cancelLink(request, await theAgency(request), canceled.token)
  const paid = await tripLink(request, 1)
  const order = await placeGuestOrder(request, paid)
  await payInSandbox(request, order.code)
  // A link cannot be made already expired (1 day at least): the demo agency's seeded one is.
  const [expired] = await linksOf(request, { token: await demoAgencyToken(request) }, 'expired')
  expect(expired, 'the demo data has an expired link').toBeDefined()
  const { page, expectNoErrors } = await guestPage(browser)

  const cases: [string, string, string][] = [
    [linkPath(expired!), 'expired', 'This payment link has expired'],
    [linkPath(canceled), 'canceled', 'This payment link was canceled'],
    [linkPath(paid), 'paid', 'This payment link was already paid'],
    ['/externalPayment?link=unknownUnknownUnknownUnknownUnknown12345678', 'not-found', 'We could not find this payment link'],
    ['/externalPayment', 'not-found', 'We could not find this payment link'],
  ]
  for (const [path, state, title] of cases) {
    await page.goto(path)
    await expect(closedPage(page)).toHaveAttribute('data-state', state)
    await expect(page.getByRole('heading', { level: 1, name: pt(title) })).toBeVisible()
    await expect(page.getByTestId('link-summary')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: pt('Full name') })).toHaveCount(0)
  }
  await expectNoSeriousViolations(page)
  await expectNoErrors()
})

// Issue 25, finding 8: an admin suspends an agency, and its links stop selling; it still sees them.
test("a suspended agency's link says the agency cannot sell, never the form; the agency still sees the link in its list", async ({ browser, page: agencyPage, request }) => {
  const suspended = await newAgency(request, { page: agencyPage })
  const trip = await tripWithSeats(request)
  const link = await createLink(request, suspended, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 } })
  const terms = await request.put(`/api/admin/agencies/${suspended.user.id}`, {
    headers: await adminHeaders(request),
    data: { approved: false, commissionPercent: '10', sellerCode: suspended.sellerCode },
  })
  expect(terms.status(), await terms.text()).toBe(200)
  const { page, expectNoErrors } = await guestPage(browser)

  await page.goto(linkPath(link))

  await expect(closedPage(page)).toHaveAttribute('data-state', 'agency-suspended')
  await expect(page.getByRole('heading', { level: 1, name: pt('This payment link is not available') })).toBeVisible()
  await expect(page.getByRole('textbox', { name: pt('Full name') })).toHaveCount(0)
  await expectNoErrors()
  await agencyPage.goto('/agency/paymentLinks')
  await expect(agencyPage.getByTestId('not-approved')).toBeVisible()
  await expect(agencyPage.getByRole('heading', { level: 2, name: pt('Your links') })).toBeVisible()
  await expect(agencyPage.getByText(trip.name).first()).toBeVisible()
})

test('a link another buyer is paying says a payment is in progress; a link canceled while the form is open shows the canceled page', async ({ browser, request }) => {
  const busy = await tripLink(request, 1)
  const closing = await tripLink(request, 1)
  const { page, expectNoErrors } = await guestPage(browser)

  // Another buyer placed a Pix on the link after this page opened: sending answers 409.
  await page.goto(linkPath(busy))
  await expect(page.getByTestId('link-summary')).toBeVisible()
  await fillGuestPayer(page, pt, payer)
  await placeGuestOrder(request, busy)
  await page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(closedPage(page)).toHaveAttribute('data-state', 'in-progress')
  await expect(page.getByRole('heading', { level: 1, name: pt('A payment on this link is in progress') })).toBeVisible()

  // The agency cancels while the buyer fills in the form: sending answers 410.
  await page.goto(linkPath(closing))
  await fillGuestPayer(page, pt, payer)
  await cancelLink(request, await theAgency(request), closing.token)
  await page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(closedPage(page)).toHaveAttribute('data-state', 'canceled')
  await expect(page.getByRole('heading', { level: 1, name: pt('This payment link was canceled') })).toBeVisible()
  await expectNoErrors()
})

test('a product link shows the product and its total, without dates or people', async ({ browser, request }) => {
  const products = (await (await request.get('/api/products')).json()) as { id: number; name: string; priceCents: number | null }[]
  const product = products.find((candidate) => candidate.priceCents !== null)
  expect(product, 'a seeded product with a price').toBeDefined()
  const link = await createLink(request, await theAgency(request), { item: { productId: product!.id } })
  const { page, expectNoErrors } = await guestPage(browser)
  await page.goto(linkPath(link))
  const summary = page.getByTestId('link-summary')
  await expect(summary.getByRole('heading', { level: 1, name: product!.name })).toBeVisible()
  await expect(summary.getByTestId('link-total')).toHaveText(brl(product!.priceCents!))
  await expect(summary.getByTestId('link-trip')).toHaveCount(0)
  await expect(summary.getByTestId('link-people')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: pt('Full name') })).toBeVisible()
  await expectNoErrors()
})

test("the form's code and data are asked for beside the link's own data, not after it", async ({ browser, request }) => {
  const link = await tripLink(request, 1)
  const { page, expectNoErrors } = await guestPage(browser)
  const formAsked = Promise.all([page.waitForRequest(/\/assets\/guest-payment-form-[\w-]+\.js$/), page.waitForRequest('**/api/payments/config')])
  // The link's answer is held until the form's code and data have been asked for: a form that waits for the link (or for the page to settle) never comes.
  await page.route(`**/api/payment-links/${link.token}`, async (route) => {
    await formAsked
    await route.continue()
  })
  await page.goto(linkPath(link))
  await expect(page.getByTestId('link-summary')).toBeVisible()
  await expect(page.getByRole('textbox', { name: pt('Full name') })).toBeEnabled()
  await expectNoErrors()
})

test('on a 390 px phone the link page, its form and the order page fit the screen', async ({ browser, request }) => {
  const link = await tripLink(request, 1)
  const { page, expectNoErrors } = await guestPage(browser, { phone: true })
  await page.goto(linkPath(link))
  await expect(page.getByTestId('link-summary')).toBeVisible()
  await expectNoOverflow(page)
  await expect(page.getByRole('textbox', { name: pt('Full name') })).toBeVisible()
  await expectNoOverflow(page)
  await fillGuestPayer(page, pt, payer)
  await page.getByRole('radio', { name: new RegExp(`^${pt('Credit card')}`) }).check()
  await expect(page.getByTestId('card-fields')).toBeVisible()
  await expectNoOverflow(page)
  await page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(page.getByTestId('pix-qr')).toBeVisible()
  await expectNoOverflow(page)
  await expectNoErrors()
})

test('the order page without its token says it could not open the order and where the link is', async ({ page }) => {
  await page.goto('/external-post-checkout?order=ABCD-EFGH')
  await expect(page.getByRole('heading', { level: 1, name: pt("We couldn't open this order") })).toBeVisible()
  await expect(page.getByTestId('order-not-opened')).toContainText(
    pt(
      'Open it with the link in the email we sent when you placed the order: that link carries the key to your order. If you bought with your account, sign in and see My purchases.',
    ),
  )
})

test("an admin revokes a guest's link: the guest's page says so and mails a new link to the payer, which opens the order in a new tab", async ({ browser, request, adminPage }) => {
  const order = await placeGuestOrder(request, await tripLink(request, 1))
  const { page, expectNoErrors } = await guestPage(browser)
  await page.goto(externalPostCheckoutPath(order.code, order.accessToken))
  await expect(page.getByTestId('order-details')).toBeVisible()

  await adminPage.goto(`/admin/orders/details?code=${order.code}`)
  await adminPage.getByRole('button', { name: pt('Revoke guest link') }).click()
  await adminPage
    .getByRole('alertdialog')
    .getByRole('button', { name: pt('Yes, revoke the link') })
    .click()
  await expect(adminPage.getByTestId('guest-link')).toContainText(
    pt("The guest's link was revoked on {0}; a new one goes to the payer's email when the guest asks.").split('{0}')[0]!,
  )

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: pt('This link to your order was revoked') })).toBeVisible()
  await expect(page.getByTestId('order-details')).toHaveCount(0)
  await expectNoSeriousViolations(page)
  await page.getByRole('button', { name: pt('Send me a new link') }).click()
  await expect(
    page.getByRole('status').filter({ hasText: pt('We sent a new link to the email used at purchase. Open your order with it: this one no longer works.') }),
  ).toBeVisible()

  const newLinkMail = async () => (await mailsTo(e2eMailDir(), 'outro@example.com')).find((mail) => mail.subject === `Novo link do pedido ${order.code}`)
  await expect.poll(newLinkMail).toBeDefined()
  const mailed = linkOf((await newLinkMail())!, '/external-post-checkout')
  const tab = await page.context().newPage()
  await tab.goto(`${mailed.pathname}${mailed.search}${mailed.hash}`)
  await expect(tab.getByTestId('order-details')).toBeVisible()
  expect(new URL(tab.url()).hash).toBe('')
  await expectNoErrors()
})
