import type { APIRequestContext, Page } from '@playwright/test'
import type { CommissionStatement } from '../../src/domain/commission.ts'
import { pt } from './fixtures/catalog.ts'
import { payInSandbox, tripWithSeats, type TripForSale } from './fixtures/checkout.ts'
import { newAgency, type ApprovedAgency } from './fixtures/agency.ts'
import { expect, test } from './fixtures/test.ts'
import { adminToken } from './fixtures/admin.ts'

/**
 * Seller attribution (issue 13): a trip link with `?seller=CODE` is remembered on the device for
 * 30 days and taken off the address, shown at checkout ("Sold by …", removable), a code can be
 * typed by hand, an unknown one is the field's error, and the paid order is credited to the
 * agency of the code (its statement in the admin's commissions).
 */

const SELLER_KEY = 'roteiro.seller'

let agency: Promise<ApprovedAgency> | undefined
const theAgency = (request: APIRequestContext) => (agency ??= newAgency(request))

const remembered = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { code: string; savedAt: string } | null, SELLER_KEY)

async function openCheckout(page: Page, trip: TripForSale) {
  await page.goto(`/user/checkout?trip=${trip.slug}&option=${trip.options[0]!.id}&people=1`)
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()
}

/** Pix for the prefilled payer; answers the body sent to POST /api/orders. */
async function placePix(page: Page): Promise<Record<string, unknown>> {
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders')
  await page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  return JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>
}

const soldBy = (code: string) => pt('Sold by {seller}').replace('{seller}', code)

async function statementOf(request: APIRequestContext, agencyId: number): Promise<CommissionStatement> {
  const answer = await request.get(`/api/admin/commissions/${agencyId}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } })
  expect(answer.status(), await answer.text()).toBe(200)
  return (await answer.json()) as CommissionStatement
}

test('a trip link with ?seller= is remembered and taken off the address, shown at checkout, sent with the order, and the paid order is credited to the agency', async ({
  customerPage: page,
  request,
}) => {
  const seller = await theAgency(request)
  const trip = await tripWithSeats(request)

  await page.goto(`/trip/${trip.slug}?seller=${seller.sellerCode.toLowerCase()}`)
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === `/trip/${trip.slug}` && !url.searchParams.has('seller'))
  const saved = await remembered(page)
  expect(saved?.code).toBe(seller.sellerCode)
  expect(Date.now() - Date.parse(saved!.savedAt)).toBeLessThan(60_000)

  // Other pages do not carry it along; the checkout shows it.
  await page
    .getByRole('link', { name: pt('Trips') })
    .first()
    .click()
  await expect(page).toHaveURL((url) => url.pathname === '/trips' && !url.search.includes('seller'))
  await openCheckout(page, trip)
  await expect(page.getByTestId('seller-attribution')).toContainText(soldBy(seller.sellerCode))

  const body = await placePix(page)
  expect(body.sellerCode).toBe(seller.sellerCode)
  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  const code = (await page.getByTestId('order-code').textContent())!.trim()
  await payInSandbox(request, code)
  await expect(page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible({ timeout: 15_000 })

  const statement = await statementOf(request, seller.user.id)
  expect(statement.entries.find((entry) => entry.code === code)).toMatchObject({ kind: 'sale', channel: 'seller-code', commissionBasisPoints: 1000 })
})

test('the remembered seller can be removed at checkout, and a code older than 30 days is dropped', async ({ customerPage: page, request }) => {
  const seller = await theAgency(request)
  const trip = await tripWithSeats(request)

  await page.goto(`/trip/${trip.slug}?seller=${seller.sellerCode}`)
  await expect(page).toHaveURL((url) => !url.searchParams.has('seller'))
  await openCheckout(page, trip)
  const attribution = page.getByTestId('seller-attribution')
  await expect(attribution).toContainText(soldBy(seller.sellerCode))
  await attribution.getByRole('button', { name: pt('Remove') }).click()
  await expect(attribution).toHaveCount(0)
  const field = page.getByRole('textbox', { name: pt('Seller code') })
  await expect(field).toHaveValue('')
  await expect(field).toBeFocused()
  expect(await remembered(page)).toBeNull()
  const body = await placePix(page)
  expect(body).not.toHaveProperty('sellerCode')
  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()

  // Saved 31 days ago: gone at the next checkout.
  await page.evaluate(
    ([key, code]) => localStorage.setItem(key!, JSON.stringify({ code, savedAt: new Date(Date.now() - 31 * 86_400_000).toISOString() })),
    [SELLER_KEY, seller.sellerCode],
  )
  await openCheckout(page, trip)
  await expect(page.getByRole('textbox', { name: pt('Seller code') })).toBeVisible()
  await expect(page.getByTestId('seller-attribution')).toHaveCount(0)
  expect(await remembered(page)).toBeNull()
})

test('a seller code typed by hand: an unknown one is the field error, the agency one goes with the order', async ({ customerPage: page, request }) => {
  const seller = await theAgency(request)
  const trip = await tripWithSeats(request)
  await openCheckout(page, trip)

  const field = page.getByRole('textbox', { name: pt('Seller code') })
  await field.fill('zzzz9999')
  await expect(field).toHaveValue('ZZZZ9999')
  const refused = await placePix(page)
  expect(refused.sellerCode).toBe('ZZZZ9999')
  await expect(page.getByText(pt('Unknown seller code'))).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL((url) => url.pathname === '/user/checkout')

  await field.fill(seller.sellerCode)
  await expect(page.getByText(pt('Unknown seller code'))).toHaveCount(0)
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders')
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ sellerCode: seller.sellerCode })
  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
})
