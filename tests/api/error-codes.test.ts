import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import { UserType } from '../../src/domain/session.ts'
import type { ChallengeResponse } from '../../src/domain/user.ts'
import { authLimits } from '../../src/server/auth/limits.ts'
import { buildSignUp, insertSignedInUser, insertUser, TEST_PASSWORD } from '../factories/users.ts'
import { lastCodeFor } from './helpers/auth.ts'
import { checkingErrorCodes } from './helpers/error-code-check.ts'
import { postJson, requestJson } from './helpers/http.ts'
import { serverLog } from './helpers/server-log.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

// Every API test checks each error answer's code (helpers/error-code-check.ts); these are the
// cases the client leans on, body by body (docs/ERRORS.md).

let t: TestApp
/** An app whose Firebase fails in a way only the server log may tell. */
let failing: TestApp
beforeAll(async () => {
  ;[t, failing] = await Promise.all([
    createTestApp({ auth: { trustProxy: true } }),
    createTestApp({
      firebase: {
        publish: () => {},
        customToken: () => Promise.reject(new Error('service account key /etc/segredo.json is invalid')),
        flush: () => Promise.resolve(),
        close: () => Promise.resolve(),
      },
    }),
  ])
})
afterAll(() => Promise.all([t.close(), failing.close()]))

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

test('a schema failure is `validation`, each field by text and by code with the numbers its text says', async () => {
  const response = await postJson<ApiErrorBody>(t, '/api/auth/signup', buildSignUp({ password: 'Ab#', passwordConfirmation: 'Ab#', email: 'nao-e-email' }))

  expect(response.status).toBe(400)
  expect(response.body).toEqual({
    code: 'validation',
    message: 'email: Invalid email format',
    fields: { email: 'Invalid email format', password: 'Minimum length 8 characters' },
    fieldCodes: { email: { code: 'field.email' }, password: { code: 'field.min_length', params: { min: 8 } } },
  })
})

test('a wrong sign-in code says the tries left in params, and names the code field', async () => {
  const user = await insertUser(t.db)
  const challenge = await postJson<ChallengeResponse>(t, '/api/auth/signin', { email: user.email, password: TEST_PASSWORD })
  const code = await lastCodeFor(t, user.email)

  const response = await postJson<ApiErrorBody>(t, '/api/auth/verify', { challengeId: challenge.body.challengeId, code: wrongCodeFor(code) })

  expect(response.status).toBe(400)
  expect(response.body).toEqual({
    code: 'auth.code_wrong',
    message: 'Wrong code: 4 tries left',
    params: { triesLeft: 4 },
    fields: { code: 'Wrong code' },
    fieldCodes: { code: { code: 'field.code_wrong' } },
  })
})

test("an order that is not the caller's is `order.not_found`", async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)

  const response = await requestJson<ApiErrorBody>(t, '/api/me/orders/ABCD-EFGH', { headers })

  expect(response.status).toBe(404)
  expect(response.body).toEqual({ code: 'order.not_found', message: 'Could not find the order' })
})

test('an unknown API path is `not_found` with the path in params', async () => {
  const response = await requestJson<ApiErrorBody>(t, '/api/nada-aqui')

  expect(response.status).toBe(404)
  expect(response.body).toEqual({ code: 'not_found', message: 'Not found: GET /api/nada-aqui', params: { path: 'GET /api/nada-aqui' } })
})

test('a body that is not JSON is `request.not_json`', async () => {
  const response = await requestJson<ApiErrorBody>(t, '/api/auth/signin', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email": "a@b.c",' })

  expect(response.status).toBe(400)
  expect(response.body).toEqual({ code: 'request.not_json', message: 'The request body must be JSON' })
})

test('past a rate limit, `auth.rate_limited` gives the minutes to wait in params', async () => {
  const email = 'limite@example.com'
  const from = (ip: string) => ({ 'X-Forwarded-For': ip })
  for (let i = 0; i < authLimits.resetRequestsPerEmail.limit; i++) expect((await postJson(t, '/api/auth/password-reset', { email }, from(`198.51.100.${i}`))).status).toBe(202)

  const response = await postJson<ApiErrorBody>(t, '/api/auth/password-reset', { email }, from('198.51.100.50'))

  expect(response.status).toBe(429)
  expect(response.body).toEqual({ code: 'auth.rate_limited', message: 'Too many attempts; try again in 60 minutes', params: { minutes: 60 } })
})

test('an unexpected failure is `internal`, saying nothing of what failed', async () => {
  const { headers } = await insertSignedInUser(failing.db, UserType.customer)

  const response = await requestJson<ApiErrorBody>(failing, '/api/me/orders/firebase-token', { method: 'POST', headers })

  expect(response.status).toBe(500)
  expect(response.body).toEqual({ code: 'internal', message: 'Internal Server Error' })
  // The server logs the failure (setup.ts fails a test on an error line): here it is expected.
  expect(serverLog.takeErrors()).toEqual([expect.objectContaining({ msg: 'Unexpected failure', err: expect.objectContaining({ type: 'Error' }) })])
})

test("the test app's check refuses an error answer without a known code, or with another code's text", async () => {
  const app = checkingErrorCodes(
    new Hono()
      .get('/bare', (c) => c.json({ message: 'Bad' }, 400))
      .get('/unknown', (c) => c.json({ code: 'order.teleported', message: 'Gone' }, 410))
      .get('/wrong-text', (c) => c.json({ code: 'order.not_found', message: 'Could not find the trip' }, 404))
      .get('/no-field-codes', (c) => c.json({ code: 'validation', message: 'name: Too short', fields: { name: 'Too short' } }, 400))
      .get('/right', (c) => c.json({ code: 'order.not_found', message: 'Could not find the order' }, 404)),
  )

  await expect(app.request('/bare')).rejects.toThrow(/unknown code undefined/)
  await expect(app.request('/unknown')).rejects.toThrow(/unknown code "order.teleported"/)
  await expect(app.request('/wrong-text')).rejects.toThrow(/is not order.not_found's text/)
  await expect(app.request('/no-field-codes')).rejects.toThrow(/fieldCodes/)
  expect((await app.request('/right')).status).toBe(404)
})
