import type { BrowserContext, Page } from '@playwright/test'
import type { ForfaitRequest } from '../../src/domain/forfait.ts'
import { readMails } from '../support/mail.ts'
import { openAccountMenu } from './fixtures/account-menu.ts'
import { e2eMailDir } from './fixtures/api.ts'
import { pt } from './fixtures/catalog.ts'
import { waitForServiceWorker } from './fixtures/pwa.ts'
import { expect, test } from './fixtures/test.ts'

// Each test installs the service worker, then sends offline and online again.
test.describe.configure({ timeout: 90_000 })

/**
 * The forms sent offline (docs/OFFLINE.md, "Forms sent offline"): kept by the service worker's
 * background-sync queue, sent again when the network returns, and stored once however many
 * copies reach the server (the page's own retry and the queue's replay carry one Idempotency-Key).
 */

/** The requests the service worker kept in its background-sync queue (workbox-background-sync's IndexedDB). */
const queuedRequests = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'workbox-background-sync')) return 0
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('workbox-background-sync')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction('requests', 'readonly').objectStore('requests').count()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return count
  })

/** What Chromium does by itself when the device is back online: the queue's sync event, which replays what it kept. */
const replayQueue = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { register: (tag: string) => Promise<void> } }
    await registration.sync.register('workbox-background-sync:roteiro-forms')
  })

/** The keys of the form's POSTs that reached the server, from the page or its service worker. */
function sentKeys(context: BrowserContext, path: string) {
  const keys: string[] = []
  context.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === path && response.status() === 201)
      keys.push(response.request().headers()['idempotency-key'] ?? '')
  })
  return keys
}

test('a custom trip request sent offline waits, keeps what was typed, and is stored once when the network returns', async ({ customerPage: page, customer, context, request }) => {
  const destination = `Lençóis ${Date.now().toString(36)}`
  const mine = async () => {
    const answer = await request.get('/api/forfait-requests/mine', { headers: { Authorization: `Bearer ${customer.token}` } })
    return ((await answer.json()) as { items: ForfaitRequest[] }).items.filter((item) => item.destination === destination)
  }
  await page.goto('/user/tripForfait')
  await waitForServiceWorker(page)
  const form = page.getByRole('form', { name: pt('Custom trip request') })
  await form.getByLabel(pt('Destination')).fill(destination)
  await form.getByLabel(pt('Phone or WhatsApp')).fill('71987654321')
  const keys = sentKeys(context, '/api/forfait-requests')

  await context.setOffline(true)
  await form.getByRole('button', { name: pt('Send request') }).click()
  await expect(form.getByText(pt("No connection: we will send it when you're back online."))).toBeVisible()
  await expect(form.getByLabel(pt('Destination'))).toHaveValue(destination)
  await expect(form.getByLabel(pt('Destination'))).toBeDisabled()
  expect(await queuedRequests(page)).toBe(1)
  expect(await mine()).toEqual([])

  await context.setOffline(false)
  await expect(form.getByText(pt('Sent: your connection is back and it went through.'))).toBeVisible()
  await expect(form.getByLabel(pt('Destination'))).toHaveValue('')
  await expect(
    page
      .getByRole('region', { name: pt('Your requests') })
      .getByRole('listitem')
      .filter({ hasText: destination }),
  ).toHaveCount(1)

  // The queue still holds its copy, sent again: the server answers the stored request.
  await replayQueue(page)
  await expect.poll(() => queuedRequests(page)).toBe(0)
  expect(await mine()).toHaveLength(1)
  expect(keys.length).toBeGreaterThanOrEqual(1)
  expect(new Set(keys).size).toBe(1)
})

test('a contact message sent offline says it will go when back online, then goes once', async ({ page, context }) => {
  const subject = `Excursão offline ${Date.now().toString(36)}`
  const mailsAbout = async () => (await readMails(e2eMailDir())).filter((mail) => mail.subject.includes(subject))
  await page.goto('/contactUs')
  await waitForServiceWorker(page)
  const form = page.getByRole('form', { name: pt('Contact form') })
  await form.getByLabel(pt('Name')).fill('Maria da Silva')
  await form.getByLabel(pt('Email')).fill('maria.offline@example.com')
  await form.getByLabel(pt('Subject')).fill(subject)
  await form.getByLabel(pt('Message')).fill('A excursão sai de qual terminal? Obrigada.')

  await context.setOffline(true)
  await form.getByRole('button', { name: pt('Send message') }).click()
  await expect(form.getByText(pt("No connection: we will send it when you're back online."))).toBeVisible()
  await expect(form.getByLabel(pt('Subject'))).toHaveValue(subject)
  expect(await queuedRequests(page)).toBe(1)

  await context.setOffline(false)
  await expect(page.getByText(pt('Message sent. Thank you, {name}!').replace('{name}', 'Maria da Silva'))).toBeVisible()
  await replayQueue(page)
  await expect.poll(() => queuedRequests(page)).toBe(0)
  await expect.poll(async () => (await mailsAbout()).length).toBe(1)
})

test('a custom trip request still waiting when its sender signs out leaves the device with them', async ({ customerPage: page, context }) => {
  await page.goto('/user/tripForfait')
  await waitForServiceWorker(page)
  const form = page.getByRole('form', { name: pt('Custom trip request') })
  await form.getByLabel(pt('Destination')).fill('Serra da Canastra')
  await form.getByLabel(pt('Phone or WhatsApp')).fill('71987654321')
  await context.setOffline(true)
  await form.getByRole('button', { name: pt('Send request') }).click()
  await expect(form.getByText(pt("No connection: we will send it when you're back online."))).toBeVisible()
  expect(await queuedRequests(page)).toBe(1)

  await (await openAccountMenu(page)).getByRole('button', { name: pt('Sign out') }).click()

  await expect.poll(() => queuedRequests(page), { message: 'the kept request, with its bearer token, after the sign-out' }).toBe(0)
})
