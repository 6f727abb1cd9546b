import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import { UserType } from '../../src/domain/session.ts'
import { contactMessages, forfaitRequests } from '../../src/server/db/schema/index.ts'
import { contactLimits } from '../../src/server/contact/limits.ts'
import { forfaitLimits } from '../../src/server/forfait/limits.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { postJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ auth: { trustProxy: true } })
})
beforeEach(() => t.reset())
afterAll(() => t.close())

const contact = (email: string, ip: string) =>
  postJson<ApiErrorBody>(t, '/api/contact', { name: 'Ana Souza', email, subject: 'Dúvida', message: 'Quero saber sobre a viagem de julho.' }, { 'X-Forwarded-For': ip })
const forfait = (headers: Record<string, string>, ip: string) =>
  postJson<ApiErrorBody>(t, '/api/forfait-requests', { destination: 'Chapada Diamantina', adults: 2, phone: '71987654321' }, { ...headers, 'X-Forwarded-For': ip })

function expectLimited(response: { status: number; headers: Headers; body: ApiErrorBody }) {
  expect(response.status).toBe(429)
  expect(response.body.code).toBe('auth.rate_limited')
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
}

test('the contact form takes a few messages per IP, then answers 429 and neither stores nor mails', async () => {
  const { limit } = contactLimits.perIp
  for (let i = 0; i < limit; i++) expect((await contact(`pessoa${i}@example.com`, '203.0.113.7')).status).toBe(201)

  expectLimited(await contact('outra@example.com', '203.0.113.7'))
  expect((await contact('outra@example.com', '198.51.100.2')).status).toBe(201)
  expect(await t.db.select().from(contactMessages)).toHaveLength(limit + 1)
  expect(await t.readMails()).toHaveLength(limit + 1)
})

test('the contact form takes fewer messages per email, from any IP', async () => {
  const { limit } = contactLimits.perEmail
  for (let i = 0; i < limit; i++) expect((await contact('ana@example.com', `192.0.2.${i + 1}`)).status).toBe(201)

  expectLimited(await contact('ANA@example.com', '192.0.2.200'))
  expect(await t.readMails()).toHaveLength(limit)
})

test("the contact mail's Reply-To is the sender's own address; a custom trip request's is the account's email, never a typed one", async () => {
  const { headers, user } = await insertSignedInUser(t.db, UserType.customer)
  await contact('ana@example.com', '192.0.2.1')
  await forfait(headers, '192.0.2.1')

  const [contactMail, forfaitMail] = await t.readMails()
  expect(contactMail).toMatch(/^Reply-To: ana@example\.com/m)
  expect(forfaitMail).toMatch(new RegExp(`^Reply-To: ${user.email.replace(/[.+]/g, '\\$&')}`, 'm'))
})

test('custom trip requests are limited per account and per IP', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const { limit } = forfaitLimits.perAccount
  for (let i = 0; i < limit; i++) expect((await forfait(headers, `192.0.2.${i + 1}`)).status).toBe(201)
  expectLimited(await forfait(headers, '192.0.2.100'))

  const ipLimit = forfaitLimits.perIp.limit
  for (let i = 0; i < ipLimit; i++) expect((await forfait((await insertSignedInUser(t.db, UserType.customer)).headers, '198.51.100.9')).status).toBe(201)
  expectLimited(await forfait((await insertSignedInUser(t.db, UserType.customer)).headers, '198.51.100.9'))
  expect(await t.db.select().from(forfaitRequests)).toHaveLength(limit + ipLimit)
})
