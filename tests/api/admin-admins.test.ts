import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { adminUserMessages, type AdminAccountsPage } from '../../src/domain/admin/user.ts'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import type { InvitationCreated } from '../../src/domain/user.ts'
import { adminInvitations, users } from '../../src/server/db/schema/index.ts'
import { insertSignedInUser, uniqueEmail } from '../factories/users.ts'
import { lastLinkFor } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date('2027-03-01T12:00:00Z')
let t: TestApp
let admin: Awaited<ReturnType<typeof insertSignedInUser>>
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  clock = new Date('2027-03-01T12:00:00Z')
  await t.reset()
  admin = await insertSignedInUser(t.db, UserType.admin, { firstName: 'Ana', lastName: 'Gestora', email: 'ana@roteiro.test' }, clock)
})
afterAll(() => t.close())

const days = (count: number) => count * 86_400_000
const admins = (query = '', headers = admin.headers) => requestJson<AdminAccountsPage>(t, `/api/admin/admins${query}`, { headers })
const invite = (email: string) => postJson<InvitationCreated>(t, '/api/admin/invitations', { email }, admin.headers)
const revokeAdmin = (id: number, headers = admin.headers) => t.app.request(`/api/admin/admins/${id}`, { method: 'DELETE', headers })
const audit = async (entity: string, id: number) =>
  (await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=${entity}&entityId=${id}`, { headers: admin.headers })).body.items

test('lists the administrators (not the other accounts), sorted and searched', async () => {
  const bia = await insertSignedInUser(t.db, UserType.admin, { firstName: 'Beatriz', lastName: 'Souza', email: 'bia@roteiro.test' }, clock)
  await insertSignedInUser(t.db, UserType.customer, { firstName: 'Aaron' }, clock)

  const response = await admins('?sort=-name')

  expect(response.body).toMatchObject({ total: 2, page: 1, pageSize: 20, invitations: [] })
  expect(response.body.items).toEqual([
    { id: bia.user.id, firstName: 'Beatriz', lastName: 'Souza', email: 'bia@roteiro.test', createdAt: expect.any(String) },
    { id: admin.user.id, firstName: 'Ana', lastName: 'Gestora', email: 'ana@roteiro.test', createdAt: expect.any(String) },
  ])
  expect((await admins('?q=souza')).body.items.map((item) => item.id)).toEqual([bia.user.id])
  expectApiError(await admins('?sort=cpf'), 400, ['sort'])
})

test('pending invitations are listed until used or expired; an admin withdraws one and its link stops working', async () => {
  const first = (await invite('primeira@example.com')).body
  clock = new Date(clock.getTime() + days(1))
  const second = (await invite('segunda@example.com')).body

  expect((await admins()).body.invitations).toEqual([
    { id: second.id, email: 'segunda@example.com', invitedBy: 'Ana Gestora', createdAt: '2027-03-02T12:00:00.000Z', expiresAt: '2027-03-09T12:00:00.000Z' },
    { id: first.id, email: 'primeira@example.com', invitedBy: 'Ana Gestora', createdAt: '2027-03-01T12:00:00.000Z', expiresAt: '2027-03-08T12:00:00.000Z' },
  ])

  const link = await lastLinkFor(t, 'segunda@example.com')
  const withdrawn = await t.app.request(`/api/admin/invitations/${second.id}`, { method: 'DELETE', headers: admin.headers })
  expect(withdrawn.status).toBe(204)
  expect((await requestJson(t, `/api/auth/invitations/${link.searchParams.get('invitation')}`)).status).toBe(410)
  expectApiError(await sendJson(t, 'DELETE', `/api/admin/invitations/${second.id}`, undefined, admin.headers), 404)
  expect((await audit('invitation', second.id)).map((line) => line.action)).toEqual(['delete', 'create'])

  clock = new Date('2027-03-08T12:00:01Z')
  expect((await admins()).body.invitations).toEqual([])
  expectApiError(await sendJson(t, 'DELETE', `/api/admin/invitations/${first.id}`, undefined, admin.headers), 404)
})

test('a bad or taken email is not invited', async () => {
  expectApiError(await invite('not-an-email'), 400, ['email'])
  expectApiError(await invite(''), 400, ['email'])
  expectApiError(await invite('ana@roteiro.test'), 409, ['email'])
  expect(await t.db.select().from(adminInvitations)).toEqual([])
})

test("taking an admin's rights away leaves a customer's account, ends its sessions and withdraws its invitations", async () => {
  const leaving = await insertSignedInUser(t.db, UserType.admin, { firstName: 'Caio', lastName: 'Prado' }, clock)
  const theirs = await postJson<InvitationCreated>(t, '/api/admin/invitations', { email: uniqueEmail('convidado') }, leaving.headers)
  expect(theirs.status).toBe(201)

  expect((await revokeAdmin(leaving.user.id)).status).toBe(204)

  const [row] = await t.db.select().from(users).where(eq(users.id, leaving.user.id))
  expect(row).toMatchObject({ type: UserType.customer, firstName: 'Caio' })
  expect((await t.app.request('/api/me', { headers: leaving.headers })).status).toBe(401)
  expect((await admins()).body).toMatchObject({ total: 1, invitations: [] })
  const [line] = await audit('user', leaving.user.id)
  expect(line).toMatchObject({ action: 'update', changes: { type: [UserType.admin, UserType.customer] } })
  const again = await sendJson(t, 'DELETE', `/api/admin/admins/${leaving.user.id}`, undefined, admin.headers)
  expect(expectApiError(again, 409).message).toBe(adminUserMessages.notAnAdmin)
})

test('an admin cannot take away their own rights', async () => {
  const response = await sendJson(t, 'DELETE', `/api/admin/admins/${admin.user.id}`, undefined, admin.headers)

  expect(expectApiError(response, 409).message).toBe(adminUserMessages.revokeYourself)
  expectApiError(await sendJson(t, 'DELETE', '/api/admin/admins/999999', undefined, admin.headers), 404)
})

test('two admins removing each other at once: one succeeds, the last admin stays', async () => {
  const other = await insertSignedInUser(t.db, UserType.admin, {}, clock)

  const statuses = (await Promise.all([revokeAdmin(other.user.id, admin.headers), revokeAdmin(admin.user.id, other.headers)])).map((response) => response.status)

  expect(statuses).toContain(204)
  expect(statuses.filter((status) => status !== 204)).toHaveLength(1)
  expect(await t.db.select().from(users).where(eq(users.type, UserType.admin))).toHaveLength(1)
})
