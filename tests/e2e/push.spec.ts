import type { Page } from '@playwright/test'
import { ptPlural } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { placeOrder, tripWithSeats } from './fixtures/checkout.ts'
import { waitForServiceWorker } from './fixtures/pwa.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * Web Push on the installed app (docs/NOTIFICATIONS.md). Chromium delivers a push to the service
 * worker through DevTools (ServiceWorker.deliverPushMessage, what the Application panel's "Push"
 * button does), so the worker's real `push` handler decrypts nothing but shows what it got. A
 * click on a notification cannot be made from a test; the worker's real `notificationclick`
 * handler is run in the worker with the real notification in a NotificationEvent.
 */

/** Sends `message` to the app's service worker as its push service would, decrypted (DevTools' "Push"). */
async function deliverPush(page: Page, origin: string, message: unknown) {
  const cdp = await page.context().newCDPSession(page)
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((each) => each.scopeURL === `${origin}/` && !each.isDeleted)
      if (registration) resolve(registration.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registered, data: JSON.stringify(message) })
  await cdp.detach()
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, icon, tag, data }) => ({ title, body, icon, tag, data: data as unknown })),
  )

test('a push shows its notification, and its click brings the open window to the order', async ({ customerPage: page, baseURL }) => {
  await page.context().grantPermissions(['notifications'], { origin: baseURL })
  await page.goto('/user/profile')
  await waitForServiceWorker(page)
  const path = '/user/myAcquired'
  const message = { kind: 'order-confirmed', title: 'Compra confirmada', body: 'Gramado: pedido ABCD-2345 pago.', path }

  await deliverPush(page, baseURL!, message)

  // DevTools may first have to start the worker again: on a loaded machine that took longer than the usual 7 s.
  await expect
    .poll(() => shownNotifications(page), { timeout: 20_000 })
    .toEqual([{ title: 'Compra confirmada', body: 'Gramado: pedido ABCD-2345 pago.', icon: `${baseURL}/icons/icon-192.png`, tag: `order-confirmed:${path}`, data: { path } }])

  const [worker] = page.context().serviceWorkers()
  await worker!.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope
    const [notification] = await scope.registration.getNotifications()
    const click = new NotificationEvent('notificationclick', { notification: notification! })
    // A script's event may not extend itself (waitUntil is the browser's own): collect what the handler waits for.
    const waited: Promise<unknown>[] = []
    Object.defineProperty(click, 'waitUntil', { value: (promise: Promise<unknown>) => waited.push(promise) })
    scope.dispatchEvent(click)
    await Promise.allSettled(waited)
  })

  await expect(page).toHaveURL(`${baseURL}${path}`)
  await expect(page.getByRole('heading', { name: pt('My purchases') })).toBeVisible()
  await expect.poll(() => shownNotifications(page)).toEqual([])
})

test('"Get reminders on this phone" comes once, under the Pix code of an order just placed, and "Not now" puts it away for good', async ({
  customerPage: page,
  request,
  customer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const trip = await tripWithSeats(request)
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 2 }, payment: { method: 'pix', installments: 1 } })

  // What the checkout opens once the order is placed: the Pix code first, within the first screen, the offer below it.
  await page.goto(`/user/checkout/post-checkout?code=${order.code}`)
  const offer = page.getByTestId('push-offer')
  await expect(offer.getByText(pt('Get reminders on this phone'))).toBeVisible()
  const qr = (await page.getByTestId('pix-qr').boundingBox())!
  expect(qr.y + qr.height).toBeLessThanOrEqual(844)
  expect((await offer.boundingBox())!.y).toBeGreaterThan(qr.y + qr.height)

  // Neither the purchases nor an order's page offer it; the card says what the buyer still owes.
  await page.goto('/user/myAcquired')
  const card = page.getByTestId('order-card').filter({ hasText: order.code })
  await expect(card.getByTestId('travellers-missing')).toHaveText(ptPlural('{0, plural, one {Missing the data of # traveller} other {Missing the data of # travellers}}', 2))
  await expect(offer).toHaveCount(0)
  await card.click()
  await expect(page.getByTestId('order-details')).toBeVisible()
  await expect(offer).toHaveCount(0)

  await page.goto(`/user/checkout/post-checkout?code=${order.code}`)
  await offer.getByRole('button', { name: pt('Not now') }).click()
  await expect(offer).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('pix-qr')).toBeVisible()
  await expect(offer).toHaveCount(0)
})

test('the profile turns each kind of notification on or off, and shows this device', async ({ customerPage: page }) => {
  await page.goto('/user/profile')
  const section = page.getByRole('region', { name: pt('Notifications') })
  const pix = section.getByRole('checkbox', { name: pt('Pix about to expire') })
  await expect(pix).toBeChecked()
  await expect(section.getByTestId('push-device')).toHaveAttribute('data-state', 'off')

  await pix.uncheck({ force: true })
  await expect(pix).not.toBeChecked()
  await expect(pix).toBeEnabled()
  await page.reload()

  await expect(section.getByRole('checkbox', { name: pt('Pix about to expire') })).not.toBeChecked()
  await expect(section.getByRole('checkbox', { name: pt('Purchase confirmed') })).toBeChecked()
})
