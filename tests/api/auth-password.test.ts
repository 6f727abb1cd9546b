import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { insertSignedInUser, insertUser, TEST_PASSWORD } from '../factories/users.ts'
import { linkOf, nextMailTo } from '../support/mail.ts'
import { bearer, mailsTo, postMaybeEmpty, signIn } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date('2027-03-01T12:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, auth: { publicUrl: 'https://roteiro.example/' } })
})
beforeEach(async () => {
  clock = new Date('2027-03-01T12:00:00Z')
  await t.reset()
})
afterAll(() => t.close())

const NEW_PASSWORD = 'Nova#Viagem2028'
const minutes = (count: number) => count * 60_000
const askReset = (email: string, headers: Record<string, string> = {}) => postJson(t, '/api/auth/password-reset', { email }, headers)
const confirmReset = (token: string, password = NEW_PASSWORD, passwordConfirmation = password) =>
  postMaybeEmpty(t, '/api/auth/password-reset/confirm', { token, password, passwordConfirmation })
const startSignIn = (email: string, password: string) => postJson(t, '/api/auth/signin', { email, password })
const me = (token: string) => requestJson(t, '/api/me', { headers: bearer(token) })

/** The mail is sent after the answer (issue 15, finding 10): wait for the one after the `seen` first. */
const mailedLink = async (email: string, seen = 0) => linkOf(await nextMailTo(t.mailDir, email, seen))

async function resetTokenFor(email: string) {
  const seen = (await mailsTo(t, email)).length
  await askReset(email)
  return (await mailedLink(email, seen)).searchParams.get('token')!
}

test('a reset request answers the same whether or not the email has an account, and mails only an account', async () => {
  const user = await insertUser(t.db, { email: 'ana@example.com' })

  const known = await askReset(user.email)
  const unknown = await askReset('ninguem@example.com')

  expect(known.status).toBe(202)
  expect(unknown.status).toBe(202)
  expect(unknown.body).toEqual(known.body)
  expect(known.body).toEqual({ message: 'If an account exists for this email, we sent it a link to choose a new password' })
  await mailedLink(user.email)
  expect((await t.readMails()).length).toBe(1)
  const [mail] = await mailsTo(t, 'ana@example.com')
  expect(mail?.subject).toBe('Redefinição de senha do Roteiro')
})

test('the reset link carries the page the user was going to (`redirect`) when it is a path of this site', async () => {
  const user = await insertUser(t.db)
  const checkout = '/user/checkout?trip=gramado&option=3&people=2'

  expect((await postJson(t, '/api/auth/password-reset', { email: user.email, redirect: checkout })).status).toBe(202)
  const link = await mailedLink(user.email)
  expect(link.searchParams.get('redirect')).toBe(checkout)
  expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/)

  expect((await postJson(t, '/api/auth/password-reset', { email: user.email, redirect: '//evil.example/' })).status).toBe(202)
  const elsewhere = await mailedLink(user.email, 1)
  expect(elsewhere.searchParams.has('redirect')).toBe(false)
})

test('the reset link points at the client page /ask-reset-password on the public URL, and says so in English when asked', async () => {
  const user = await insertUser(t.db)

  await askReset(user.email, { 'Accept-Language': 'en' })

  const link = await mailedLink(user.email)
  expect(link.origin + link.pathname).toBe('https://roteiro.example/ask-reset-password')
  expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/)
  expect((await mailsTo(t, user.email))[0]?.subject).toBe('Reset your Roteiro password')
})

test('the link sets a new password: the new one signs in, the old one no longer does', async () => {
  const user = await insertUser(t.db)
  const token = await resetTokenFor(user.email)

  expect((await confirmReset(token)).status).toBe(204)

  expectApiError(await startSignIn(user.email, TEST_PASSWORD), 400)
  expect((await signIn(t, user.email, NEW_PASSWORD)).user.id).toBe(user.id)
})

test('setting the new password revokes every session of the user', async () => {
  const user = await insertUser(t.db)
  const phone = await signIn(t, user.email, TEST_PASSWORD)
  const laptop = await signIn(t, user.email, TEST_PASSWORD)
  const token = await resetTokenFor(user.email)

  await confirmReset(token)

  expectApiError(await me(phone.token), 401)
  expectApiError(await me(laptop.token), 401)
})

test('a reset link works once', async () => {
  const user = await insertUser(t.db)
  const token = await resetTokenFor(user.email)
  expect((await confirmReset(token)).status).toBe(204)

  const body = expectApiError(await confirmReset(token, 'Outra#Viagem2029'), 410)

  expect(body.message).toBe('This link has expired or was already used; ask for a new one')
  expect((await signIn(t, user.email, NEW_PASSWORD)).user.id).toBe(user.id)
})

test('using one reset link uses up the others of the user', async () => {
  const user = await insertUser(t.db)
  const first = await resetTokenFor(user.email)
  const second = await resetTokenFor(user.email)

  expect((await confirmReset(second)).status).toBe(204)
  expectApiError(await confirmReset(first, 'Outra#Viagem2029'), 410)
})

test('a reset link lasts 1 hour', async () => {
  const user = await insertUser(t.db)
  const stale = await resetTokenFor(user.email)
  clock = new Date(clock.getTime() + minutes(60))
  expectApiError(await confirmReset(stale), 410)

  const fresh = await resetTokenFor(user.email)
  clock = new Date(clock.getTime() + minutes(60) - 1000)
  expect((await confirmReset(fresh)).status).toBe(204)
})

test('the new password follows the rules, and a refused one leaves the link usable', async () => {
  const user = await insertUser(t.db)
  const token = await resetTokenFor(user.email)

  expect(expectApiError(await confirmReset(token, 'curta'), 400).fields).toEqual({ password: 'Minimum length 8 characters' })
  expect(expectApiError(await confirmReset(token, NEW_PASSWORD, 'Nova#Viagem2029'), 400).fields).toEqual({ passwordConfirmation: 'Passwords are not the same' })
  expect(expectApiError(await confirmReset(token, 'Brasil@123'), 400).fields).toEqual({ password: 'This password is too common' })
  expect((await confirmReset(token)).status).toBe(204)
})

test('a made-up reset token is a 410', async () => {
  expectApiError(await confirmReset('inventado'), 410)
})

const changePassword = (token: string, body: Record<string, unknown>) => postMaybeEmpty(t, '/api/me/password', body, bearer(token))

test('changing the password needs the current one; then the new one signs in and the old one does not', async () => {
  const user = await insertUser(t.db)
  const { token } = await signIn(t, user.email, TEST_PASSWORD)

  const response = await changePassword(token, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })

  expect(response.status).toBe(204)
  expectApiError(await startSignIn(user.email, TEST_PASSWORD), 400)
  expect((await signIn(t, user.email, NEW_PASSWORD)).user.id).toBe(user.id)
})

test('a password change keeps the session that made it and revokes the others', async () => {
  const user = await insertUser(t.db)
  const here = await signIn(t, user.email, TEST_PASSWORD)
  const elsewhere = await signIn(t, user.email, TEST_PASSWORD)

  await changePassword(here.token, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })

  expect((await me(here.token)).status).toBe(200)
  expectApiError(await me(elsewhere.token), 401)
})

test('a wrong or missing current password is a 400 on that field, and the password stays', async () => {
  const user = await insertUser(t.db)
  const { token } = await signIn(t, user.email, TEST_PASSWORD)

  const wrong = expectApiError(await changePassword(token, { currentPassword: 'Errada#Senha1', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }), 400)
  const missing = expectApiError(await changePassword(token, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }), 400)

  expect(wrong.fields).toEqual({ currentPassword: 'The current password is wrong' })
  expect(missing.fields).toEqual({ currentPassword: 'This field is required' })
  expect((await signIn(t, user.email, TEST_PASSWORD)).user.id).toBe(user.id)
})

test('the new password of a change follows the rules', async () => {
  const user = await insertUser(t.db)
  const { token } = await signIn(t, user.email, TEST_PASSWORD)

  const body = expectApiError(await changePassword(token, { currentPassword: TEST_PASSWORD, password: 'semmaiuscula#1', passwordConfirmation: 'semmaiuscula#1' }), 400)

  expect(body.fields).toEqual({ password: 'Minimum 1 uppercase letters' })
})

test('an account made by Google sign-in sets its first password without a current one', async () => {
  const signedIn = await insertSignedInUser(t.db, 0, { passwordHash: null, googleSub: 'google-sub-1' }, clock)

  expect((await changePassword(signedIn.token, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })).status).toBe(204)
  expect((await requestJson<{ hasPassword: boolean }>(t, '/api/me', { headers: signedIn.headers })).body.hasPassword).toBe(true)
})

test('changing the password needs a session', async () => {
  expectApiError(await postJson(t, '/api/me/password', { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }), 401)
})
