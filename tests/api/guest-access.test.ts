import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminOrder } from '../../src/domain/admin/order.ts'
import { guestAccessMessages } from '../../src/domain/guest-access.ts'
import type { Order } from '../../src/domain/order.ts'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import type { AppDeps } from '../../src/server/app-deps.ts'
import { guestLinkLimits } from '../../src/server/sale/payment-links/guest-link-routes.ts'
import { defaultPaymentSettings } from '../../src/server/sale/orders/settings.ts'
import { insertProduct } from '../factories/index.ts'
import { readMails } from '../support/mail.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { bearer, lastCodeFor, mailsTo, postMaybeEmpty } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/* Issue 25, finding 4: a guest's link ends, an admin revokes it, the guest gets a new one by mail. */

const DAY = 86_400_000
/** Sessions are made for the real time: the clock starts there, and moves only after the signed-in calls. */
let start = new Date()
let clock = start
let t: TestApp
let agency: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ now: () => clock } satisfies Partial<AppDeps>)
})
beforeEach(async () => {
  start = new Date()
  clock = start
  await t.reset()
  ;({ headers: agency } = await insertApprovedAgency(t.db))
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin))
})
afterAll(() => t.close())

const payerEmail = 'guest@example.com'

/** A guest's Pix order through a link: for the default trip (March 12–15, 2030) or for a product. */
async function guestOrder(item: 'trip' | 'product' = 'trip'): Promise<GuestOrderPlaced> {
  const sold =
    item === 'trip'
      ? await tripForSale(t.db).then(({ trip, optionId }) => ({ tripId: trip.id, optionId, people: 1 }))
      : { productId: (await insertProduct(t.db, { priceCents: 4_990 })).id }
  const link = await createLink(t, agency, { item: sold })
  const { payer } = buildOrderBody({ productId: 1 }, {}, { email: payerEmail })
  const placed = await postJson<GuestOrderPlaced>(t, `/api/payment-links/${link.token}/orders`, { payer, payment: { method: 'pix' } }, { 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  return placed.body
}

const read = (code: string, token: string) => requestJson<Order>(t, `/api/external-orders/${code}`, { headers: bearer(token) })
const askNewLink = (code: string, token: string) => t.app.request(`/api/external-orders/${code}/access-link`, { method: 'POST', headers: bearer(token) })
const revoke = (code: string, headers = admin) => postJson<AdminOrder>(t, `/api/admin/orders/${code}/revoke-guest-link`, {}, headers)

/** The token of the newest link mailed to the payer, read from the link's fragment. */
async function lastMailedToken(): Promise<string> {
  const mail = (await mailsTo(t, payerEmail)).at(-1)!
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0])
  return new URLSearchParams(link.hash.slice(1)).get('token')!
}

test("a trip order's link opens it until 30 days after the trip's last day (São Paulo), then answers 410 guest_access.expired", async () => {
  const order = await guestOrder('trip')

  clock = new Date('2030-04-15T02:59:59Z')
  expect((await read(order.code, order.accessToken)).status).toBe(200)
  clock = new Date('2030-04-15T03:00:00Z')
  const expired = expectApiError(await read(order.code, order.accessToken), 410)
  expect(expired).toMatchObject({ code: 'guest_access.expired', message: guestAccessMessages.expired })
  // Everything under the order is closed alike, its travellers too.
  expect((await requestJson(t, `/api/external-orders/${order.code}/travellers`, { headers: bearer(order.accessToken) })).status).toBe(410)
  expect((await postJson(t, `/api/external-orders/${order.code}/events/ticket`, {}, bearer(order.accessToken))).status).toBe(410)
})

test("a product order's link opens it for 90 days after the order", async () => {
  const order = await guestOrder('product')

  clock = new Date(start.getTime() + 90 * DAY - 1000)
  expect((await read(order.code, order.accessToken)).status).toBe(200)
  clock = new Date(start.getTime() + 90 * DAY)
  expect(expectApiError(await read(order.code, order.accessToken), 410).code).toBe('guest_access.expired')
})

test('an expired link asks for a new one: mailed to the payer with the token in the fragment, open a week, and the older token stops working', async () => {
  const order = await guestOrder('product')
  const askedAt = new Date(start.getTime() + 100 * DAY)
  clock = askedAt
  const before = (await mailsTo(t, payerEmail)).length

  const asked = await askNewLink(order.code, order.accessToken)

  expect(asked.status).toBe(204)
  expect(await asked.text()).toBe('')
  const mails = await mailsTo(t, payerEmail)
  expect(mails).toHaveLength(before + 1)
  expect(mails.at(-1)!.subject).toBe(`Novo link do pedido ${order.code}`)
  expect(mails.at(-1)!.text).toMatch(new RegExp(`${defaultPaymentSettings.publicUrl}/external-post-checkout\\?order=${order.code}#token=[\\w-]{43}(\\s|$)`))
  const fresh = await lastMailedToken()
  expect(fresh).not.toBe(order.accessToken)
  expect((await read(order.code, fresh)).status).toBe(200)
  expect(expectApiError(await read(order.code, order.accessToken), 404).code).toBe('order.not_found')
  // The older token asks for nothing any more.
  expect((await askNewLink(order.code, order.accessToken)).status).toBe(404)
  clock = new Date(askedAt.getTime() + 7 * DAY - 1000)
  expect((await read(order.code, fresh)).status).toBe(200)
  clock = new Date(askedAt.getTime() + 7 * DAY)
  expect(expectApiError(await read(order.code, fresh), 410).code).toBe('guest_access.expired')
})

test('no mail a guest gets carries a token in a query string', async () => {
  const order = await guestOrder('trip')
  await askNewLink(order.code, order.accessToken)

  const mails = await mailsTo(t, payerEmail)
  expect(mails.length).toBeGreaterThanOrEqual(2)
  for (const mail of mails) {
    const links = mail.text.match(/https?:\/\/\S+/g) ?? []
    expect(links.length, mail.subject).toBeGreaterThan(0)
    for (const link of links) expect([...new URL(link).searchParams.keys()], link).not.toContain('token')
  }
})

test("an admin revokes a guest's link: 410 guest_access.revoked until the guest asks for a new one; an account's order has none", async () => {
  const order = await guestOrder('trip')
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const { trip, optionId } = await tripForSale(t.db)
  const own = await placeOrder(t, customer.headers, { tripId: trip.id, optionId, people: 1 })

  expect((await requestJson<AdminOrder>(t, `/api/admin/orders/${order.code}`, { headers: admin })).body.guestAccess).toEqual({
    expiresAt: '2030-04-15T03:00:00.000Z',
    revokedAt: null,
  })
  const revoked = await revoke(order.code)

  expect(revoked.status).toBe(200)
  expect(revoked.body.guestAccess).toEqual({ expiresAt: '2030-04-15T03:00:00.000Z', revokedAt: clock.toISOString() })
  expect(expectApiError(await read(order.code, order.accessToken), 410)).toMatchObject({ code: 'guest_access.revoked', message: guestAccessMessages.revoked })
  expect((await revoke(order.code, customer.headers)).status).toBe(403)
  expect(expectApiError(await revoke(own.code), 409).code).toBe('guest_access.not_guest_order')
  expect((await requestJson<AdminOrder>(t, `/api/admin/orders/${own.code}`, { headers: admin })).body.guestAccess).toBeNull()
  expect(expectApiError(await revoke('ZZZZ-ZZZZ'), 404).code).toBe('order.not_found')

  expect((await askNewLink(order.code, order.accessToken)).status).toBe(204)
  const fresh = await lastMailedToken()
  expect((await read(order.code, fresh)).status).toBe(200)
  expect((await read(order.code, order.accessToken)).status).toBe(404)
})

test('new links are limited per order and per IP (429 with Retry-After); a wrong token asks for nothing', async () => {
  const order = await guestOrder('trip')

  for (let i = 0; i < guestLinkLimits.perOrder.limit; i++) {
    expect((await askNewLink(order.code, await lastMailedToken())).status).toBe(204)
  }
  const refused = await askNewLink(order.code, await lastMailedToken())
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  expect(((await refused.json()) as { code: string }).code).toBe('auth.rate_limited')

  clock = new Date(clock.getTime() + guestLinkLimits.perOrder.windowMs)
  expect((await askNewLink(order.code, `${order.accessToken.slice(0, -2)}xx`)).status).toBe(404)
  // Guesses count against the IP as much as real asks do.
  for (let i = 1; i < guestLinkLimits.perIp.limit; i++) await askNewLink('ABCD-EFGH', order.accessToken)
  expect((await askNewLink(order.code, await lastMailedToken())).status).toBe(429)
})

test('an erased account takes its guest orders with it: their link answers 410 guest_access.revoked, and asking for a new one mails nobody', async () => {
  const placed = await guestOrder()
  expect((await askNewLink(placed.code, placed.accessToken)).status).toBe(204)
  const token = await lastMailedToken()
  expect((await read(placed.code, token)).status).toBe(200)

  // The payer signs up with that email later, then asks for everything to be erased.
  const { headers } = await insertSignedInUser(t.db, UserType.customer, { email: payerEmail })
  expect((await postJson(t, '/api/me/deletion', {}, headers)).status).toBe(200)
  expect((await postMaybeEmpty(t, '/api/me/deletion/confirm', { code: await lastCodeFor(t, payerEmail) }, headers)).status).toBe(204)

  expectApiError(await read(placed.code, token), 410)
  expect((await read(placed.code, token)).body).toMatchObject({ code: 'guest_access.revoked' })
  // Asking again answers as always (it never says where it mails), and mails nobody.
  const mailed = (await readMails(t.mailDir)).length
  expect((await askNewLink(placed.code, token)).status).toBe(204)
  expect(await readMails(t.mailDir)).toHaveLength(mailed)
})
