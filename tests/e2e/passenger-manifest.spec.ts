import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { quietTrip } from './fixtures/admin-orders.ts'
import { pt } from './fixtures/catalog.ts'
import { payInSandbox, placeOrder, type TripForSale } from './fixtures/checkout.ts'
import { customerAccount } from './fixtures/customer.ts'
import { expect, test } from './fixtures/test.ts'

/** A new customer's paid order of two on the trip (credited to `sellerCode` when given), with its first traveller filled. */
async function paidOrderWithTraveller(request: APIRequestContext, trip: TripForSale, name: string, sellerCode?: string) {
  const customer = await customerAccount(request, { withAddress: false })
  const order = await placeOrder(request, customer.token, {
    item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 2 },
    payment: { method: 'pix' },
    ...(sellerCode ? { sellerCode } : {}),
  })
  const saved = await request.put(`/api/me/orders/${order.code}/travellers`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { travellers: [{ name, document: { kind: 'passport', number: 'BR998877' }, birthDate: '2014-05-06' }, {}] },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  await payInSandbox(request, order.code)
  return order
}

test('the admin sees the passengers of a trip, one row per traveller with the seat checks, and downloads the carrier’s PDF', async ({ adminPage: page, request }) => {
  const trip = await quietTrip(request)
  const order = await paidOrderWithTraveller(request, trip, 'Conceição São Paio')

  await page.goto(`/admin/trips/buyers?tripId=${trip.id}`)
  await page.getByRole('button', { name: pt('Passengers') }).click()
  await expect(page).toHaveURL(/view=passengers/)
  await expect(page.getByRole('heading', { name: pt('Seat checks') })).toBeVisible()
  const table = page.getByRole('table', { name: pt('Passengers') })
  const rows = table.getByRole('row').filter({ hasText: order.code })
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('Conceição São Paio')
  await expect(rows.first()).toContainText(pt('Minor'))
  await expect(rows.nth(1)).toContainText(pt('Missing: {0}').replace('{0}', ''))
  await expect(page.getByRole('region', { name: pt('Seat checks') }).getByRole('link', { name: order.code })).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: pt('Download PDF') }).click()])
  expect(download.suggestedFilename()).toBe(`passageiros-${trip.slug}.pdf`)
  const pages = await pdfPageTexts(new Uint8Array(await readFile((await download.path())!)))
  const texts = pages.flat()
  expect(texts).toEqual(expect.arrayContaining(['Relação de passageiros', trip.name, 'Conceição São Paio', 'BR998877']))
})

test('the agency sees the travellers of its own sale, and not those of a sale it did not make', async ({ agencyPage: page, agency, request }) => {
  const trip = await quietTrip(request)
  const mine = await paidOrderWithTraveller(request, trip, 'Joana da Conceição', agency.sellerCode)
  const direct = await paidOrderWithTraveller(request, trip, 'Outro Cliente Direto')

  await page.goto('/agency/passengers')
  const section = page.getByRole('region', { name: trip.name })
  await expect(section.getByRole('row').filter({ hasText: mine.code })).toHaveCount(2)
  await expect(section).toContainText('Joana da Conceição')
  await expect(page.getByText(direct.code)).toHaveCount(0)
  await expect(page.getByText('Outro Cliente Direto')).toHaveCount(0)
})
