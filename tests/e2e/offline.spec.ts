import { offlineReadyAfterLoad } from '../../scripts/lib/offline-ready.ts'
import { pt } from './fixtures/catalog.ts'
import { listTrips } from './fixtures/catalogue.ts'
import { newCustomer } from './fixtures/customer.ts'
import { waitForServiceWorker, waitUntilPersisted } from './fixtures/pwa.ts'
import { admin, customer } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'

// Each test installs the service worker, browses online, then again offline: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

/**
 * Offline after one online visit (docs/OFFLINE.md): what was seen opens from the device, what
 * was not says it will open once the network is back, and the online-only screens say so.
 * `context.setOffline(true)` cuts the page and its service worker off the network.
 */

test('after one online visit, home, a visited trip, /trips with its filters and the tips open offline', async ({ page, context, request }) => {
  const international = await listTrips(request, { classification: 2, pageSize: 12 })
  const visited = international.items[0]!
  await page.goto('/')
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: pt('Where do you want to go?') })).toBeVisible()

  await page.goto('/trips?classification=2')
  const cardTitles = page.getByTestId('trip-card').getByRole('heading')
  await expect(cardTitles).toHaveText(international.items.map((trip) => trip.name))
  await cardTitles.first().click()
  await expect(page.getByRole('heading', { level: 1, name: visited.name })).toBeVisible()
  await page
    .getByRole('link', { name: pt('Travel tips') })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Travel tips') })).toBeVisible()
  const tipTitles = await page.getByTestId('tip').getByRole('heading').allInnerTexts()
  await waitUntilPersisted(page, 'tips')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: pt('Travel tips') })).toBeVisible()
  await expect(page.getByTestId('tip').getByRole('heading')).toHaveText(tipTitles)
  await expect(page.getByTestId('offline-indicator')).toHaveText(pt('You are offline. Showing what is saved on this device.'))

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: pt('Where do you want to go?') })).toBeVisible()
  await expect(page.getByTestId('trip-card').first()).toBeVisible()

  await page.goto(`/trip/${visited.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: visited.name })).toBeVisible()
  await expect(page.getByTestId('trip-schedule')).toBeVisible()
  // The photo itself, from the image cache: the offline placeholder is a small drawing, the photos are 480 px wide or more.
  const photo = page.getByTestId('trip-gallery').locator('img').first()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThanOrEqual(480)

  await page.goto('/trips?classification=2')
  await expect(cardTitles).toHaveText(international.items.map((trip) => trip.name))
  await expect(page.getByTestId('offline-state')).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  // Issue 30: the link opened on a bus; the signal goes a few seconds later.
  test('a shared trip link gets ready to go offline by itself, and the trip and the catalogue then open with the network off', async ({ page, context, request }) => {
    const trip = (await listTrips(request, { pageSize: 1 })).items[0]!
    const featured = await listTrips(request, { featured: 'true', pageSize: 9 })
    await page.goto(`/trip/${trip.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible()
    // Ready with no further step of the traveller's. How soon is the bench's figure (≤ 3 s, `npm run bench --
    // offline-ready`): held here it failed at 3.15 s on the shared machine while the bench's median was 2.3–2.6 s.
    const readyMs = await offlineReadyAfterLoad(page, { limitMs: 15_000 })
    test.info().annotations.push({ type: 'offline-ready after load (ms)', description: String(Math.round(readyMs)) })
    // The home and the trip list were never opened: the page keeps them once the worker holds it.
    await waitUntilPersisted(page, 'banners')

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible()
    await expect(page.getByTestId('trip-schedule')).toBeVisible()
    await expect(page.getByTestId('offline-state')).toHaveCount(0)

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: pt('Where do you want to go?') })).toBeVisible()
    await expect(page.getByTestId('trip-card').getByRole('heading')).toHaveText(featured.items.map((item) => item.name))
    await page.goto('/trips')
    await expect(page.getByRole('heading', { level: 1, name: pt('Trips') })).toBeVisible()
    await expect(page.getByTestId('trip-card').first()).toBeVisible()
    await expect(page.getByTestId('offline-state')).toHaveCount(0)
  })
})

test('a trip never opened says it will be available back online, and opens by itself when the network returns', async ({ page, context, request }) => {
  const { items } = await listTrips(request, { pageSize: 50 })
  const unvisited = items.at(-1)!
  await page.goto('/')
  await waitForServiceWorker(page)
  await waitUntilPersisted(page, 'banners')

  await context.setOffline(true)
  await page.goto(`/trip/${unvisited.slug}`)
  const state = page.getByTestId('offline-state')
  await expect(state.getByRole('heading', { level: 1, name: pt("Available when you're back online") })).toBeVisible()
  await expect(state.getByRole('link', { name: pt('Back to the home page') })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: unvisited.name })).toHaveCount(0)

  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: unvisited.name })).toBeVisible()
  await expect(state).toHaveCount(0)
  await expect(page.getByTestId('offline-indicator')).toHaveText('')
})

test('the institutional pages open offline: their text catalog is in the precache', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.goto('/aboutUs')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('offline-state')).toHaveCount(0)
  await expect(page.getByTestId('error-page')).toHaveCount(0)
})

test('checkout and an admin page opened offline say they are online-only, before any call to the API', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  const notice = page.getByTestId('online-only')

  // The guard only reads the session, and offline no API call can refuse the made-up token.
  await page.evaluate((session) => localStorage.setItem('main', session), JSON.stringify({ user: customer, token: 'x' }))
  await page.goto('/user/checkout')
  await expect(notice.getByText(pt('Available only online'))).toBeVisible()
  await expect(page.getByTestId('online-only-content')).toHaveCount(0)

  await page.evaluate((session) => localStorage.setItem('main', session), JSON.stringify({ user: admin, token: 'x' }))
  await page.goto('/admin/banner')
  await expect(notice.getByText(pt('Available only online'))).toBeVisible()
  await expect(page.getByRole('navigation', { name: pt('Administration') })).toBeVisible()
  await expect(page.getByTestId('online-only-content')).toHaveCount(0)
})

test('an online-only screen that loses the network stays on screen but cannot be used, and comes back with it', async ({ page, context, request }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  // A real account: online, the checkout asks the API for the profile, which refuses a made-up token.
  await newCustomer(page, request, { withAddress: false })
  await page.goto('/user/checkout')
  const content = page.getByTestId('online-only-content')
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('online-only')).toHaveCount(0)
  await expect(content).not.toHaveAttribute('inert')

  await context.setOffline(true)
  await expect(page.getByTestId('online-only').getByText(pt('Available only online'))).toBeVisible()
  await expect(content).toHaveAttribute('inert', '')
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByTestId('online-only')).toHaveCount(0)
  await expect(content).not.toHaveAttribute('inert')
})
