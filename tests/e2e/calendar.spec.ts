import { readFile } from 'node:fs/promises'
import { pt } from './fixtures/catalog.ts'
import { expectNoSeriousViolations, placeOrder, tripWithSeats } from './fixtures/checkout.ts'
import { expect, test } from './fixtures/test.ts'

/** A confirmed trip in the buyer's calendar: the order's "Add to calendar" file, and the account's private feed in the profile. */

const paidByCard = { payment: { method: 'card' as const, installments: 1 }, cardNumber: '4111111111111111' }

test('"Add to calendar" on a confirmed trip saves its .ics: the trip and its departure, with the order code', async ({ customerPage: page, request, customer }) => {
  const trip = await tripWithSeats(request)
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 }, ...paidByCard })
  expect(order.status).toBe('paid')
  await page.goto(`/user/myAcquired?order=${order.code}`)

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: pt('Add to calendar') }).click()])

  expect(download.suggestedFilename()).toBe(`roteiro-${order.code}.ics`)
  const ics = await readFile((await download.path())!, 'utf8')
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(2)
  expect(ics).toContain(`UID:${order.code}-trip@`)
  expect(ics).toContain(`UID:${order.code}-departure@`)
  expect(ics.replace(/\r\n /g, '')).toContain(`Pedido ${order.code}`)
  expect(ics).toContain('BEGIN:VALARM')
})

test("the profile's calendar feed opens without signing in, lists the confirmed trip, and a reset kills the old link", async ({ customerPage: page, request, customer }) => {
  const trip = await tripWithSeats(request)
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 }, ...paidByCard })
  await page.goto('/user/profile')
  const section = page.getByRole('region', { name: pt("Subscribe to your trips' calendar") })
  const link = section.getByRole('textbox', { name: pt('Calendar link') })
  await expect(link).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/)
  const first = new URL(await link.inputValue())
  await expectNoSeriousViolations(page)
  await expect(section.getByRole('link', { name: pt('Open in my calendar app') })).toHaveAttribute('href', `webcal://${first.host}${first.pathname}`)

  const feed = await request.get(first.pathname)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await feed.text()).toContain(`UID:${order.code}-trip@`)

  await section.getByRole('button', { name: pt('Reset link') }).click()
  await page
    .getByRole('alertdialog', { name: pt('Reset the calendar link?') })
    .getByRole('button', { name: pt('Reset link') })
    .click()
  await expect(link).not.toHaveValue(first.href)
  expect((await request.get(first.pathname)).status()).toBe(404)
  expect((await request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200)
})
