import { verify } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { signInCodeRules, type ChallengeResponse } from '../../src/domain/user.ts'
import { authLimits } from '../../src/server/auth/limits.ts'
import { hashCode, randomToken } from '../../src/server/auth/tokens.ts'
import { authChallenges, sessions } from '../../src/server/db/schema/index.ts'
import { insertUser, TEST_PASSWORD } from '../factories/users.ts'
import { linkOf, nextMailTo } from '../support/mail.ts'
import { lastCodeFor } from './helpers/auth.ts'
import { postJson } from './helpers/http.ts'
import type { TestApp } from './helpers/test-app.ts'

// Issue 15, findings 1, 3 and 11: limits take their place before the expensive work, so a burst
// of parallel attempts cannot pass them, and a stranger's failures lock only the stranger's IP.

// argon2 itself, counted: how many passwords the server really checked.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>()
  return { ...argon2, verify: vi.fn(argon2.verify) }
})
const passwordChecks = vi.mocked(verify)

const clock = new Date('2027-03-01T12:00:00Z')
let t: TestApp
beforeAll(async () => {
  // API test files share modules (vitest.config.ts): import the server afresh, so its password checks go through the mock.
  vi.resetModules()
  const { createTestApp } = await import('./helpers/test-app.ts')
  t = await createTestApp({ now: () => clock, auth: { trustProxy: true } })
})
beforeEach(async () => {
  await t.reset()
  passwordChecks.mockClear()
})
afterAll(() => t.close())

/** Hundreds of requests on a shared 2-core machine: a minute, not the usual 20 s. */
const slow = { timeout: 60_000 }
const from = (ip: string) => ({ 'X-Forwarded-For': ip })
const signIn = (email: string, password: string, ip: string) => postJson(t, '/api/auth/signin', { email, password }, from(ip))
const verifyCode = (challengeId: string, code: string, ip: string) => postJson(t, '/api/auth/verify', { challengeId, code }, from(ip))
const statuses = (responses: { status: number }[]) => responses.reduce<Record<number, number>>((count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {})

/** Sign-in challenges of the user straight in the database, each with the code 123456. */
async function insertChallenges(user: { id: number; email: string }, count: number) {
  const ids = Array.from({ length: count }, () => randomToken())
  await t.db.insert(authChallenges).values(
    ids.map((id) => ({
      id,
      purpose: 'signin' as const,
      userId: user.id,
      email: user.email,
      codeHash: hashCode(id, '123456'),
      createdAt: clock,
      expiresAt: new Date(clock.getTime() + signInCodeRules.ttlMinutes * 60_000),
    })),
  )
  return ids
}

const codesChecked = async () => Number((await t.db.select({ tries: sql<number>`coalesce(sum(${authChallenges.attempts}), 0)` }).from(authChallenges))[0]!.tries)

test('500 wrong passwords at once for one account from one IP: argon2 checks only as many as the limit, the rest are 429', slow, async () => {
  const user = await insertUser(t.db)
  const { limit } = authLimits.signInFailuresPerAccountAndIp

  const responses = await Promise.all(Array.from({ length: 500 }, () => signIn(user.email, 'Errada#Senha1', '198.51.100.1')))

  expect(passwordChecks).toHaveBeenCalledTimes(limit)
  expect(statuses(responses)).toEqual({ 400: limit, 429: 500 - limit })
})

test('the right password inside a burst that is over the limit gets 429 and no code', slow, async () => {
  const user = await insertUser(t.db)
  const burst = Array.from({ length: 300 }, (_, i) => signIn(user.email, i === 299 ? TEST_PASSWORD : 'Errada#Senha1', '198.51.100.1'))

  const responses = await Promise.all(burst)

  expect(responses[299]!.status).toBe(429)
  expect(passwordChecks).toHaveBeenCalledTimes(authLimits.signInFailuresPerAccountAndIp.limit)
  expect(await t.readMails()).toEqual([])
})

test('100 challenges × 5 wrong codes at once: only as many codes as the limit are checked, the rest are 429', slow, async () => {
  const user = await insertUser(t.db)
  const ids = await insertChallenges(user, 100)
  const { limit } = authLimits.codeFailuresPerAccountAndIp

  const responses = await Promise.all(ids.flatMap((id) => Array.from({ length: signInCodeRules.maxTries }, () => verifyCode(id, '000000', '198.51.100.1'))))

  expect(await codesChecked()).toBe(limit)
  // A challenge's 5th wrong code is a 410 (its tries are used up) rather than a 400.
  expect(responses.filter(({ status }) => status === 429)).toHaveLength(500 - limit)
})

test('the right code inside a burst of wrong codes that is over the limit gets 429 and no session', slow, async () => {
  const user = await insertUser(t.db)
  const ids = await insertChallenges(user, 100)
  const burst = Array.from({ length: 300 }, (_, i) => verifyCode(ids[i % 100]!, i === 299 ? '123456' : '000000', '198.51.100.1'))

  const responses = await Promise.all(burst)

  expect(responses[299]!.status).toBe(429)
  expect(await t.db.$count(sessions)).toBe(0)
})

test("a stranger's wrong passwords lock the account for the stranger's IP only: the owner signs in from theirs", async () => {
  const user = await insertUser(t.db)
  for (let i = 0; i < authLimits.signInFailuresPerAccountAndIp.limit; i++) expect((await signIn(user.email, 'Errada#Senha1', '203.0.113.66')).status).toBe(400)

  expect((await signIn(user.email, TEST_PASSWORD, '203.0.113.66')).status).toBe(429)
  expect((await signIn(user.email, TEST_PASSWORD, '198.51.100.1')).status).toBe(200)
})

test('many IPs together stop at the account-wide ceiling, higher than one IP may go', slow, async () => {
  const user = await insertUser(t.db)
  const perIp = authLimits.signInFailuresPerAccountAndIp.limit
  const ceiling = authLimits.signInFailuresPerAccount.limit
  expect(ceiling).toBeGreaterThan(perIp)
  for (let ip = 0; ip < ceiling / perIp; ip++) {
    await Promise.all(Array.from({ length: perIp }, () => signIn(user.email, 'Errada#Senha1', `203.0.113.${ip}`)))
  }

  expect((await signIn(user.email, TEST_PASSWORD, '198.51.100.1')).status).toBe(429)
  expect(passwordChecks).toHaveBeenCalledTimes(ceiling)
})

test("a stranger's wrong codes lock codes of the account for the stranger's IP only: the owner's code works from theirs", async () => {
  const user = await insertUser(t.db)
  const ids = await insertChallenges(user, 3)
  for (let i = 0; i < authLimits.codeFailuresPerAccountAndIp.limit; i++) await verifyCode(ids[i % 3]!, '000000', '203.0.113.66')

  const { challengeId } = (await signIn(user.email, TEST_PASSWORD, '198.51.100.1')).body as ChallengeResponse
  const code = await lastCodeFor(t, user.email)
  expect((await verifyCode(challengeId, code, '203.0.113.66')).status).toBe(429)
  expect((await verifyCode(challengeId, code, '198.51.100.1')).status).toBe(200)
})

test('a password reset ends the lock-out from every IP', async () => {
  const user = await insertUser(t.db)
  for (const ip of ['203.0.113.66', '203.0.113.67']) {
    for (let i = 0; i < authLimits.signInFailuresPerAccountAndIp.limit; i++) await signIn(user.email, 'Errada#Senha1', ip)
    expect((await signIn(user.email, TEST_PASSWORD, ip)).status).toBe(429)
  }

  await postJson(t, '/api/auth/password-reset', { email: user.email }, from('198.51.100.1'))
  const token = linkOf(await nextMailTo(t.mailDir, user.email, 0)).searchParams.get('token')
  const newPassword = 'Nova#Viagem2028'
  expect(
    (
      await t.app.request('/api/auth/password-reset/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, password: newPassword, passwordConfirmation: newPassword }),
      })
    ).status,
  ).toBe(204)

  expect((await signIn(user.email, newPassword, '203.0.113.66')).status).toBe(200)
  expect((await signIn(user.email, newPassword, '203.0.113.67')).status).toBe(200)
})
