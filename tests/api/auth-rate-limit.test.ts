import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ChallengeResponse } from '../../src/domain/user.ts'
import { createApp } from '../../src/server/app.ts'
import { authLimits } from '../../src/server/auth/limits.ts'
import { fileMailer } from '../../src/server/mail/mailer.ts'
import { buildSignUp, insertUser, TEST_PASSWORD, uniqueEmail } from '../factories/users.ts'
import { nextMailTo } from '../support/mail.ts'
import { lastCodeFor } from './helpers/auth.ts'
import { expectApiError, postJson, type JsonResponse } from './helpers/http.ts'
import { CONTACT_INBOX, createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date('2027-03-01T12:00:00Z')
let t: TestApp
beforeAll(async () => {
  // Behind a proxy, so each test can say which IP a request comes from.
  t = await createTestApp({ now: () => clock, auth: { trustProxy: true } })
})
beforeEach(async () => {
  clock = new Date('2027-03-01T12:00:00Z')
  await t.reset()
})
afterAll(() => t.close())

const minutes = (count: number) => count * 60_000
const from = (ip: string) => ({ 'X-Forwarded-For': `203.0.113.99, ${ip}` })
const signInFrom = (ip: string, email: string, password: string, app: Pick<TestApp, 'app'> = t) =>
  postJson<ChallengeResponse>(app, '/api/auth/signin', { email, password }, from(ip))

/** A 429 with a Retry-After in whole seconds and the clear message. */
function expectTooMany(response: JsonResponse<unknown>, retryAfterSeconds: number) {
  const body = expectApiError(response, 429)
  expect(response.headers.get('Retry-After')).toBe(String(retryAfterSeconds))
  expect(body.message).toBe(`Too many attempts; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`)
}

test('past 10 failed sign-ins of an account from one IP, that IP answers 429 for it, even to its right password, until the window ends', async () => {
  const user = await insertUser(t.db)
  const { limit } = authLimits.signInFailuresPerAccountAndIp
  for (let i = 0; i < limit; i++) {
    clock = new Date(clock.getTime() + 1000)
    expectApiError(await signInFrom('198.51.100.1', user.email, 'Errada#Senha1'), 400)
  }

  // The window opened with the first failure, at 12:00:01; it is 12:00:10.
  expectTooMany(await signInFrom('198.51.100.1', user.email, TEST_PASSWORD), 15 * 60 - 9)

  clock = new Date('2027-03-01T12:15:01Z')
  expect((await signInFrom('198.51.100.1', user.email, TEST_PASSWORD)).status).toBe(200)
})

test('the sign-in limit is kept in the database: a second server process on it sees the same count', async () => {
  const user = await insertUser(t.db)
  const otherProcess = createApp({
    db: t.db,
    mailer: fileMailer(t.mailDir, 'x@teste.local'),
    storage: t.storage,
    contactInbox: CONTACT_INBOX,
    now: () => clock,
    auth: { trustProxy: true },
  })
  const { limit } = authLimits.signInFailuresPerAccountAndIp
  for (let i = 0; i < limit; i++) await signInFrom('198.51.100.1', user.email, 'Errada#Senha1', i % 2 === 0 ? t : { app: otherProcess })

  expectTooMany(await signInFrom('198.51.100.1', user.email, TEST_PASSWORD, { app: otherProcess }), 15 * 60)
})

test('a success clears the count of failures of the account from that IP', async () => {
  const user = await insertUser(t.db)
  const { limit } = authLimits.signInFailuresPerAccountAndIp
  for (let i = 0; i < limit - 1; i++) await signInFrom('198.51.100.1', user.email, 'Errada#Senha1')
  expect((await signInFrom('198.51.100.1', user.email, TEST_PASSWORD)).status).toBe(200)

  for (let i = 0; i < limit - 1; i++) expectApiError(await signInFrom('198.51.100.1', user.email, 'Errada#Senha1'), 400)
})

test('past 50 failed sign-ins from one IP, that IP answers 429 for any account, and other IPs still get in', async () => {
  const user = await insertUser(t.db)
  const { limit } = authLimits.signInFailuresPerIp
  for (let i = 0; i < limit; i++) await signInFrom('198.51.100.7', `ninguem-${i}@example.com`, 'Errada#Senha1')

  expectTooMany(await signInFrom('198.51.100.7', user.email, TEST_PASSWORD), 15 * 60)
  expect((await signInFrom('198.51.100.8', user.email, TEST_PASSWORD)).status).toBe(200)
})

test('past 10 wrong codes in an hour from one IP, codes of that account answer 429 there, even in a new challenge', async () => {
  const user = await insertUser(t.db)
  const { limit } = authLimits.codeFailuresPerAccountAndIp
  let wrongTries = 0
  while (wrongTries < limit) {
    const challenge = await signInFrom('198.51.100.1', user.email, TEST_PASSWORD)
    for (let i = 0; i < 4 && wrongTries < limit; i++, wrongTries++) {
      const code = await lastCodeFor(t, user.email)
      await postJson(t, '/api/auth/verify', { challengeId: challenge.body.challengeId, code: code === '000000' ? '000001' : '000000' }, from('198.51.100.1'))
    }
  }
  const challenge = await signInFrom('198.51.100.1', user.email, TEST_PASSWORD)
  const code = await lastCodeFor(t, user.email)

  expectTooMany(await postJson(t, '/api/auth/verify', { challengeId: challenge.body.challengeId, code }, from('198.51.100.1')), 60 * 60)
})

test('past 3 reset requests an hour for one email, a 429, whether or not the email has an account', async () => {
  const user = await insertUser(t.db)
  for (const email of [user.email, 'ninguem@example.com']) {
    for (let i = 0; i < authLimits.resetRequestsPerEmail.limit; i++) {
      expect((await postJson(t, '/api/auth/password-reset', { email }, from(`198.51.100.${i}`))).status).toBe(202)
    }
    expectTooMany(await postJson(t, '/api/auth/password-reset', { email }, from('198.51.100.50')), 60 * 60)
  }
  // The reset mails go after the answers: let them land before the next test empties the folder.
  await nextMailTo(t.mailDir, user.email, authLimits.resetRequestsPerEmail.limit - 1)
})

test('past 5 sign-ups an hour for one email, a 429 and no more mail', async () => {
  const email = uniqueEmail()
  for (let i = 0; i < authLimits.signUpsPerEmail.limit; i++) {
    clock = new Date(clock.getTime() + minutes(1))
    expect((await postJson(t, '/api/auth/signup', buildSignUp({ email }), from(`198.51.100.${i}`))).status).toBe(200)
  }

  expectTooMany(await postJson(t, '/api/auth/signup', buildSignUp({ email }), from('198.51.100.99')), 60 * 60 - 4 * 60)
  expect(await t.readMails()).toHaveLength(authLimits.signUpsPerEmail.limit)
})
