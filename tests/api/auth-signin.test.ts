import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ChallengeResponse, SessionResponse } from '../../src/domain/user.ts'
import { hashToken } from '../../src/server/auth/tokens.ts'
import { sessions } from '../../src/server/db/schema/index.ts'
import { insertUser, TEST_PASSWORD } from '../factories/users.ts'
import { bearer, lastCodeFor, mailsTo, signIn } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** A clock the tests move: codes last 10 minutes, sessions 30 days. */
let clock = new Date('2027-03-01T12:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  clock = new Date('2027-03-01T12:00:00Z')
  await t.reset()
})
afterAll(() => t.close())

const minutes = (count: number) => count * 60_000
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

const startSignIn = (email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
  postJson<ChallengeResponse>(t, '/api/auth/signin', { email, password }, headers)
const verify = (challengeId: string, code: string) => postJson<SessionResponse>(t, '/api/auth/verify', { challengeId, code })
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

test('email and password mail a code; the code opens a session of the user', async () => {
  const user = await insertUser(t.db, { email: 'ana@example.com' })

  const challenge = await startSignIn('  ANA@example.com ')

  expect(challenge.status).toBe(200)
  expect(challenge.body.expiresAt).toBe('2027-03-01T12:10:00.000Z')
  const [mail] = await mailsTo(t, 'ana@example.com')
  expect(mail?.text).toContain('entrar no Roteiro')
  const session = await verify(challenge.body.challengeId, await lastCodeFor(t, 'ana@example.com'))
  expect(session.status).toBe(200)
  expect(session.body).toEqual({ user: { id: user.id, type: 0 }, token: expect.any(String) })
  expect((await requestJson(t, '/api/me', { headers: bearer(session.body.token) })).status).toBe(200)
})

test('a session token has 256 random bits and only its SHA-256 is stored', async () => {
  const user = await insertUser(t.db)

  const { token } = await signIn(t, user.email, TEST_PASSWORD)

  expect(token).toMatch(/^[\w-]{43}$/)
  const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id))
  expect(rows).toEqual([expect.objectContaining({ tokenHash: hashToken(token), revokedAt: null })])
  expect(rows[0]!.expiresAt.toISOString()).toBe('2027-03-31T12:00:00.000Z')
  expect(JSON.stringify(rows)).not.toContain(token)
})

test('each sign-in gives a new token', async () => {
  const user = await insertUser(t.db)

  const first = await signIn(t, user.email, TEST_PASSWORD)
  const second = await signIn(t, user.email, TEST_PASSWORD)

  expect(second.token).not.toBe(first.token)
})

test('a wrong password and an unknown email get the same 400, and no code is mailed', async () => {
  const user = await insertUser(t.db)

  const wrongPassword = expectApiError(await startSignIn(user.email, 'Outra#Senha99'), 400)
  const unknownEmail = expectApiError(await startSignIn('ninguem@example.com'), 400)

  expect(wrongPassword).toEqual({ code: 'auth.invalid_credentials', message: 'Invalid email or password' })
  expect(unknownEmail).toEqual(wrongPassword)
  expect(await t.readMails()).toEqual([])
})

test('an account made by Google sign-in (no password) cannot sign in with a password', async () => {
  const user = await insertUser(t.db, { password: null, googleSub: 'google-123' })

  expectApiError(await startSignIn(user.email, 'Qualquer#Senha1'), 400)
})

test('sign-in fields are required', async () => {
  const body = expectApiError(await postJson(t, '/api/auth/signin', {}), 400, ['email', 'password'])

  expect(body.fields).toEqual({ email: 'This field is required', password: 'This field is required' })
})

test('a wrong code is a 400 on the code field that says how many tries are left', async () => {
  const user = await insertUser(t.db)
  const challenge = await startSignIn(user.email)
  const code = await lastCodeFor(t, user.email)

  const body = expectApiError(await verify(challenge.body.challengeId, wrongCodeFor(code)), 400, ['code'])

  expect(body).toEqual({
    code: 'auth.code_wrong',
    message: 'Wrong code: 4 tries left',
    params: { triesLeft: 4 },
    fields: { code: 'Wrong code' },
    fieldCodes: { code: { code: 'field.code_wrong' } },
  })
})

test('a code that is not 6 digits is a 400 before any try is counted', async () => {
  const body = expectApiError(await verify('qualquer', '12a45'), 400, ['code'])

  expect(body.fields).toEqual({ code: 'The code has 6 digits' })
})

test('the 5th try may still be the right one', async () => {
  const user = await insertUser(t.db)
  const challenge = await startSignIn(user.email)
  const code = await lastCodeFor(t, user.email)
  for (let i = 0; i < 4; i++) expectApiError(await verify(challenge.body.challengeId, wrongCodeFor(code)), 400)

  expect((await verify(challenge.body.challengeId, code)).status).toBe(200)
})

test('after 5 wrong tries the challenge is dead, even for the right code', async () => {
  const user = await insertUser(t.db)
  const challenge = await startSignIn(user.email)
  const code = await lastCodeFor(t, user.email)
  for (let i = 0; i < 4; i++) expectApiError(await verify(challenge.body.challengeId, wrongCodeFor(code)), 400)

  const fifth = expectApiError(await verify(challenge.body.challengeId, wrongCodeFor(code)), 410)
  const afterwards = expectApiError(await verify(challenge.body.challengeId, code), 410)

  expect(fifth.message).toBe('Too many wrong codes; sign in again to get a new one')
  expect(afterwards.message).toBe('Too many wrong codes; sign in again to get a new one')
})

test('a code works for 10 minutes', async () => {
  const user = await insertUser(t.db)
  const challenge = await startSignIn(user.email)
  const code = await lastCodeFor(t, user.email)

  advance(minutes(10) - 1000)

  expect((await verify(challenge.body.challengeId, code)).status).toBe(200)
})

test('a code is refused after 10 minutes with a 410', async () => {
  const user = await insertUser(t.db)
  const challenge = await startSignIn(user.email)
  const code = await lastCodeFor(t, user.email)

  advance(minutes(10))

  const body = expectApiError(await verify(challenge.body.challengeId, code), 410)
  expect(body.message).toBe('This code has expired or was already used; sign in again to get a new one')
})

test('a code opens one session only', async () => {
  const user = await insertUser(t.db)
  const challenge = await startSignIn(user.email)
  const code = await lastCodeFor(t, user.email)

  expect((await verify(challenge.body.challengeId, code)).status).toBe(200)
  expectApiError(await verify(challenge.body.challengeId, code), 410)
  expect(await t.db.select().from(sessions)).toHaveLength(1)
})

test("a challenge is opened only by its own code, not by another challenge's", async () => {
  const user = await insertUser(t.db)
  const first = await startSignIn(user.email)
  const firstCode = await lastCodeFor(t, user.email)
  const second = await startSignIn(user.email)
  const secondCode = await lastCodeFor(t, user.email)
  if (firstCode === secondCode) return // one chance in a million: nothing to tell apart

  expectApiError(await verify(second.body.challengeId, firstCode), 400)
  expect((await verify(first.body.challengeId, firstCode)).status).toBe(200)
})

test('an unknown challenge is a 410', async () => {
  expectApiError(await verify('desconhecido', '123456'), 410)
})

test('admins and agencies sign in the same way and get their type', async () => {
  const admin = await insertUser(t.db, { type: 1, email: 'chefe@example.com' })
  const agency = await insertUser(t.db, { type: 2, email: 'agencia@example.com', firstName: 'Viaja Mais', lastName: '' })

  expect((await signIn(t, admin.email, TEST_PASSWORD)).user).toEqual({ id: admin.id, type: 1 })
  expect((await signIn(t, agency.email, TEST_PASSWORD)).user).toEqual({ id: agency.id, type: 2 })
})
