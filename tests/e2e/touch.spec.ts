import type { APIRequestContext, Page } from '@playwright/test'
import { seriousViolations } from './fixtures/axe.ts'
import { pt } from './fixtures/catalog.ts'
import { listTrips } from './fixtures/catalogue.ts'
import { expect, test } from './fixtures/test.ts'
import { centreOf, Fingers } from './fixtures/touch.ts'

/**
 * A phone's finger on the carousel, the gallery and a bottom sheet (issue 30): framer-motion loads
 * at the page's first touch, so each test touches the page first and then swipes.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

async function demoBanners(request: APIRequestContext) {
  const response = await request.get('/api/banners')
  expect(response.status()).toBe(200)
  const banners = (await response.json()) as { title: string }[]
  expect(banners.length, 'the demo data should hold two banners or more').toBeGreaterThanOrEqual(2)
  return banners
}

/** A demo trip with three photos or more. */
async function tripWithPhotos(request: APIRequestContext) {
  const { items } = await listTrips(request, { pageSize: 50 })
  for (const { slug } of items) {
    const trip = (await (await request.get(`/api/trips/${slug}`)).json()) as { name: string; images: unknown[] }
    if (trip.images.length >= 3) return { slug, name: trip.name, photos: trip.images.length }
  }
  throw new Error('the demo data should hold a trip with three photos or more')
}

async function expectNoSeriousViolation(page: Page) {
  const { count, report } = await seriousViolations(page)
  expect(count, report).toBe(0)
}

const highlight = (position: number, title: string) => pt('Show highlight {0}: {1}').replace('{0}', String(position)).replace('{1}', title)
const photoOf = (position: number, total: number) => pt('Photo {position} of {total}').replace('{position}', String(position)).replace('{total}', String(total))

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`the home carousel follows a finger to the next highlight and back (reduced motion: ${reducedMotion})`, async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion })
    const banners = await demoBanners(request)
    const fingers = await Fingers.on(page)
    await page.goto('/')
    const carousel = page.getByTestId('banners')
    await fingers.tap(await centreOf(page.getByRole('heading', { level: 1 })))
    // Every slide is drawn once the touch parts are there, to follow the finger.
    await expect(carousel.getByRole('heading', { level: 2, includeHidden: true })).toHaveCount(banners.length)
    await expectNoSeriousViolation(page)

    const centre = await centreOf(carousel)
    let shown = -1
    // The finger on it stops the turning; which one shows is read then.
    await fingers.swipe({ x: centre.x + 120, y: centre.y }, { x: centre.x - 120, y: centre.y }, async () => {
      shown = await carousel.getByRole('button').evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'))
    })
    expect(shown).toBeGreaterThanOrEqual(0)
    const next = Math.min(shown + 1, banners.length - 1)
    expect(next, 'a highlight after the one shown').toBeGreaterThan(shown)
    await expect(carousel.getByRole('button', { name: highlight(next + 1, banners[next]!.title) })).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('heading', { level: 2, name: banners[next]!.title })).toBeInViewport({ ratio: 0.9 })
    await expect(carousel.getByRole('heading', { level: 2, name: banners[shown]!.title, includeHidden: true })).not.toBeInViewport()

    await fingers.swipe({ x: centre.x - 120, y: centre.y }, { x: centre.x + 120, y: centre.y })
    await expect(carousel.getByRole('button', { name: highlight(shown + 1, banners[shown]!.title) })).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('heading', { level: 2, name: banners[shown]!.title })).toBeInViewport({ ratio: 0.9 })
    // The buttons still work.
    await carousel.getByRole('button', { name: highlight(next + 1, banners[next]!.title) }).click()
    await expect(carousel.getByRole('heading', { level: 2, name: banners[next]!.title })).toBeInViewport({ ratio: 0.9 })
  })
}

test("the trip's photos open full screen, swipe to the next, zoom with a double tap or a pinch, and pan", async ({ page, request }) => {
  const trip = await tripWithPhotos(request)
  const fingers = await Fingers.on(page)
  await page.goto(`/trip/${trip.slug}`)
  await fingers.tap(await centreOf(page.getByRole('heading', { level: 1, name: trip.name })))
  const opener = page.getByRole('button', { name: pt('Open photo {position} of {total} full screen').replace('{position}', '1').replace('{total}', String(trip.photos)) })
  await opener.click()

  const viewer = page.getByRole('dialog', { name: pt('Photos') })
  await expect(viewer.getByText(photoOf(1, trip.photos))).toBeVisible()
  await expectNoSeriousViolation(page)
  const photos = viewer.getByRole('img', { includeHidden: true })
  const centre = await centreOf(viewer.getByRole('img').first())
  await fingers.swipe({ x: centre.x + 120, y: centre.y }, { x: centre.x - 120, y: centre.y })
  await expect(viewer.getByText(photoOf(2, trip.photos))).toBeVisible()
  const second = photos.nth(1)
  await expect(second).toBeInViewport({ ratio: 0.9 })

  // A double tap zooms the photo past the screen's width; a finger then pans it instead of turning the photo.
  const zoom = viewer.getByRole('button', { name: pt('Zoom') })
  await fingers.tap(centre)
  await fingers.tap(centre)
  await expect(zoom).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(async () => (await second.boundingBox())?.width ?? 0).toBeGreaterThan(390 * 2)
  const before = (await second.boundingBox())!.x
  await fingers.swipe({ x: centre.x + 100, y: centre.y }, { x: centre.x - 100, y: centre.y })
  await expect.poll(async () => (await second.boundingBox())!.x).toBeLessThan(before - 50)
  await expect(viewer.getByText(photoOf(2, trip.photos))).toBeVisible()

  // The zoom button zooms out; two fingers spreading zoom in again.
  await zoom.click()
  await expect(zoom).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(async () => (await second.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390)
  await fingers.spread(centre, 40, 140)
  await expect(zoom).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(async () => (await second.boundingBox())?.width ?? 0).toBeGreaterThan(390 * 1.5)

  // Keys: the arrows turn the photos, Escape leaves, and the focus goes back to the photo opened.
  await zoom.click()
  await page.keyboard.press('ArrowRight')
  await expect(viewer.getByText(photoOf(3, trip.photos))).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(opener).toBeFocused()
})

test("on a phone the trips' filters are a bottom sheet that a finger drags closed", async ({ page }) => {
  const fingers = await Fingers.on(page)
  await page.goto('/trips')
  // On a phone the list comes first: the filters wait behind a button.
  await expect(page.getByRole('search')).toBeHidden()
  const open = page.getByRole('button', { name: pt('Filter trips') })
  await open.click()

  const sheet = page.getByRole('dialog', { name: pt('Filter trips') })
  await expect(sheet).toBeInViewport({ ratio: 0.99 })
  await expectNoSeriousViolation(page)
  await sheet.getByRole('combobox', { name: pt('Transport') }).selectOption('air')
  await expect(page).toHaveURL((url) => url.searchParams.get('transport') === 'air')

  const grip = await centreOf(sheet.getByRole('heading', { name: pt('Filter trips') }))
  await fingers.swipe(grip, { x: grip.x, y: grip.y + 400 })
  await expect(sheet).toBeHidden()
  await expect(page).toHaveURL((url) => url.searchParams.get('transport') === 'air')
  await expect(open).toBeFocused()

  // A short drag puts it back; Escape closes it too.
  await open.click()
  await expect(sheet).toBeVisible()
  const head = await centreOf(sheet.getByRole('heading', { name: pt('Filter trips') }))
  await fingers.swipe(head, { x: head.x, y: head.y + 30 })
  await expect(sheet.getByRole('combobox', { name: pt('Transport') })).toHaveValue('air')
  await expect(sheet).toBeInViewport({ ratio: 0.99 })
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
})
