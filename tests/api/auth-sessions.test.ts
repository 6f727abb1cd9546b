import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { insertSignedInUser, insertUser, TEST_PASSWORD } from '../factories/users.ts'
import { bearer, signIn } from './helpers/auth.ts'
import { expectApiError, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

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

const days = (count: number) => count * 86_400_000
const me = (headers: Record<string, string> = {}) => requestJson(t, '/api/me', { headers })
const signOut = (headers: Record<string, string>) => t.app.request('/api/auth/signout', { method: 'POST', headers })

test.each([
  ['no Authorization header', {}, 'Sign in to continue'],
  ['an empty bearer', { Authorization: 'Bearer ' }, 'Sign in to continue'],
  ['another scheme', { Authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' }, 'Sign in to continue'],
  ['an unknown token', { Authorization: 'Bearer 6kJ0x0iVQ1bq3n1pWmS6cGx3V2fNn0Y3YJb4JgqkT5s' }, 'Your session has expired; sign in again'],
])('a signed-in route answers 401 with %s', async (_label, headers, message) => {
  const body = expectApiError(await me(headers), 401)

  expect(body.message).toBe(message)
})

test('a session lasts 30 days', async () => {
  const { headers } = await insertSignedInUser(t.db, 0, {}, clock)

  clock = new Date(clock.getTime() + days(30) - 1000)
  expect((await me(headers)).status).toBe(200)

  clock = new Date(clock.getTime() + 1000)
  expectApiError(await me(headers), 401)
})

test('sign-out revokes the token it is called with, and only that one', async () => {
  const user = await insertUser(t.db)
  const phone = await signIn(t, user.email, TEST_PASSWORD)
  const laptop = await signIn(t, user.email, TEST_PASSWORD)

  const response = await signOut(bearer(phone.token))

  expect(response.status).toBe(204)
  expectApiError(await me(bearer(phone.token)), 401)
  expect((await me(bearer(laptop.token))).status).toBe(200)
})

test('signing out twice is a 401 the second time', async () => {
  const { headers } = await insertSignedInUser(t.db, 0, {}, clock)

  expect((await signOut(headers)).status).toBe(204)
  expect((await signOut(headers)).status).toBe(401)
})

test('auth answers are never cached', async () => {
  const { headers } = await insertSignedInUser(t.db, 0, {}, clock)

  expect((await me(headers)).headers.get('Cache-Control')).toBe('no-store')
  expect((await t.app.request('/api/auth/providers')).headers.get('Cache-Control')).toBe('no-store')
})
