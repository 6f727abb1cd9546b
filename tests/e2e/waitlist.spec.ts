import { mailsTo, nextMailTo, linkOf } from '../support/mail.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { pendingPixOrder } from './fixtures/admin-orders.ts'
import { tripThroughApi } from './fixtures/admin-trips.ts'
import { e2eMailDir } from './fixtures/api.ts'
import { pt } from './fixtures/catalog.ts'
import type { TripForSale } from './fixtures/checkout.ts'
import { expectNoSeriousViolations } from './fixtures/checkout.ts'
import { expect, test } from './fixtures/test.ts'

/** A trip of one seat, taken by another customer's unpaid Pix order: sold out until that order ends. */
async function soldOutTrip(request: Parameters<typeof tripThroughApi>[0]) {
  const made = await tripThroughApi(request, { vacancies: 1 })
  const trip = (await (await request.get(`/api/trips/${made.slug}`)).json()) as TripForSale
  const order = await pendingPixOrder(request, trip)
  return { trip, order }
}

test('a visitor on a sold-out trip is sent to sign in and back to the trip to join its waitlist', async ({ page, request }) => {
  const { trip } = await soldOutTrip(request)

  await page.goto(`/trip/${trip.slug}`)
  const waitlist = page.getByTestId('waitlist')
  await waitlist.getByRole('link', { name: pt('Notify me when a seat frees up') }).click()

  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('redirect') === `/trip/${trip.slug}`)
})

test('join the line of a sold-out option, get the offer by mail when a seat frees, and buy it in the checkout with the seat held', async ({
  customerPage: page,
  customer,
  request,
}) => {
  const { trip, order } = await soldOutTrip(request)
  await page.goto(`/trip/${trip.slug}`)
  const waitlist = page.getByTestId('waitlist')
  await expect(page.getByTestId('sold-out')).toBeVisible()
  await waitlist.getByRole('combobox', { name: pt('People') }).selectOption('1')
  await waitlist.getByRole('button', { name: pt('Notify me when a seat frees up') }).click()
  await expect(waitlist.getByTestId('waitlist-position')).toContainText(/número 1 da lista/)
  // The pressed button is gone: focus is on what took its place, so a screen reader says it.
  await expect(waitlist.getByTestId('waitlist-position')).toBeFocused()
  // Leaving and joining again: each time the focus lands on the new state.
  await waitlist.getByRole('button', { name: pt('Leave the line') }).click()
  await expect(waitlist.getByRole('button', { name: pt('Notify me when a seat frees up') })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(waitlist.getByTestId('waitlist-position')).toBeFocused()
  await expect(waitlist.getByTestId('waitlist-position')).toContainText(/número 1 da lista/)
  await expectNoSeriousViolations(page)

  // The other buyer's order is canceled: its seat frees up and goes to the first in line.
  const seen = (await mailsTo(e2eMailDir(), customer.email)).length
  const canceled = await request.post(`/api/admin/orders/${order.code}/cancel`, { data: { note: 'Lista de espera' }, headers: await adminHeaders(request) })
  expect(canceled.status(), await canceled.text()).toBe(200)
  const mail = await nextMailTo(e2eMailDir(), customer.email, seen)
  expect(mail.subject).toContain(trip.name)
  const link = linkOf(mail, '/user/checkout')

  // The trip shows no seat to anyone: it is held for this customer alone.
  expect(((await (await request.get(`/api/trips/${trip.slug}`)).json()) as TripForSale).seatsLeft).toBe(0)
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()
  await expect(page.getByText(/Vagas reservadas para você até \d{2}:\d{2}/)).toBeVisible()
  await expect(page.getByTestId('offer-countdown')).toHaveText(/^(30:00|29:[0-5]\d)$/)
  await expect(page.getByTestId('order-summary')).toContainText(trip.name)

  await page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()

  // The offer is used: the trip page no longer shows a place in line or an offer.
  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByTestId('sold-out')).toBeVisible()
  await expect(page.getByTestId('waitlist').getByRole('button', { name: pt('Notify me when a seat frees up') })).toBeVisible()
})

test("the admin sees the sold-out trip's waitlist under its manifest: position, who, people and offer state", async ({ adminPage: page, request }) => {
  const list = (await (await request.get('/api/trips?pageSize=50')).json()) as { items: { id: number; seatsLeft: number }[] }
  // The demo's sold-out trip came first: the trips other tests sell out are made after it.
  const soldOut = list.items.filter((trip) => trip.seatsLeft === 0).sort((a, b) => a.id - b.id)[0]
  expect(soldOut, 'the demo data should hold a sold-out trip').toBeDefined()

  await page.goto(`/admin/trips/buyers?tripId=${soldOut!.id}`)
  const waitlist = page.getByRole('table', { name: pt('Waitlist') })
  await expect(waitlist.getByRole('row')).toHaveCount(4)
  const first = waitlist.getByRole('row').nth(1)
  await expect(first).toContainText('@roteiro.demo')
  await expect(first).toContainText(pt('Waiting'))
  await expectNoSeriousViolations(page)
})
