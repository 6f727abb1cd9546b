import type { APIRequestContext, Page } from '@playwright/test'
import { isAdminPath, isAgencyPath, isOpenPath } from '../../src/domain/access.ts'
import { uniqueSuffix } from '../factories/images.ts'
import { expect, test } from './fixtures/test.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { newAgency } from './fixtures/agency.ts'
import { tripWithSeats, type TripForSale } from './fixtures/checkout.ts'
import { customerAccount, newCustomer } from './fixtures/customer.ts'
import { isSettled, lineCount, routePatterns, sidewaysOverflow } from './fixtures/layout.ts'
import { createLink, demoAgencySession, linkPath, placeGuestOrder } from './fixtures/payment-links.ts'
import { buyTrip } from './fixtures/pwa.ts'
import { startSignedIn } from './fixtures/session.ts'

/** An address with no space or hyphen to break at. */
const longEmail = () => `reservas.${uniqueSuffix()}@agenciadeviagenseturismosolnascentedolitoralnorte.com.br`

/** Every route is checked, and the failure lists each one that scrolls. */
const expectEach = expect.configure({ soft: true })

const pathOf = (url: URL) => url.pathname.replace(/\/$/, '')

type Persona = 'anonymous' | 'customer' | 'agency' | 'admin'

/** Who opens a route, as the access guard lets them (src/domain/access.ts). */
const personaOf = (pattern: string): Persona => (isOpenPath(pattern) ? 'anonymous' : isAdminPath(pattern) ? 'admin' : isAgencyPath(pattern) ? 'agency' : 'customer')

/** The demo trip with the longest name that still sells seats. */
const longestNamedTrip = (request: APIRequestContext) => tripWithSeats(request, (trip) => trip.name.length >= 55)

/** The URLs a route is opened at, its parameters filled with real data; every other route is opened as it is. */
type Visits = Record<string, string[]>

/**
 * Opens every route of the URL map (the build's route-paths.json, so a new route is walked too)
 * that `persona` may open, at 390 px then 1280 px, and fails on any that scrolls sideways, naming
 * the elements past the window's edge.
 */
async function expectNoSidewaysScroll(page: Page, persona: Persona, visits: Visits) {
  const patterns = routePatterns().filter((pattern) => personaOf(pattern) === persona)
  const unfilled = patterns.filter((pattern) => pattern.includes('$') && !visits[pattern])
  expect(unfilled, 'routes with a parameter the test does not fill').toEqual([])
  for (const url of patterns.flatMap((pattern) => visits[pattern] ?? [pattern])) {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url)
    await expect.poll(() => isSettled(page), { message: `${url} shows its data` }).toBe(true)
    await expect(page, `${url} stays open to ${persona}`).toHaveURL((address) => pathOf(address) === pathOf(new URL(url, address)))
    await expectEach.poll(() => sidewaysOverflow(page), { message: `${url} at 390 px scrolls sideways` }).toBe('')
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectEach.poll(() => sidewaysOverflow(page), { message: `${url} at 1280 px scrolls sideways` }).toBe('')
  }
}

/** A payment link of the longest trip name for a customer with a long name and email. */
const linkForLongEmail = (request: APIRequestContext, agency: { token: string }, trip: TripForSale) =>
  createLink(request, agency, {
    item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 },
    customer: { name: 'Maria Aparecida dos Santos Oliveira', email: longEmail() },
  })

const tripVisits = (trip: TripForSale) => ({ '/trip/$name': [`/trip/${trip.slug}`] })

test('no public or sign-in screen scrolls sideways at 390 or 1280 px, with the longest trip name and a payment link', async ({ page, request }) => {
  const trip = await longestNamedTrip(request)
  const agency = await demoAgencySession(request)
  const link = await linkForLongEmail(request, agency, trip)
  const order = await placeGuestOrder(request, await createLink(request, agency, { item: link.item }))
  await expectNoSidewaysScroll(page, 'anonymous', {
    ...tripVisits(trip),
    '/externalPayment': [linkPath(link)],
    '/external-post-checkout': [`/external-post-checkout?order=${order.code}&token=${order.accessToken}`],
  })
})

test("no customer screen scrolls sideways at 390 or 1280 px, with a long email and the longest trip name's order", async ({ page, request }) => {
  const customer = await newCustomer(page, request, { email: longEmail() })
  const trip = await longestNamedTrip(request)
  const bought = await buyTrip(request, customer, trip.slug)
  await expectNoSidewaysScroll(page, 'customer', {
    '/user/myAcquired/': ['/user/myAcquired/', `/user/myAcquired/?order=${bought.code}`],
    '/user/checkout/': [`/user/checkout/?trip=${trip.slug}&option=${trip.options[0]!.id}&people=1`],
    '/user/checkout/post-checkout': [`/user/checkout/post-checkout?code=${bought.code}`],
  })
})

test('no agency screen scrolls sideways at 390 or 1280 px, with the demo agency’s sales and a link for a long email', async ({ page, request }) => {
  const agency = await demoAgencySession(request)
  await linkForLongEmail(request, agency, await longestNamedTrip(request))
  await startSignedIn(page, agency)
  await expectNoSidewaysScroll(page, 'agency', {})
})

test('no admin screen scrolls sideways at 390 or 1280 px, with a long email on an order of the longest trip name', async ({ adminPage: page, request }) => {
  const buyer = await customerAccount(request, { email: longEmail() })
  const trip = await longestNamedTrip(request)
  const bought = await buyTrip(request, buyer, trip.slug)
  const fullest = await request.get('/api/admin/trips?sort=seatsLeft&pageSize=1', { headers: await adminHeaders(request) })
  const [full] = ((await fullest.json()) as { items: { id: number }[] }).items
  await expectNoSidewaysScroll(page, 'admin', {
    '/admin/orders/details': [`/admin/orders/details?code=${bought.code}`],
    '/admin/trips/manage': [`/admin/trips/manage?id=${trip.id}`],
    '/admin/trips/buyers': [`/admin/trips/buyers?tripId=${full!.id}`],
  })
})

const lists = ['/admin/trips', '/admin/orders', '/admin/users', '/admin/users/agencies', '/admin/banner', '/admin/products', '/admin/tripTips']

test('on a 1280 px laptop every admin list fits the page: no table scrolls sideways, even with a long email in it, and no CPF breaks across lines', async ({
  adminPage: page,
  request,
}) => {
  await newAgency(request, { approved: false, email: longEmail() })
  // The manifest of the fullest trip: the demo sales fill it.
  const fullest = await request.get('/api/admin/trips?sort=seatsLeft&pageSize=1', { headers: await adminHeaders(request) })
  const [trip] = ((await fullest.json()) as { items: { id: number }[] }).items
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of [...lists, `/admin/trips/buyers?tripId=${trip!.id}`]) {
    await page.goto(path)
    const table = page.getByRole('table').first()
    await expect(table.getByRole('row').nth(1), path).toBeVisible()
    const { width, scrollWidth } = await table.evaluate((element) => ({ width: element.parentElement!.clientWidth, scrollWidth: element.scrollWidth }))
    expect(scrollWidth, path).toBeLessThanOrEqual(width)
    for (const cpf of await table.getByRole('cell', { name: /^\d{3}\.\d{3}\.\d{3}-\d{2}$/ }).all()) {
      expect(await lineCount(cpf), `${path}: ${await cpf.textContent()}`).toBe(1)
    }
  }
})

test('on a 390 px phone an agency card keeps a long email inside the screen', async ({ adminPage: page, request }) => {
  const { email } = await newAgency(request, { approved: false, email: longEmail() })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/admin/users/agencies?q=${encodeURIComponent(email)}`)
  const card = page.getByRole('listitem').filter({ hasText: email.slice(0, 20) })
  await expect(card).toBeVisible()
  const screen = await page.evaluate(() => ({ width: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth }))
  expect(screen.scrollWidth).toBeLessThanOrEqual(screen.width)
  const [address, cardBox] = [await card.getByText(email).boundingBox(), await card.boundingBox()]
  expect(address!.x + address!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
})
