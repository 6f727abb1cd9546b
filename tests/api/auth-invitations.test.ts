import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ChallengeResponse, InvitationCreated, InvitationInfo } from '../../src/domain/user.ts'
import { adminInvitations, users } from '../../src/server/db/schema/index.ts'
import { insertSignedInUser, insertUser, TEST_PASSWORD, uniqueEmail } from '../factories/users.ts'
import { lastLinkFor, mailsTo, verifyLastCode } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date('2027-03-01T12:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, auth: { publicUrl: 'https://roteiro.example' } })
})
beforeEach(async () => {
  clock = new Date('2027-03-01T12:00:00Z')
  await t.reset()
})
afterAll(() => t.close())

const days = (count: number) => count * 86_400_000

async function invite(email: string) {
  const admin = await insertSignedInUser(t.db, 1, { firstName: 'Carla', lastName: 'Mendes' }, clock)
  const response = await postJson<InvitationCreated>(t, '/api/admin/invitations', { email }, admin.headers)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  const link = await lastLinkFor(t, email)
  return { admin, response, link, invitation: link.searchParams.get('invitation')! }
}

const adminSignUp = (invitation: string, overrides: Record<string, unknown> = {}) =>
  postJson<ChallengeResponse>(t, '/api/auth/signup-admin', {
    invitation,
    firstName: 'Rui',
    lastName: 'Barbosa',
    password: TEST_PASSWORD,
    passwordConfirmation: TEST_PASSWORD,
    ...overrides,
  })

test('an admin invites by email: a link to /admin/signup valid 7 days is mailed', async () => {
  const email = uniqueEmail('novo-admin')

  const { response, link } = await invite(email)

  expect(response.body).toEqual({ id: expect.any(Number), email, expiresAt: '2027-03-08T12:00:00.000Z' })
  expect(link.origin + link.pathname).toBe('https://roteiro.example/admin/signup')
  const [mail] = await mailsTo(t, email)
  expect(mail?.subject).toBe('Convite para administrar o Roteiro')
  expect(mail?.text).toContain('Carla Mendes convidou você')
})

test('the invitation tells the sign-up page its email', async () => {
  const email = uniqueEmail('novo-admin')
  const { invitation } = await invite(email)

  const response = await requestJson<InvitationInfo>(t, `/api/auth/invitations/${invitation}`)

  expect(response.body).toEqual({ email, expiresAt: '2027-03-08T12:00:00.000Z' })
})

test('the invited person signs up with the code mailed to the invited email and becomes an admin', async () => {
  const email = uniqueEmail('novo-admin')
  const { invitation, admin } = await invite(email)

  const challenge = await adminSignUp(invitation, { email: 'outro@example.com' })
  expect(challenge.status).toBe(200)
  const session = await verifyLastCode(t, challenge.body, email)

  expect(session.user.type).toBe(1)
  const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id))
  expect(row).toMatchObject({ email, type: 1, firstName: 'Rui', lastName: 'Barbosa' })
  const [used] = await t.db.select().from(adminInvitations)
  expect(used).toMatchObject({ invitedBy: admin.user.id, usedBy: session.user.id, usedAt: clock })
})

test('an invitation makes one admin only', async () => {
  const email = uniqueEmail('novo-admin')
  const { invitation } = await invite(email)
  await verifyLastCode(t, (await adminSignUp(invitation)).body, email)

  const again = expectApiError(await adminSignUp(invitation, { firstName: 'Intrusa' }), 410)

  expect(again.message).toBe('This invitation has expired or was already used; ask an administrator for a new one')
  expectApiError(await requestJson(t, `/api/auth/invitations/${invitation}`), 410)
  expect(await t.db.select().from(users).where(eq(users.type, 1))).toHaveLength(2)
})

test('two sign-ups pending on one invitation: the first verified uses it, the other is refused', async () => {
  const email = uniqueEmail('novo-admin')
  const { invitation } = await invite(email)
  const first = await adminSignUp(invitation)
  const firstCode = (await mailsTo(t, email)).at(-1)!
  const second = await adminSignUp(invitation)

  await verifyLastCode(t, second.body, email)
  const code = /^\s+(\d{6})$/m.exec(firstCode.text)![1]!

  const refused = expectApiError(await postJson(t, '/api/auth/verify', { challengeId: first.body.challengeId, code }), 410)

  expect(refused.message).toBe('This invitation has expired or was already used; ask an administrator for a new one')
  expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
})

test('an invitation lasts 7 days', async () => {
  const email = uniqueEmail('novo-admin')
  const { invitation } = await invite(email)

  clock = new Date(clock.getTime() + days(7))

  expectApiError(await adminSignUp(invitation), 410)
  expectApiError(await requestJson(t, `/api/auth/invitations/${invitation}`), 410)
})

test('an invitation that expires while its code is pending makes no admin', async () => {
  const email = uniqueEmail('novo-admin')
  const { invitation } = await invite(email)
  clock = new Date(clock.getTime() + days(7) - 60_000)
  const challenge = await adminSignUp(invitation)
  const code = /^\s+(\d{6})$/m.exec((await mailsTo(t, email)).at(-1)!.text)![1]!

  clock = new Date(clock.getTime() + 120_000)

  expectApiError(await postJson(t, '/api/auth/verify', { challengeId: challenge.body.challengeId, code }), 410)
  expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
})

test('a made-up invitation is a 410 and makes no admin', async () => {
  expectApiError(await adminSignUp('inventado'), 410)
  expect(await t.readMails()).toEqual([])
})

test('an email that already has an account cannot be invited', async () => {
  const customer = await insertUser(t.db)
  const admin = await insertSignedInUser(t.db, 1, {}, clock)

  expectApiError(await postJson(t, '/api/admin/invitations', { email: customer.email }, admin.headers), 409)
})

test('only admins invite', async () => {
  for (const type of [0, 2] as const) {
    const { headers } = await insertSignedInUser(t.db, type, {}, clock)
    expectApiError(await postJson(t, '/api/admin/invitations', { email: uniqueEmail() }, headers), 403)
  }
  expectApiError(await postJson(t, '/api/admin/invitations', { email: uniqueEmail() }), 401)
  expect(await t.db.select().from(adminInvitations)).toEqual([])
})

test('the invitation email is validated', async () => {
  const admin = await insertSignedInUser(t.db, 1, {}, clock)

  const body = expectApiError(await postJson(t, '/api/admin/invitations', { email: 'nao-e-email' }, admin.headers), 400)

  expect(body.fields).toEqual({ email: 'Invalid email format' })
})
