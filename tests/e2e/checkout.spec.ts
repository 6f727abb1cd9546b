import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { formatDigitableLine } from '../../src/domain/boleto.ts'
import { buildSignUp } from '../factories/users.ts'
import { demoCustomer, enterMailedCode, fillSignUpForm, ptPlural, signInWithCode } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { brl, conversions, expectNoSeriousViolations, expectPaidBoletoReceipt, payInSandbox, recordConversions, tripWithSeats, type TripForSale } from './fixtures/checkout.ts'
import { sendPixOrderLosingFirstTry } from './fixtures/lost-order-answer.ts'
import { expect, test } from './fixtures/test.ts'
import { newCustomer } from './fixtures/customer.ts'
import { escapeRegExp } from './fixtures/text.ts'

/**
 * Checkout in the real browser against the real server and its sandbox gateway (docs/PAYMENTS.md):
 * Pix paid through the sandbox control while the screen watches, a card in 3 installments, a
 * refused card, the boleto PDF, and the payment methods locked until the payer's data is valid.
 */

/** The trip page, an option and a number of people, then "Comprar": the checkout with that choice. */
async function chooseOnTripPage(page: Page, trip: TripForSale, optionIndex: number, people: number) {
  const option = trip.options[optionIndex]!
  await page.goto(`/trip/${trip.slug}`)
  const options = page.getByTestId('trip-options')
  await options.getByRole('radio', { name: new RegExp(escapeRegExp(option.name)) }).check()
  await options.getByRole('combobox', { name: pt('People') }).selectOption(String(people))
  await expect(options.getByTestId('options-total')).toHaveText(brl(option.priceCents * people))
  await options.getByRole('link', { name: pt('Buy') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('trip') === trip.slug && url.searchParams.get('option') === String(option.id) && url.searchParams.get('people') === String(people),
  )
  await expect(page.getByTestId('order-total')).toHaveText(brl(option.priceCents * people))
  return option
}

const paymentMethod = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${pt(name)}`) })

test('Pix: code and QR with a countdown, copied, then paid through the sandbox control: the screen turns to confirmed by itself', async ({
  customerPage: page,
  customer,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await recordConversions(page)
  const trip = await tripWithSeats(request)
  const option = await chooseOnTripPage(page, trip, 0, 2)

  // Prefilled from the profile.
  await expect(page.getByRole('textbox', { name: pt('Full name') })).toHaveValue(`${customer.firstName} ${customer.lastName}`)
  await expect(page.getByRole('textbox', { name: pt('CPF') })).toHaveValue(customer.cpf)
  await expect(page.getByRole('textbox', { name: pt('Zip code (CEP)') })).toHaveValue('01310-100')

  await paymentMethod(page, 'Pix').check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()

  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  const code = (await page.getByTestId('order-code').textContent())!.trim()
  await expect(page).toHaveURL((url) => url.pathname === '/user/checkout/post-checkout' && url.searchParams.get('code') === code)
  await expect(page.getByTestId('pix-qr')).toBeVisible()
  const payload = await page.getByRole('textbox', { name: pt('Pix copy-and-paste code') }).inputValue()
  expect(payload).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/)
  expect(payload).toContain(`54${String(((option.priceCents * 2) / 100).toFixed(2).length).padStart(2, '0')}${((option.priceCents * 2) / 100).toFixed(2)}`)
  await expect(page.getByTestId('pix-countdown')).toHaveText(/^(30:00|29:[0-5]\d)$/)
  // The e2e server is a test server (sandbox control on): the buyer is told who can pay it.
  await expect(page.getByText(pt('Test environment: an administrator can simulate this payment in Admin → Orders.'))).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.evaluate(() => navigator.clipboard.writeText(''))
  const copy = page.getByRole('button', { name: pt('Copy Pix code') })
  await copy.click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(payload)
  // The shared toast host drops the toasts that wait for it to load (reported); once it is there, the copy says so.
  await expect(page.locator('[data-scope="toast"][data-part="group"]')).toBeAttached()
  await copy.click()
  await expect(page.getByText(pt('Pix code copied'))).toBeVisible()

  // Nothing may reload the page from here on: the marker would be lost.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }))
  expect(await conversions(page)).toHaveLength(0)
  await payInSandbox(request, code)

  await expect(page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('order-details').getByTestId('order-status').first()).toHaveText(pt('Paid'))
  await expect(page.getByTestId('voucher')).toBeVisible()
  await expect(page.getByTestId('pix-qr')).toHaveCount(0)
  await expect(page.getByTestId('pix-payload')).toHaveCount(0)
  await expect(page.getByTestId('sandbox-payment-hint')).toHaveCount(0)
  await expect(page.getByTestId('paid-at')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true)
  await expectNoSeriousViolations(page)

  // One conversion, and only one, also after opening the order again.
  await expect.poll(() => conversions(page)).toHaveLength(1)
  expect((await conversions(page))[0]![2]).toMatchObject({ transaction_id: code, currency: 'BRL', value: (option.priceCents * 2) / 100 })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible()
  await page.goto(`/user/myAcquired?order=${code}`)
  await expect(page.getByTestId('voucher')).toBeVisible()
  expect(await conversions(page)).toHaveLength(1)
})

test('card in 3 installments with the approving test card: the number goes to the gateway only, and the purchase is made', async ({ customerPage: page, request }) => {
  const trip = await tripWithSeats(request, (candidate) => candidate.maxInstallments >= 3)
  const option = await chooseOnTripPage(page, trip, 0, 1)
  const sentToApi: string[] = []
  const sentToGateway: string[] = []
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url())
    if (pathname.startsWith('/api/')) sentToApi.push(`${pathname} ${sent.postData() ?? ''}`)
    if (pathname.startsWith('/sandbox-gateway/')) sentToGateway.push(sent.postData() ?? '')
  })

  await paymentMethod(page, 'Credit card').check()
  await page.getByRole('textbox', { name: pt('Card number') }).fill('4111111111111111')
  await expect(page.getByRole('textbox', { name: pt('Card number') })).toHaveValue('4111 1111 1111 1111')
  await page.getByRole('textbox', { name: pt('Name on the card') }).fill('MARIA DA SILVA')
  await page.getByRole('textbox', { name: pt('Expiry (MM/YY)') }).fill('1235')
  await page.getByRole('textbox', { name: pt('Security code (CVV)') }).fill('123')
  const installments = page.getByRole('combobox', { name: pt('Installments') })
  const third = Math.floor(option.priceCents / 3)
  const thirdText = await installments.locator('option[value="3"]').textContent()
  expect(thirdText).toContain(brl(third))
  await installments.selectOption('3')
  await page.getByRole('button', { name: pt('Pay {totalText}').replace('{totalText}', brl(option.priceCents)) }).click()

  await expect(page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible()
  const details = page.getByTestId('order-details')
  await expect(details.getByTestId('order-status').first()).toHaveText(pt('Paid'))
  await expect(details).toContainText('VISA •••• 1111')
  await expect(details.getByText(new RegExp(`^3x`))).toBeVisible()
  await expect(page.getByTestId('voucher')).toBeVisible()

  expect(sentToGateway.some((body) => body.includes('4111'))).toBe(true)
  expect(sentToApi.filter((line) => /4111\s?1111/.test(line))).toEqual([])
  const order = sentToApi.find((line) => line.startsWith('/api/orders '))!
  expect(JSON.parse(order.slice('/api/orders '.length))).toMatchObject({
    payment: { method: 'card', installments: 3, cardToken: expect.stringMatching(/^tok_/) as unknown as string },
  })
})

test('a refused card says so and stays on the form; the next attempt has a new Idempotency-Key and goes through', async ({ customerPage: page, request }) => {
  const trip = await tripWithSeats(request)
  await chooseOnTripPage(page, trip, 0, 1)
  const keys: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/orders') keys.push(sent.headers()['idempotency-key'] ?? '')
  })

  await paymentMethod(page, 'Credit card').check()
  await page.getByRole('textbox', { name: pt('Card number') }).fill('4000000000000002')
  await page.getByRole('textbox', { name: pt('Name on the card') }).fill('MARIA DA SILVA')
  await page.getByRole('textbox', { name: pt('Expiry (MM/YY)') }).fill('1235')
  await page.getByRole('textbox', { name: pt('Security code (CVV)') }).fill('123')
  const pay = page.getByRole('button', { name: new RegExp(`^${pt('Pay {totalText}').replace('{totalText}', '')}`) })
  await pay.click()

  const refusal = page.getByRole('alert').filter({ hasText: pt('Error processing the card, check the information') })
  await expect(refusal).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.getByRole('textbox', { name: pt('Card number') }).fill('5555555555554444')
  await pay.click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  expect(keys[1]).not.toBe(keys[0])
})

test('the payment methods unlock only once the payer and address are valid; a bad CPF is said under its field', async ({ page, request }) => {
  await newCustomer(page, request, { withAddress: false })
  const trip = await tripWithSeats(request)
  await chooseOnTripPage(page, trip, 0, 1)

  await expect(page.getByText(pt("Fill in the payer's data and address to choose how to pay."))).toBeVisible()
  for (const method of ['Credit card', 'Bank slip (boleto)', 'Pix']) await expect(paymentMethod(page, method)).toBeDisabled()
  await expectNoSeriousViolations(page)

  await page.getByRole('textbox', { name: pt('Zip code (CEP)') }).fill('01310100')
  await page.getByRole('textbox', { name: pt('Address'), exact: true }).fill('Avenida Paulista')
  await page.getByRole('textbox', { name: pt('Number') }).fill('1578')
  await page.getByRole('textbox', { name: pt('Neighborhood') }).fill('Bela Vista')
  await page.getByRole('textbox', { name: pt('City') }).fill('São Paulo')
  await page.getByRole('combobox', { name: pt('State') }).selectOption('SP')
  await expect(paymentMethod(page, 'Pix')).toBeEnabled()

  const cpf = page.getByRole('textbox', { name: pt('CPF') })
  await cpf.fill('11111111112')
  await expect(paymentMethod(page, 'Pix')).toBeDisabled()
  await page.getByRole('button', { name: pt('Place order') }).click()
  await expect(cpf).toBeFocused()
  await expect(cpf).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(pt('Invalid CPF'))).toBeVisible()
  await expectNoSeriousViolations(page)
})

test('boleto: the PDF downloads at once and later from My purchases, and holds the linha digitável; once paid only the receipt and voucher are left', async ({
  customerPage: page,
  request,
}) => {
  const trip = await tripWithSeats(request)
  await chooseOnTripPage(page, trip, 0, 1)

  await paymentMethod(page, 'Bank slip (boleto)').check()
  await expect(page.getByText(pt('Bank slip confirmation may take hours or days.'))).toBeVisible()
  await page.getByRole('button', { name: pt('Generate bank slip') }).click()

  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  const code = (await page.getByTestId('order-code').textContent())!.trim()
  const shown = (await page.getByTestId('digitable-line').textContent())!.trim()
  const digits = shown.replace(/\D/g, '')
  expect(digits).toHaveLength(47)
  expect(shown).toBe(formatDigitableLine(digits))
  await expect(page.getByTestId('boleto-panel').getByText(pt('Bank slip confirmation may take hours or days.'))).toBeVisible()
  await expectNoSeriousViolations(page)

  const readPdf = async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: pt('Download bank slip (PDF)') }).click()])
    expect(download.suggestedFilename()).toBe(`boleto-${code}.pdf`)
    return (await readFile((await download.path())!)).toString('latin1')
  }
  const pdf = await readPdf()
  expect(pdf.startsWith('%PDF-')).toBe(true)
  // The server writes the first slip's linha digitável as the document's Subject, a plain PDF string.
  expect(pdf).toMatch(new RegExp(`/Subject \\(${digits}\\)`))

  await page.goto('/user/myAcquired')
  await page.getByTestId('group-pendingPayment').getByTestId('order-card').filter({ hasText: code }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Order details') })).toBeVisible()
  expect(await readPdf()).toMatch(new RegExp(`/Subject \\(${digits}\\)`))

  // Paid, the page is the receipt and the voucher: nothing that would pay the slip again.
  await payInSandbox(request, code)
  await expectPaidBoletoReceipt(page)
})

test('the checkout says it is online-only when the connection drops', async ({ customerPage: page, request, context }) => {
  const trip = await tripWithSeats(request)
  await chooseOnTripPage(page, trip, 0, 1)
  await context.setOffline(true)
  await expect(page.getByTestId('online-only')).toBeVisible()
  await expect(page.getByTestId('online-only-content')).toHaveAttribute('inert', '')
  await context.setOffline(false)
  await expect(page.getByTestId('online-only')).toHaveCount(0)
})

test('people are 1 to 10 and never more than the seats left', async ({ customerPage: page, request }) => {
  const trip = await tripWithSeats(request)
  await page.goto(`/trip/${trip.slug}`)
  const people = page.getByTestId('trip-options').getByRole('combobox', { name: pt('People') })
  await expect(people.locator('option')).toHaveCount(Math.min(10, trip.seatsLeft))
  await expect(page.getByTestId('seats-left')).toHaveText(ptPlural('{0, plural, one {# seat left} other {# seats left}}', trip.seatsLeft))
})

test('a priced product is bought the same way, from the products page', async ({ customerPage: page }) => {
  await page.goto('/user/marketing')
  const product = page.getByTestId('product').filter({ has: page.getByRole('link', { name: /Seguro viagem/ }) })
  await product.getByRole('link', { name: /Seguro viagem/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()
  await expect(page.getByTestId('order-summary')).toContainText('Seguro viagem')
  await expect(page.getByTestId('order-summary').getByRole('combobox', { name: pt('People') })).toHaveCount(0)
  await paymentMethod(page, 'Pix').check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  await expect(page.getByTestId('order-details')).toContainText(pt('Product'))
})

/** As a visitor, the trip page's last option for 3 people, then "Comprar": the sign-in, carrying that checkout as `redirect`. */
async function buyAsVisitor(page: Page, trip: TripForSale) {
  const option = trip.options.at(-1)!
  await page.goto(`/trip/${trip.slug}`)
  const options = page.getByTestId('trip-options')
  await options.getByRole('radio', { name: new RegExp(escapeRegExp(option.name)) }).check()
  await options.getByRole('combobox', { name: pt('People') }).selectOption('3')
  await expect(options.getByText(pt('You will sign in first and come back to this choice.'))).toBeVisible()
  await options.getByRole('link', { name: pt('Buy') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/signin')
  const back = new URL(new URL(page.url()).searchParams.get('redirect')!, page.url())
  expect(back.pathname).toBe('/user/checkout')
  expect(Object.fromEntries(back.searchParams)).toEqual({ trip: trip.slug, option: String(option.id), people: '3' })
  return option
}

/** On the checkout of `option` for 3 people, with its total. */
async function expectCheckoutOf(page: Page, trip: TripForSale, option: TripForSale['options'][number]) {
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/user/checkout' &&
      url.searchParams.get('trip') === trip.slug &&
      url.searchParams.get('option') === String(option.id) &&
      url.searchParams.get('people') === '3',
  )
  await expect(page.getByTestId('order-total')).toHaveText(brl(option.priceCents * 3))
}

test('a visitor who presses "Comprar" goes to sign in carrying the same choice back to the checkout', async ({ page, request }) => {
  const trip = await tripWithSeats(request)
  const option = await buyAsVisitor(page, trip)

  await signInWithCode(page, demoCustomer)
  await expectCheckoutOf(page, trip, option)
})

test('a new visitor who presses "Comprar" creates an account from the sign-in and, after the mailed code, is on the checkout of the same choice', async ({ page, request }) => {
  const trip = await tripWithSeats(request)
  const option = await buyAsVisitor(page, trip)

  await page.getByRole('link', { name: pt('Create your account') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Create your account') })).toBeVisible()
  // Back to the sign-in and forward again, the choice still rides along.
  await expect(page.getByRole('main').getByRole('link', { name: pt('Sign in'), exact: true })).toHaveAttribute('href', /redirect=/)
  const account = buildSignUp()
  await fillSignUpForm(page, account)
  await enterMailedCode(page, account.email, 0)

  await expectCheckoutOf(page, trip, option)
})

test('on a phone the trip page keeps "Comprar" at the bottom of the screen from the start: it leads to the options, then the checkout; a desktop has no bar', async ({
  customerPage: page,
  request,
}) => {
  const trip = await tripWithSeats(request)
  const fromPrice = Math.min(...trip.options.map((option) => option.priceCents))
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/trip/${trip.slug}`)
  const bar = page.getByTestId('trip-buy-bar')
  const options = page.getByTestId('trip-options')
  await expect(bar).toBeInViewport({ ratio: 1 })
  await expect(bar).toContainText(brl(fromPrice))
  await expect(options).not.toBeInViewport()
  // The page ends above the bar, so the bar never covers its last line.
  const barHeight = (await bar.boundingBox())!.height
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBeGreaterThanOrEqual(barHeight)

  await bar.getByRole('link', { name: pt('Buy') }).click()
  await expect(page.getByRole('heading', { level: 2, name: pt('Options and prices') })).toBeInViewport()
  await options.getByRole('link', { name: pt('Buy') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/user/checkout' && url.searchParams.get('trip') === trip.slug)

  // On a desktop the options sit beside the page (sticky once scrolled past the gallery): no bar.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/trip/${trip.slug}`)
  await expect(options.getByRole('link', { name: pt('Buy') })).toBeVisible()
  await expect(bar).toBeHidden()
})

test('a Pix order whose request got no answer is sent again with the same Idempotency-Key', async ({ customerPage: page, request }) => {
  const trip = await tripWithSeats(request)
  await chooseOnTripPage(page, trip, 0, 1)
  await paymentMethod(page, 'Pix').check()
  await sendPixOrderLosingFirstTry(page, '**/api/orders')
})
