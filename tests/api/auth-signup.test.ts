import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ChallengeResponse, Profile, SessionResponse } from '../../src/domain/user.ts'
import { authChallenges, users } from '../../src/server/db/schema/index.ts'
import { buildCpf, buildSignUp, TEST_PASSWORD, uniqueEmail } from '../factories/users.ts'
import { bearer, lastCodeFor, mailsTo, signUpCustomer, verifyLastCode } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(() => t.reset())
afterAll(() => t.close())

const signUp = (body: unknown, headers: Record<string, string> = {}) => postJson<ChallengeResponse>(t, '/api/auth/signup', body, headers)
const countUsers = async () => (await t.db.select({ id: users.id }).from(users)).length

test('a sign-up mails a code and makes the user only when the code is verified', async () => {
  const input = buildSignUp({ email: ' Maria.Silva@Example.COM ', cpf: '529.982.247-25' })

  const response = await signUp(input)

  expect(response.status).toBe(200)
  expect(response.body).toEqual({ challengeId: expect.stringMatching(/^[\w-]{43}$/), expiresAt: expect.any(String) })
  expect(await countUsers()).toBe(0)
  const [mail] = await mailsTo(t, 'maria.silva@example.com')
  expect(mail?.subject).toMatch(/^\d{6} é o seu código do Roteiro$/)
  expect(mail?.text).toContain('confirmar o seu cadastro')

  const session = await verifyLastCode(t, response.body, 'maria.silva@example.com')
  expect(session).toEqual({ user: { id: expect.any(Number), type: 0 }, token: expect.any(String) })
  const me = await requestJson<Profile>(t, '/api/me', { headers: bearer(session.token) })
  expect(me.body).toEqual({
    id: session.user.id,
    type: 0,
    email: 'maria.silva@example.com',
    firstName: 'Maria',
    lastName: 'da Silva',
    cpf: '52998224725',
    phone: '11987654321',
    birthDate: '1990-05-31',
    address: null,
    hasPassword: true,
    googleLinked: false,
    agency: null,
  })
})

test('the code mail is in English when the browser asks for English first', async () => {
  const input = buildSignUp()
  await signUp(input, { 'Accept-Language': 'en-US,en;q=0.9,pt-BR;q=0.8' })

  const [mail] = await mailsTo(t, input.email)
  expect(mail?.subject).toMatch(/^\d{6} is your Roteiro code$/)
  expect(mail?.text).toContain('confirm your sign-up')
})

const tooLong = (length: number) => 'A#' + 'a'.repeat(length - 2)

test.each([
  ['firstName', undefined, 'This field is required'],
  ['firstName', '   ', 'This field is required'],
  ['firstName', 'M', 'Minimum length 2 characters'],
  ['firstName', 'M'.repeat(61), 'Maximum length 60 characters'],
  ['lastName', 'S', 'Minimum length 2 characters'],
  ['email', 'maria@', 'Invalid email format'],
  ['email', '', 'This field is required'],
  ['password', 'Vi#g3m', 'Minimum length 8 characters'],
  ['password', tooLong(129), 'Maximum length 128 characters'],
  ['password', 'viagem#segura42', 'Minimum 1 uppercase letters'],
  ['password', 'ViagemSegura42', 'Minimum 1 special characters'],
  ['password', 'Senha@123', 'This password is too common'],
  ['password', 'P@ssw0rd', 'This password is too common'],
  ['cpf', '123.456.789-00', 'Invalid CPF'],
  ['cpf', '111.111.111-11', 'Invalid CPF'],
  ['phone', '1234-5678', 'Invalid phone number'],
  ['birthDate', '31/05/1990', 'Invalid date'],
  ['birthDate', '1990-02-30', 'Invalid date'],
  ['birthDate', '2999-01-01', 'Invalid date'],
])('%s %j is refused with "%s", and nothing is stored or mailed', async (field, value, message) => {
  const input: Record<string, unknown> = buildSignUp()
  if (value === undefined) delete input[field]
  else input[field] = value
  if (field === 'password') input.passwordConfirmation = value

  const body = expectApiError(await signUp(input), 400, [field])

  expect(body.fields).toEqual({ [field]: message })
  expect(await countUsers()).toBe(0)
  expect(await t.db.select().from(authChallenges)).toEqual([])
  expect(await t.readMails()).toEqual([])
})

test('a confirmation that differs is refused with "Passwords are not the same"', async () => {
  const body = expectApiError(await signUp(buildSignUp({ passwordConfirmation: 'Viagem#Segura43' })), 400, ['passwordConfirmation'])

  expect(body.fields).toEqual({ passwordConfirmation: 'Passwords are not the same' })
})

test('every bad field is named once, with the first rule it breaks', async () => {
  const body = expectApiError(await signUp({ firstName: '', email: 'x', password: 'abc', passwordConfirmation: 'abc', cpf: '1', phone: '', birthDate: '' }), 400)

  expect(body.fields).toEqual({
    firstName: 'This field is required',
    lastName: 'This field is required',
    email: 'Invalid email format',
    password: 'Minimum length 8 characters',
    cpf: 'Invalid CPF',
    phone: 'This field is required',
    birthDate: 'This field is required',
  })
})

test.each([64, 128])('a password of %i characters is accepted', async (length) => {
  const password = `Roteiro#${'x'.repeat(length - 8)}`
  const { session } = await signUpCustomer(t, { password, passwordConfirmation: password })

  expect(session.user.type).toBe(0)
})

test('an email that has an account answers a challenge like a new one, whatever its case; its owner is mailed no code but what happened', async () => {
  const { input } = await signUpCustomer(t)

  const answer = await signUp(buildSignUp({ email: input.email.toUpperCase() }))

  expect(answer.status).toBe(200)
  expect(Object.keys(answer.body).sort()).toEqual(['challengeId', 'expiresAt'])
  const mail = (await mailsTo(t, input.email)).at(-1)!
  expect(mail.subject).toBe('Tentativa de cadastro com o seu e-mail no Roteiro')
  expect(mail.text).not.toMatch(/^\s+\d{6}\s*$/m)
  expect(mail.text).toContain('/ask-reset-password')
  // Nobody has its code: every try is wrong, as with a code one does not know.
  expectApiError(await postJson(t, '/api/auth/verify', { challengeId: answer.body.challengeId, code: '123456' }), 400, ['code'])
  expect(await countUsers()).toBe(1)
})

test('of two pending sign-ups of one email, the first verified wins and the other is a 409 that adds no row', async () => {
  const email = uniqueEmail()
  const first = await signUp(buildSignUp({ email, firstName: 'Primeira' }))
  const firstCode = await lastCodeFor(t, email)
  const second = await signUp(buildSignUp({ email, firstName: 'Segunda' }))
  const secondCode = await lastCodeFor(t, email)

  const winner = await postJson<SessionResponse>(t, '/api/auth/verify', { challengeId: second.body.challengeId, code: secondCode })
  const loser = await postJson(t, '/api/auth/verify', { challengeId: first.body.challengeId, code: firstCode })

  expect(winner.status).toBe(200)
  expectApiError(loser, 409)
  expect(await t.db.select({ firstName: users.firstName }).from(users)).toEqual([{ firstName: 'Segunda' }])
})

test('an abandoned sign-up leaves no user row', async () => {
  await signUp(buildSignUp())
  await signUp(buildSignUp())

  expect(await countUsers()).toBe(0)
})

test('fields the form does not have (a user type) are ignored: a sign-up is always a customer', async () => {
  const { session } = await signUpCustomer(t, { type: 1 })

  expect(session.user.type).toBe(0)
})

test('an agency signs up with name, CPF, email and password and is type 2, with no commission or seller code yet', async () => {
  const email = uniqueEmail('agencia')
  const response = await postJson<ChallengeResponse>(t, '/api/auth/signup-agency', {
    name: 'Viaja Mais Turismo',
    cpf: buildCpf(),
    email,
    password: TEST_PASSWORD,
    passwordConfirmation: TEST_PASSWORD,
  })
  expect(response.status).toBe(200)

  const session = await verifyLastCode(t, response.body, email)

  expect(session.user.type).toBe(2)
  const me = await requestJson<Profile>(t, '/api/me', { headers: bearer(session.token) })
  expect(me.body).toMatchObject({ type: 2, firstName: 'Viaja Mais Turismo', lastName: '', agency: { commissionBasisPoints: null, sellerCode: null } })
  const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id))
  expect(row).toMatchObject({ commissionBasisPoints: null, sellerCode: null })
})

test('an agency sign-up is validated by the same rules', async () => {
  const body = expectApiError(await postJson(t, '/api/auth/signup-agency', { cpf: '000.000.000-00', email: 'agencia@', password: 'fraca', passwordConfirmation: 'outra' }), 400)

  expect(body.fields).toEqual({ name: 'This field is required', cpf: 'Invalid CPF', email: 'Invalid email format', password: 'Minimum length 8 characters' })
  expect(await countUsers()).toBe(0)
})

test('a body that is not JSON is a 400', async () => {
  expectApiError(await requestJson(t, '/api/auth/signup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'email=x' }), 400)
})
