import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { commissionOf, type CommissionStatement } from '../../src/domain/commission.ts'
import { saoPauloDate } from '../../src/domain/order-status.ts'
import { adminHeaders, adminToken } from './fixtures/admin.ts'
import { newAgency, type ApprovedAgency } from './fixtures/agency.ts'
import { pt } from './fixtures/catalog.ts'
import { brl, expectNoSeriousViolations, payInSandbox, placeOrder, tripWithSeats } from './fixtures/checkout.ts'
import { expect, test } from './fixtures/test.ts'

interface AgencyWithSale extends ApprovedAgency {
  code: string
  salesCents: number
  commissionCents: number
}

/**
 * An approved agency of the test's own (fixtures/agency.ts) at `percent` and one paid order
 * credited to it by its seller code (placed by the demo admin, paid through the sandbox
 * control): it shows in this month's commissions.
 */
async function agencyWithSale(request: APIRequestContext, percent: number): Promise<AgencyWithSale> {
  const agency = await newAgency(request, { percent })
  const order = await paidSaleOf(request, agency.sellerCode)
  return { ...agency, code: order.code, salesCents: order.amountCents, commissionCents: commissionOf(order.amountCents, Math.round(percent * 100)) }
}

/** A Pix order of one seat by the demo admin with the seller code, paid through the sandbox control. */
async function paidSaleOf(request: APIRequestContext, sellerCode: string) {
  const trip = await tripWithSeats(request)
  const order = await placeOrder(request, await adminToken(request), {
    item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 },
    payment: { method: 'pix' },
    sellerCode,
  })
  await payInSandbox(request, order.code)
  return order
}

/** Another paid sale by the agency's code, then refunded by the admin: a sale and its reversal in this month. */
async function refundedSale(request: APIRequestContext, agency: AgencyWithSale) {
  const order = await paidSaleOf(request, agency.sellerCode)
  const refunded = await request.post(`/api/admin/orders/${order.code}/refund`, { headers: await adminHeaders(request), data: { note: 'e2e' } })
  expect(refunded.status(), await refunded.text()).toBe(200)
  return order
}

/** The value shown under a term of a figures list ("Saldo" → "R$ 12,34"). */
const figure = (scope: Locator, term: string) => scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')

/** A table fits its box: it does not scroll inside it (tests/e2e/admin-layout.spec.ts). */
async function expectTableFits(table: Locator, where: string) {
  await expect(table.getByRole('row').nth(1), where).toBeVisible()
  const { width, scrollWidth } = await table.evaluate((element) => ({ width: element.parentElement!.clientWidth, scrollWidth: element.scrollWidth }))
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(width)
}

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { width, scrollWidth } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth }))
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(width)
}

test('the admin sees an agency’s month, drills down to its order, records a payout that lowers the balance, and downloads the CSV', async ({ adminPage: page, request }) => {
  const agency = await agencyWithSale(request, 10)
  const refunded = await refundedSale(request, agency)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/admin/comissions')

  await expect(page.getByRole('heading', { level: 1, name: pt('Commissions') })).toBeVisible()
  await expect(page.getByLabel(pt('Month'), { exact: true })).toHaveValue(saoPauloDate(new Date()).slice(0, 7))
  await page.getByLabel(pt('Search by agency or seller code')).fill(agency.sellerCode)
  const table = page.getByRole('table', { name: pt('Commissions by agency') })
  const row = table.getByRole('row').filter({ hasText: agency.name })
  await expect(row).toHaveCount(1)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(row.getByRole('cell', { name: brl(agency.salesCents), exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: brl(agency.commissionCents), exact: true })).toHaveCount(2)
  await expectTableFits(table, 'the commissions list at 1280 px')
  await expectNoSidewaysScroll(page, 'the commissions list at 1280 px')

  await row.getByRole('button', { name: pt('Statement of {name}').replace('{name}', agency.name) }).click()
  await expect(page).toHaveURL(/agency=\d+/)
  const statement = page.getByRole('region', { name: pt('Statement of {name}').replace('{name}', agency.name) })
  await expect(figure(statement, pt('Balance'))).toHaveText(brl(agency.commissionCents))
  const entries = statement.getByRole('table', { name: pt('Orders of the month') })
  const entry = entries.getByRole('row').filter({ hasText: agency.code })
  await expect(entry.getByText(pt('Sale'), { exact: true })).toBeVisible()
  await expect(entry.getByText(brl(agency.commissionCents))).toBeVisible()
  await expect(statement.getByText(pt('No payout recorded for this month.'))).toBeVisible()
  // The refunded order: its sale, and its reversal marked and negative; the month's figures net them out.
  const refundedRows = entries.getByRole('row').filter({ hasText: refunded.code })
  await expect(refundedRows).toHaveCount(2)
  const reversal = refundedRows.filter({ hasText: pt('Reversal') })
  await expect(reversal.getByText(`− ${brl(refunded.amountCents)}`)).toBeVisible()
  await expect(figure(statement, pt('Paid orders'))).toHaveText('1')
  await expect(figure(statement, pt('Sales'))).toHaveText(brl(agency.salesCents))
  await expectTableFits(entries, 'the statement at 1280 px')
  await expectNoSidewaysScroll(page, 'the statement at 1280 px')
  await expectNoSeriousViolations(page)

  // A payout of part of the balance: the rest is still owed.
  const payoutCents = Math.min(100, agency.commissionCents - 1)
  const form = statement.getByRole('form', { name: pt('Record a payout') })
  await expect(form.getByLabel(pt('Amount (R$)'))).toHaveValue(brl(agency.commissionCents).replace('R$ ', ''))
  await form.getByLabel(pt('Amount (R$)')).fill('0')
  await form.getByRole('button', { name: pt('Record payout') }).click()
  await expect(form.getByText(pt('The amount must be more than R$ 0,00'))).toBeVisible()
  await form.getByLabel(pt('Amount (R$)')).fill(brl(payoutCents).replace('R$ ', ''))
  await form.getByLabel(pt('Note')).fill('PIX e2e')
  // The first answer is lost on the way back (the server recorded the payout); the admin sends the
  // same form again: it goes under the same Idempotency-Key and the agency is paid once (issue 25, finding 6).
  const keys: (string | undefined)[] = []
  await page.route(
    '**/api/admin/commissions/payouts',
    async (route) => {
      await route.fetch()
      await route.abort('connectionreset')
    },
    { times: 1 },
  )
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/admin/commissions/payouts')) keys.push(sent.headers()['idempotency-key'])
  })
  await form.getByRole('button', { name: pt('Record payout') }).click()
  await expect.poll(() => keys.length).toBe(1)
  await expect(form.getByRole('button', { name: pt('Record payout') })).toBeEnabled()
  await form.getByRole('button', { name: pt('Record payout') }).click()
  await expect.poll(() => keys.length).toBe(2)
  expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/)
  expect(keys[1]).toBe(keys[0])
  await expect(page.getByText(pt('Payout of {amount} to {agencyName} recorded').replace('{amount}', brl(payoutCents)).replace('{agencyName}', agency.name))).toBeVisible()
  await expect(figure(statement, pt('Paid out'))).toHaveText(brl(payoutCents))
  await expect(figure(statement, pt('Balance'))).toHaveText(brl(agency.commissionCents - payoutCents))
  await expect(
    statement
      .getByRole('table', { name: pt('Payouts') })
      .getByRole('row')
      .filter({ hasText: 'PIX e2e' }),
  ).toContainText(brl(payoutCents))
  await expect(row.getByRole('cell', { name: brl(agency.commissionCents - payoutCents), exact: true })).toBeVisible()

  // The order's code opens the order.
  await entry.getByRole('link', { name: agency.code }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/orders/details\\?code=${agency.code}`))
  await page.goBack()

  await page.getByLabel(pt('Search by agency or seller code')).fill(agency.sellerCode)
  await expect(table.getByRole('row')).toHaveCount(2)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: pt('Download CSV') }).click()
  const file = await download
  const month = saoPauloDate(new Date()).slice(0, 7)
  expect(file.suggestedFilename()).toContain(month)
  const csv = await readFile((await file.path())!, 'utf8')
  const line = csv.split(/\r?\n/).find((text) => text.includes(agency.name))
  expect(line, csv).toBeDefined()
  expect(line).toContain(agency.sellerCode)

  // On a phone the list and the statement turn into cards; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(page.url())
  await expect(page.getByRole('heading', { level: 1, name: pt('Commissions') })).toBeVisible()
  await expect(page.getByRole('list', { name: pt('Orders of the month') }).getByText(agency.code)).toBeVisible()
  await expectNoSidewaysScroll(page, 'the commissions screen at 390 px')
})

test('an agency sees its own statement at /agency/commissions, and no other agency’s', async ({ page, request }) => {
  const own = await agencyWithSale(request, 12.5)
  const other = await agencyWithSale(request, 10)

  // The API answers the agency's own line and statement only.
  const headers = { Authorization: `Bearer ${own.token}` }
  const line = await request.get('/api/agency/commissions', { headers })
  expect(line.status(), await line.text()).toBe(200)
  expect(await line.json()).toMatchObject({ agencyId: own.user.id, orders: 1, salesCents: own.salesCents, commissionCents: own.commissionCents })
  const statement = (await (await request.get('/api/agency/commissions/statement', { headers })).json()) as CommissionStatement
  expect(statement.entries.map((entry) => entry.code)).toEqual([own.code])

  await page.addInitScript((value) => window.localStorage.setItem('main', value), JSON.stringify({ user: own.user, token: own.token }))
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/agency/commissions')
  await expect(page.getByRole('heading', { level: 1, name: pt('My commissions') })).toBeVisible()
  await expect(page.getByLabel(pt('Month'), { exact: true })).toHaveValue(saoPauloDate(new Date()).slice(0, 7))
  const figures = page.locator(`dl[aria-label^="${pt('Your figures for {monthName}').split('{monthName}')[0]}"]`)
  await expect(figure(figures, pt('Commission due'))).toHaveText(brl(own.commissionCents))
  await expect(figure(figures, pt('Balance'))).toHaveText(brl(own.commissionCents))
  const orders = page.getByRole('list', { name: pt('Orders of the month') })
  await expect(orders.getByText(own.code)).toBeVisible()
  await expect(orders.getByText('12,5%')).toBeVisible()
  await expect(page.getByText(other.code)).toHaveCount(0)
  await expect(page.getByText(other.name)).toHaveCount(0)
  await expectNoSidewaysScroll(page, '/agency/commissions at 390 px')
  await expectNoSeriousViolations(page)

  // The month before holds nothing of this new agency.
  await page.getByRole('button', { name: new RegExp(pt('Previous month: {previousName}').replace('{previousName}', '')) }).click()
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/)
  await expect(page.getByText(pt('No order counted in this month.'))).toBeVisible()

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/agency/commissions')
  await expect(page.getByRole('table', { name: pt('Orders of the month') }).getByText(own.code)).toBeVisible()
  await expectNoSidewaysScroll(page, '/agency/commissions at 1280 px')
})
