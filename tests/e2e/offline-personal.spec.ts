import type { Page } from '@playwright/test'
import { openAccountMenu } from './fixtures/account-menu.ts'
import { pt } from './fixtures/catalog.ts'
import { anOpenTrip } from './fixtures/catalogue.ts'
import { placeOrder } from './fixtures/checkout.ts'
import { newCustomer } from './fixtures/customer.ts'
import { buyTrip, readDeviceStorage, waitForServiceWorker, waitUntilPersisted } from './fixtures/pwa.ts'
import { expect, test } from './fixtures/test.ts'

// Each test installs the service worker, browses online, then again offline: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

/**
 * The signed-in user's purchases are saved on the device (prefetched after sign-in) and open
 * offline; the next person on the device sees nothing of them: after sign-out or a 401, no
 * personal data is left in localStorage, Cache Storage or IndexedDB (read from inside the page,
 * offline).
 */

/** Every place the device keeps text, as one string per place, to look for the account's details in. */
async function everythingStored(page: Page) {
  const stored = await readDeviceStorage(page)
  return {
    localStorage: JSON.stringify(stored.localStorage),
    cacheUrls: stored.caches.map((entry) => entry.url),
    cacheBodies: stored.caches.map((entry) => entry.body).join('\n'),
    indexedDB: stored.indexedDB.map((store) => store.records).join('\n'),
  }
}

async function signedInWithPersonalData(page: Page, request: Parameters<typeof newCustomer>[1]) {
  await page.goto('/')
  await waitForServiceWorker(page)
  const account = await newCustomer(page, request, { withAddress: false })
  const bought = await buyTrip(request, account, (await anOpenTrip(request)).slug)
  // The profile screen reads GET /api/me: the account's own data, now in the page's memory.
  await page.goto('/user/profile')
  await expect(page.getByText(account.email).first()).toBeVisible()
  await page.goto('/')
  await waitUntilPersisted(page, 'banners')
  await waitUntilPersisted(page, bought.code)
  // What the test then looks for is there before the sign-out, so the test can fail.
  const before = await everythingStored(page)
  expect(before.localStorage).toContain(account.token)
  expect(before.localStorage).toContain(bought.code)
  return { ...account, orderCode: bought.code }
}

function expectNothingOf(
  account: { email: string; token: string; cpf: string; firstName: string; lastName: string; orderCode: string },
  stored: Awaited<ReturnType<typeof everythingStored>>,
) {
  const cpfDigits = account.cpf.replace(/\D/g, '')
  for (const [place, text] of Object.entries({ localStorage: stored.localStorage, 'Cache Storage': stored.cacheBodies, IndexedDB: stored.indexedDB })) {
    for (const secret of [account.token, account.email, cpfDigits, account.cpf, `${account.firstName} ${account.lastName}`, account.orderCode]) {
      expect(text, `${place} should not hold ${secret}`).not.toContain(secret)
    }
  }
  // Only the public catalogue and pictures may be cached; the user's own answers never are.
  const cachedApi = stored.cacheUrls.map((url) => new URL(url).pathname).filter((pathname) => pathname.startsWith('/api/'))
  expect(cachedApi.filter((pathname) => !/^\/api\/(trips|banners|tips|travel-information|event-types|products)(\/|$)/.test(pathname))).toEqual([])
}

test('after signing out and going offline, nothing personal is left on the device', async ({ page, context, request }) => {
  const account = await signedInWithPersonalData(page, request)

  await (await openAccountMenu(page)).getByRole('button', { name: pt('Sign out') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/signin')
  await expect.poll(async () => (await everythingStored(page)).localStorage, { message: 'the saved copy after the sign-out' }).not.toContain(account.orderCode)
  await context.setOffline(true)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: pt('Where do you want to go?') })).toBeVisible()
  // The saved catalogue survives (it is the same for everybody) under the signed-out key.
  await waitUntilPersisted(page, 'banners')
  expectNothingOf(account, await everythingStored(page))
})

test('a 401 (the session ended elsewhere) wipes the personal data as a sign-out does', async ({ page, context, request }) => {
  const account = await signedInWithPersonalData(page, request)
  // Another device signs this session out: the server forgets the token, this page does not know yet.
  const signOut = await request.post('/api/auth/signout', { headers: { Authorization: `Bearer ${account.token}` } })
  expect(signOut.status()).toBe(204)

  await page.goto('/user/profile')
  // Signing in again comes back to the page the 401 came from.
  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('redirect') === '/user/profile')
  // Wiped in this very page, not only discarded at the next start (where the saved copy's key no longer matches).
  await expect.poll(async () => (await everythingStored(page)).localStorage, { message: 'the saved copy after the 401' }).not.toContain(account.orderCode)
  await context.setOffline(true)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: pt('Where do you want to go?') })).toBeVisible()
  expectNothingOf(account, await everythingStored(page))
})

test('signed in, my purchases and a purchased trip open offline without having been visited', async ({ page, context, request }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const customer = await newCustomer(page, request, { withAddress: false })
  const bought = await buyTrip(request, customer, (await anOpenTrip(request)).slug)

  // Only the home page, signed in: the purchases are fetched and saved right after the app starts.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: pt('Where do you want to go?') })).toBeVisible()
  await waitUntilPersisted(page, bought.code)

  await context.setOffline(true)
  await page.goto('/user/myAcquired')
  await expect(page.getByText(bought.code).first()).toBeVisible()
  await expect(page.getByText(bought.tripName).first()).toBeVisible()
  await page.goto(`/user/myAcquired?order=${bought.code}`)
  await expect(page.getByRole('heading', { level: 1, name: pt('Order details') })).toBeVisible()
  await expect(page.getByText(bought.code).first()).toBeVisible()
  await expect(page.getByText(bought.tripName).first()).toBeVisible()
  // Its travellers were prefetched with it.
  await expect(page.getByTestId('travellers-state')).toBeVisible()
  await expect(page.getByTestId('offline-state')).toHaveCount(0)
})

test("offline, an order's travellers show once the order was seen online, and a section never loaded says it needs the network", async ({ page, context, request }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const customer = await newCustomer(page, request, { withAddress: false })
  const trip = await anOpenTrip(request)
  const bought = await buyTrip(request, customer, trip.slug)
  const { id, options } = (await (await request.get(`/api/trips/${trip.slug}`)).json()) as { id: number; options: { id: number }[] }
  const slip = await placeOrder(request, customer.token, { item: { tripId: id, optionId: options[0]!.id, people: 1 }, payment: { method: 'boleto', installments: 1 } })
  // The slip order's travellers fail to load while online (the connection dropped for that request): never saved.
  await page.route(`**/api/me/orders/${slip.code}/travellers`, (route) => route.abort('internetdisconnected'))

  await page.goto(`/user/myAcquired?order=${bought.code}`)
  await expect(page.getByTestId('travellers-state')).toBeVisible()
  await waitUntilPersisted(page, `"${bought.code}","travellers"`)
  await waitUntilPersisted(page, slip.code)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('travellers-state')).toHaveAttribute('data-total', '1')
  await expect(page.getByTestId('voucher-qr')).toBeVisible()

  await page.goto(`/user/myAcquired?order=${slip.code}`)
  await expect(page.getByText(slip.code).first()).toBeVisible()
  const travellers = page.getByRole('region', { name: pt('Travellers') })
  await expect(travellers.getByRole('status')).toHaveText(pt("Available when you're online"))
  await expect(page.getByRole('region', { name: pt('Bank slip') }).getByRole('status')).toHaveText(pt('The bank slip opens when you are back online.'))
  await expect(page.locator('.chakra-skeleton')).toHaveCount(0)
})
