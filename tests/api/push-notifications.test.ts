import { eq } from 'drizzle-orm'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, onTestFinished, test, vi } from 'vitest'
import webpush from 'web-push'
import type { MyDataExport } from '../../src/domain/my-data.ts'
import type { NotificationPreferences } from '../../src/domain/notification-preferences.ts'
import type { PushMessage } from '../../src/domain/push-message.ts'
import type { PushPublicKey } from '../../src/domain/push-subscription.ts'
import { UserType } from '../../src/domain/session.ts'
import { notificationKinds } from '../../src/domain/notification.ts'
import { createApp } from '../../src/server/app.ts'
import { pushSubscriptions } from '../../src/server/db/schema/index.ts'
import { readEnv } from '../../src/server/env.ts'
import { createNotifications } from '../../src/server/sale/notifications/context.ts'
import { PUSH_CONCURRENCY } from '../../src/server/sale/notifications/notifier.ts'
import { MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from '../../src/server/sale/notifications/subscriptions.ts'
import { pushSettingsFromEnv } from '../../src/server/sale/notifications/push-settings.ts'
import { orderConfirmedNotification } from '../../src/server/sale/notifications/order-confirmed.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { nextMailTo } from '../support/mail.ts'
import { payInSandbox, placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, requestJson, sendJson } from './helpers/http.ts'
import { decryptPush, startPushService, vapidClaimsOf, type TestSubscription } from './helpers/push-service.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let pushService: Awaited<ReturnType<typeof startPushService>>
let admin: Record<string, string>
beforeAll(async () => {
  pushService = await startPushService()
  t = await createTestApp({ push: { subject: 'mailto:push@teste.local', endpointHosts: [new URL(pushService.origin).host] } })
  admin = (await insertSignedInUser(t.db, UserType.admin)).headers
})
afterAll(async () => {
  await t.close()
  await pushService.close()
})

const publicKey = async () => (await requestJson<PushPublicKey>(t, '/api/push/public-key')).body.publicKey

const subscribe = (headers: Record<string, string>, subscription: unknown, language = 'pt-BR', app: Pick<TestApp, 'app'> = t) =>
  app.app.request('/api/me/push-subscriptions', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(subscription),
  })

const subscriptionRows = (endpoint: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))

const notifyOf = (userId: number) => orderConfirmedNotification(userId, { code: 'ABCD-2345', item: 'Gramado — Standard × 2', amountCents: 150_000 }, 'http://localhost:3000')

/** The notifier as the app makes it, over the app's database, mailer and settings (the VAPID pair is the database's). */
const notifier = () => createNotifications(t.deps, () => new Date()).notifier

const allOn = () => Object.fromEntries(notificationKinds.map((kind) => [kind, true]))

async function subscribedCustomer(language = 'pt-BR') {
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const browser = pushService.subscribe()
  expect((await subscribe(customer.headers, browser.json, language)).status).toBe(201)
  return { ...customer, browser }
}

async function onlyPushTo(browser: TestSubscription) {
  const [push] = await pushService.pushesTo(browser)
  return push!
}

test('the public key is a P-256 key the same on every call, made once and kept in the database', async () => {
  const key = await publicKey()

  expect(Buffer.from(key, 'base64url')).toHaveLength(65)
  expect(await publicKey()).toBe(key)
  expect(await createNotifications(t.deps, () => new Date()).vapidKeys()).toMatchObject({ publicKey: key })
})

test("a paid order reaches the buyer's browser encrypted for it alone, signed with the server's VAPID key", async () => {
  const { headers, browser, user } = await subscribedCustomer()
  const { trip, optionId } = await tripForSale(t.db, { name: 'Bonito em família' })
  const order = await placeOrder(t, headers, { tripId: trip.id, optionId, people: 2 })

  await payInSandbox(t, admin, order.code)
  const push = await onlyPushTo(browser)

  const message = decryptPush(push, browser) as PushMessage
  expect(message).toMatchObject({ kind: 'order-confirmed', title: 'Compra confirmada', path: `/user/myAcquired?order=${order.code}` })
  expect(message.body).toContain('Bonito em família')
  expect(push.headers['content-encoding']).toBe('aes128gcm')
  expect(Number(push.headers.ttl)).toBeGreaterThan(0)
  const claims = vapidClaimsOf(push, await publicKey())
  expect(claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:push@teste.local' })
  expect(claims.exp * 1000).toBeGreaterThan(Date.now())
  const mail = await nextMailTo(t.mailDir, user.email, 0)
  expect(mail.subject).toBe(`Pedido ${order.code} confirmado`)
  expect(mail.text).toContain(`http://localhost:3000/user/myAcquired?order=${order.code}`)
})

test('another browser key cannot read the push', async () => {
  const { browser, user } = await subscribedCustomer()
  const stranger = pushService.subscribe()

  await notifier().notify(notifyOf(user.id))

  const push = await onlyPushTo(browser)
  expect(() => decryptPush(push, stranger)).toThrow()
  expect(decryptPush(push, browser)).toMatchObject({ kind: 'order-confirmed' })
})

test("each push in its browser's language, the mail in the language the preferences were saved in", async () => {
  const { headers, browser, user } = await subscribedCustomer('en-US,en;q=0.9')
  const phone = pushService.subscribe()
  expect((await subscribe(headers, phone.json, 'pt-BR')).status).toBe(201)
  const preferences = await sendJson<NotificationPreferences>(t, 'PUT', '/api/me/notification-preferences', { kinds: allOn() }, { ...headers, 'Accept-Language': 'en' })
  expect(preferences.status).toBe(200)

  await notifier().notify(notifyOf(user.id))

  expect((decryptPush(await onlyPushTo(browser), browser) as PushMessage).title).toBe('Purchase confirmed')
  expect((decryptPush(await onlyPushTo(phone), phone) as PushMessage).title).toBe('Compra confirmada')
  expect((await nextMailTo(t.mailDir, user.email, 0)).subject).toBe('Order ABCD-2345 confirmed')
})

test('a kind turned off sends neither mail nor push; the others still go', async () => {
  const { headers, browser, user } = await subscribedCustomer()
  const saved = await sendJson<NotificationPreferences>(t, 'PUT', '/api/me/notification-preferences', { kinds: { ...allOn(), 'order-confirmed': false } }, headers)
  expect(saved.body.kinds).toMatchObject({ 'order-confirmed': false, 'boleto-due': true })
  expect((await requestJson<NotificationPreferences>(t, '/api/me/notification-preferences', { headers })).body).toEqual(saved.body)

  await notifier().notify(notifyOf(user.id))
  await notifier().notify({ ...notifyOf(user.id), kind: 'departure-tomorrow' })

  const [push] = await pushService.pushesTo(browser)
  expect((decryptPush(push!, browser) as PushMessage).kind).toBe('departure-tomorrow')
  expect(pushService.received.filter((received) => received.id === browser.id)).toHaveLength(1)
  expect(await nextMailTo(t.mailDir, user.email, 0)).toBeDefined()
  expect((await t.readMails()).filter((mail) => mail.includes(user.email))).toHaveLength(1)
})

test('a subscription its push service calls gone (410) is deleted; a failing one (500) stays and fails nobody', async () => {
  const { browser, user } = await subscribedCustomer()
  pushService.answer(browser, 410)

  await notifier().notify(notifyOf(user.id))
  expect(await subscriptionRows(browser.json.endpoint)).toHaveLength(0)

  const { browser: flaky, user: other } = await subscribedCustomer()
  pushService.answer(flaky, 500)
  await expect(notifier().notify(notifyOf(other.id))).resolves.toBeUndefined()
  expect(await subscriptionRows(flaky.json.endpoint)).toHaveLength(1)
  expect(await nextMailTo(t.mailDir, other.email, 0)).toBeDefined()
})

test('the same endpoint again is one subscription, moved to who subscribed last; DELETE forgets it', async () => {
  const first = await insertSignedInUser(t.db, UserType.customer)
  const second = await insertSignedInUser(t.db, UserType.customer)
  const browser = pushService.subscribe()

  expect((await subscribe(first.headers, browser.json)).status).toBe(201)
  expect((await subscribe(first.headers, browser.json)).status).toBe(201)
  expect((await subscribe(second.headers, browser.json, 'en')).status).toBe(201)
  expect(await subscriptionRows(browser.json.endpoint)).toEqual([expect.objectContaining({ userId: second.user.id, locale: 'en' })])
  const exported = (await requestJson<MyDataExport>(t, '/api/me/export', { headers: second.headers })).body.notifications
  expect(exported.pushSubscriptions).toEqual([{ endpoint: browser.json.endpoint, locale: 'en', createdAt: expect.any(String), expiresAt: null }])
  expect(JSON.stringify(exported)).not.toContain(browser.json.keys.p256dh)

  const removed = await t.app.request('/api/me/push-subscriptions', {
    method: 'DELETE',
    headers: { ...second.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: browser.json.endpoint }),
  })
  expect(removed.status).toBe(204)
  expect(await subscriptionRows(browser.json.endpoint)).toHaveLength(0)
})

test('a subscription with bad keys or endpoint is a 400 naming each field; no token is a 401', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const { json } = pushService.subscribe()
  const bad = { endpoint: 'ftp://push.example.com/x', expirationTime: null, keys: { p256dh: json.keys.p256dh.slice(0, 40), auth: 'short' } }

  const response = await sendJson(t, 'POST', '/api/me/push-subscriptions', bad, headers)
  expectApiError(response, 400, ['endpoint', 'keys.p256dh', 'keys.auth'])
  expect((await subscribe({}, json)).status).toBe(401)
  // Issue 25, finding 12: a time past any date was a 500.
  expectApiError(await sendJson(t, 'POST', '/api/me/push-subscriptions', { ...json, expirationTime: 1e16 }, headers), 400, ['expirationTime'])
  const wrongKinds = await sendJson(t, 'PUT', '/api/me/notification-preferences', { kinds: { 'order-confirmed': 'yes' } }, headers)
  expect(wrongKinds.status).toBe(400)
})

test('in production only https endpoints are taken, a named host too', async () => {
  const production = { app: createApp({ ...t.deps, push: { httpsEndpointsOnly: true, endpointHosts: [new URL(pushService.origin).host] } }) }
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const { json } = pushService.subscribe()

  const refused = await sendJson(production, 'POST', '/api/me/push-subscriptions', json, headers)
  expectApiError(refused, 400, ['endpoint'])
  expect(refused.body).toMatchObject({ code: 'push_endpoint_not_allowed' })
  expect((await subscribe(headers, { ...json, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:1' }, 'pt-BR', production)).status).toBe(201)
})

// Issue 25, finding 1: the server calls a subscription's endpoint on a schedule, so an endpoint is a request the server makes for whoever subscribed.
test("only the browsers' push services (and hosts PUSH_ENDPOINT_HOSTS names) are taken as endpoints", async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const { json } = pushService.subscribe()
  const refused = [
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'https://10.0.0.5/push',
    'https://127.0.0.1:5432/',
    'https://intranet.example.com/push/1',
    'http://fcm.googleapis.com/fcm/send/1',
    'https://fcm.googleapis.com:8443/fcm/send/1',
    'https://fcm.googleapis.com.attacker.example/fcm/send/1',
    'https://push.apple.com.attacker.example/1',
    'https://user:pass@fcm.googleapis.com/fcm/send/1',
    `${pushService.origin.replace('127.0.0.1', 'localhost')}/push/1`,
  ]
  for (const endpoint of refused) {
    const response = await sendJson(t, 'POST', '/api/me/push-subscriptions', { ...json, endpoint }, headers)
    expectApiError(response, 400, ['endpoint'])
    expect(response.body, endpoint).toMatchObject({ code: 'push_endpoint_not_allowed', fieldCodes: { endpoint: { code: 'push_endpoint_not_allowed' } } })
  }
  const taken = [
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGx1',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    json.endpoint,
  ]
  for (const endpoint of taken) expect((await subscribe(headers, { ...json, endpoint })).status, endpoint).toBe(201)
})

test('a push never follows a redirect, and a stored endpoint no longer allowed is not called', async () => {
  const internalHits: string[] = []
  const internal = createServer((request, response) => {
    internalHits.push(request.url ?? '')
    response.end('secret')
  })
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => new Promise<void>((resolve) => internal.close(() => resolve())))
  const internalOrigin = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`
  const { browser, user } = await subscribedCustomer()
  pushService.answer(browser, 307, { Location: `${internalOrigin}/latest/meta-data` })
  const stale = pushService.subscribe()
  const staleEndpoint = `${internalOrigin}/push/${stale.id}`
  await t.db.insert(pushSubscriptions).values({ userId: user.id, endpoint: staleEndpoint, ...stale.json.keys, locale: 'pt-BR', createdAt: new Date() })

  await notifier().notify(notifyOf(user.id))

  expect(await pushService.pushesTo(browser)).toHaveLength(1)
  expect(internalHits).toEqual([])
  expect(await subscriptionRows(browser.json.endpoint)).toHaveLength(1)
})

// Issue 25, finding 2: each subscription is a request per notification.
test('an account keeps its 10 most recently used browsers: an 11th replaces the one subscribed least recently', async () => {
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const browsers = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT + 1 }, () => pushService.subscribe())
  for (const browser of browsers.slice(0, MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT)) expect((await subscribe(customer.headers, browser.json)).status).toBe(201)
  const [oldest, secondOldest] = browsers
  expect((await subscribe(customer.headers, oldest!.json)).status).toBe(201)

  expect((await subscribe(customer.headers, browsers.at(-1)!.json)).status).toBe(201)

  const kept = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, customer.user.id))
  expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT)
  expect(kept.map(({ endpoint }) => endpoint)).not.toContain(secondOldest!.json.endpoint)
  expect(kept.map(({ endpoint }) => endpoint)).toContain(oldest!.json.endpoint)
})

test('pushes go out a few at a time: ten subscriptions waiting on a slow push service never hold more than PUSH_CONCURRENCY connections', async () => {
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const browsers = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT }, () => pushService.subscribe())
  for (const browser of browsers) await subscribe(customer.headers, browser.json)
  const hold = pushService.holdAnswers()

  const notified = notifier().notify(notifyOf(customer.user.id))
  await vi.waitFor(() => expect(pushService.received.filter(({ id }) => browsers.some((browser) => browser.id === id))).toHaveLength(PUSH_CONCURRENCY))
  hold.release()
  await notified

  expect(hold.mostOpen()).toBe(PUSH_CONCURRENCY)
  for (const browser of browsers) expect(await pushService.pushesTo(browser)).toHaveLength(1)
})

test('VAPID settings: a configured pair signs (no key in the database), half a pair refuses to start, production takes https only', async () => {
  const configured = webpush.generateVAPIDKeys()
  const pushHost = new URL(pushService.origin).host
  const env = readEnv({
    VAPID_PUBLIC_KEY: configured.publicKey,
    VAPID_PRIVATE_KEY: configured.privateKey,
    VAPID_SUBJECT: 'https://roteiro.example.com/contato',
    PUSH_ENDPOINT_HOSTS: pushHost,
  })
  const settings = pushSettingsFromEnv(env)
  expect(settings).toEqual({ vapid: configured, subject: 'https://roteiro.example.com/contato', endpointHosts: [pushHost], httpsEndpointsOnly: false })
  expect(pushSettingsFromEnv(readEnv({ PUSH_ENDPOINT_HOSTS: ' Push.Local:8443, 127.0.0.1:9000 ,' })).endpointHosts).toEqual(['push.local:8443', '127.0.0.1:9000'])
  expect(() => readEnv({ PUSH_ENDPOINT_HOSTS: 'http://push.local' })).toThrow(/PUSH_ENDPOINT_HOSTS/)
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const browser = pushService.subscribe()
  await subscribe(customer.headers, browser.json)

  await createNotifications({ ...t.deps, push: settings }, () => new Date()).notifier.notify(notifyOf(customer.user.id))

  expect(vapidClaimsOf(await onlyPushTo(browser), configured.publicKey).sub).toBe('https://roteiro.example.com/contato')
  expect(pushSettingsFromEnv(readEnv({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', MAIL_TRANSPORT: 'files' }))).toMatchObject({
    vapid: null,
    subject: 'mailto:atendimento@roteiro.local',
    httpsEndpointsOnly: true,
  })
  expect(() => readEnv({ VAPID_PUBLIC_KEY: configured.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/)
})
