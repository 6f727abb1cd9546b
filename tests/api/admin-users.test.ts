import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { adminUserMessages, type AdminUserDetails, type AdminUserRow } from '../../src/domain/admin/user.ts'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import { authMessages } from '../../src/domain/user-messages.ts'
import { sessions, users } from '../../src/server/db/schema/index.ts'
import { insertSignedInUser, insertUser } from '../factories/users.ts'
import { payInSandbox, placeOrder, tripItemAt } from './helpers/admin-orders.ts'
import { expectApiError, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Awaited<ReturnType<typeof insertSignedInUser>>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  admin = await insertSignedInUser(t.db, UserType.admin, {
    firstName: 'Ana',
    lastName: 'Gestora',
    email: 'ana@roteiro.test',
    cpf: null,
    createdAt: new Date('2027-01-01T12:00:00Z'),
  })
})
afterAll(() => t.close())

const list = (query = '') => requestJson<Page<AdminUserRow>>(t, `/api/admin/users${query}`, { headers: admin.headers })
const details = (id: number) => requestJson<AdminUserDetails>(t, `/api/admin/users/${id}`, { headers: admin.headers })
const update = (id: number, body: unknown) => sendJson<AdminUserDetails>(t, 'PUT', `/api/admin/users/${id}`, body, admin.headers)
const remove = (id: number, headers = admin.headers) => t.app.request(`/api/admin/users/${id}`, { method: 'DELETE', headers })
const audit = async (id: number) => (await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=user&entityId=${id}`, { headers: admin.headers })).body.items

async function threeAccounts() {
  const bruno = await insertUser(t.db, {
    type: UserType.customer,
    firstName: 'Bruno',
    lastName: 'Zanetti',
    email: 'bruno@example.com',
    cpf: '52998224725',
    createdAt: new Date('2027-01-03T12:00:00Z'),
  })
  const agency = await insertUser(t.db, {
    type: UserType.agency,
    firstName: 'Caminhos Turismo',
    lastName: '',
    email: 'contato@caminhos.test',
    cpf: '39053344705',
    createdAt: new Date('2027-01-02T12:00:00Z'),
  })
  const google = await insertUser(t.db, {
    type: UserType.customer,
    firstName: 'Célia',
    lastName: 'Araújo',
    email: 'celia@example.com',
    cpf: null,
    phone: null,
    birthDate: null,
    password: null,
    googleSub: 'google-123',
    createdAt: new Date('2027-01-04T12:00:00Z'),
  })
  return { bruno, agency, google }
}

test('lists every account, newest first, without secrets', async () => {
  const { bruno, agency, google } = await threeAccounts()

  const response = await list()

  expect(response.status).toBe(200)
  expect(response.body).toMatchObject({ total: 4, page: 1, pageSize: 20 })
  expect(response.body.items.map((user) => user.id)).toEqual([google.id, bruno.id, agency.id, admin.user.id])
  expect(response.body.items[1]).toEqual({
    id: bruno.id,
    type: 0,
    firstName: 'Bruno',
    lastName: 'Zanetti',
    email: 'bruno@example.com',
    cpf: '52998224725',
    createdAt: '2027-01-03T12:00:00.000Z',
  })
  expect(JSON.stringify(response.body)).not.toMatch(/password|argon|google-123/i)
})

test('sorts by name, email and creation, filters by type, and pages', async () => {
  const { bruno, agency, google } = await threeAccounts()
  const ids = async (query: string) => (await list(query)).body.items.map((user) => user.id)

  expect(await ids('?sort=name')).toEqual([admin.user.id, bruno.id, agency.id, google.id])
  expect(await ids('?sort=-email')).toEqual([agency.id, google.id, bruno.id, admin.user.id])
  expect(await ids('?sort=createdAt')).toEqual([admin.user.id, agency.id, bruno.id, google.id])
  expect(await ids('?type=2')).toEqual([agency.id])
  expect(await ids('?type=0&sort=name')).toEqual([bruno.id, google.id])
  const second = await list('?sort=name&pageSize=3&page=2')
  expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 3 })
  expect(second.body.items.map((user) => user.id)).toEqual([google.id])
})

test('finds an account by name (accents ignored), email or CPF with or without its mask', async () => {
  const { bruno, agency, google } = await threeAccounts()
  const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).body.items.map((user) => user.id)

  expect(await ids('celia araujo')).toEqual([google.id])
  expect(await ids('caminhos.test')).toEqual([agency.id])
  expect(await ids('529.982.247-25')).toEqual([bruno.id])
  expect(await ids('52998224725')).toEqual([bruno.id])
  expect(await ids('390.533')).toEqual([agency.id])
  expect(await ids('ninguém')).toEqual([])
})

test('bad list parameters are a 400 naming the parameter', async () => {
  expectApiError(await list('?type=3'), 400, ['type'])
  expectApiError(await list('?type=admin'), 400, ['type'])
  expectApiError(await list('?sort=passwordHash'), 400, ['sort'])
  expectApiError(await list('?pageSize=101'), 400, ['pageSize'])
})

test('the details show the profile, the orders placed and what was paid', async () => {
  const buyer = await insertSignedInUser(t.db, UserType.customer, {
    firstName: 'Bruno',
    lastName: 'Zanetti',
    zipCode: '01310100',
    street: 'Avenida Paulista',
    addressNumber: '1578',
    complement: '',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  })
  const item = await tripItemAt(t.db, 100_000)
  await payInSandbox(t, admin.headers, (await placeOrder(t, buyer.headers, item(2))).code)
  await placeOrder(t, buyer.headers, item(1))

  const response = await details(buyer.user.id)

  expect(response.body).toMatchObject({
    id: buyer.user.id,
    type: 0,
    email: buyer.user.email,
    firstName: 'Bruno',
    cpf: '52998224725',
    address: { zipCode: '01310100', street: 'Avenida Paulista', number: '1578', city: 'São Paulo', state: 'SP' },
    googleLinked: false,
    hasPassword: true,
    agency: null,
    orders: 2,
    paidCents: 200_000,
    createdAt: expect.any(String),
  })
  expect(JSON.stringify(response.body)).not.toMatch(/argon/)
  expectApiError(await details(999_999), 404)
})

test('an admin corrects a profile; each change is in the audit log, secrets never', async () => {
  const { google } = await threeAccounts()

  const response = await update(google.id, {
    cpf: '529.982.247-25',
    phone: '(21) 99876-5432',
    email: 'Celia.Araujo@Example.com',
    address: { zipCode: '20040-002', street: 'Rua da Assembleia', number: '10', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'rj' },
  })

  expect(response.status, JSON.stringify(response.body)).toBe(200)
  expect(response.body).toMatchObject({
    email: 'celia.araujo@example.com',
    cpf: '52998224725',
    phone: '21998765432',
    firstName: 'Célia',
    googleLinked: true,
    address: { zipCode: '20040002', state: 'RJ' },
  })
  const [line] = await audit(google.id)
  expect(line).toMatchObject({ action: 'update', actor: { name: 'Ana Gestora' } })
  expect(line!.changes).toMatchObject({ email: ['celia@example.com', 'celia.araujo@example.com'], cpf: [null, '52998224725'], state: [null, 'RJ'] })
  expect(Object.keys(line!.changes)).not.toContain('firstName')
  expect(JSON.stringify(line)).not.toMatch(/password|google-123/i)
})

test('profile rules apply; a taken email is a 409 on the email field; nothing is half-written', async () => {
  const { bruno, google } = await threeAccounts()

  expectApiError(await update(bruno.id, { email: 'not-an-email' }), 400, ['email'])
  expectApiError(await update(bruno.id, { cpf: '111.111.111-11', phone: '123' }), 400, ['cpf', 'phone'])
  expectApiError(await update(bruno.id, { firstName: '' }), 400, ['firstName'])
  expectApiError(await update(bruno.id, { address: { zipCode: '1' } }), 400, [
    'address.zipCode',
    'address.street',
    'address.number',
    'address.neighborhood',
    'address.city',
    'address.state',
  ])
  const taken = expectApiError(await update(bruno.id, { firstName: 'Bruna', email: google.email }), 409, ['email'])
  expect(taken.fields?.email).toBe(authMessages.emailTaken)

  const [row] = await t.db.select().from(users).where(eq(users.id, bruno.id))
  expect(row).toMatchObject({ firstName: 'Bruno', email: 'bruno@example.com' })
  expect(await audit(bruno.id)).toEqual([])
  expectApiError(await update(999_999, { firstName: 'Nova' }), 404)
})

test('an account without orders is deleted with its sessions, and the deletion is audited', async () => {
  const customer = await insertSignedInUser(t.db, UserType.customer, { firstName: 'Davi' })

  expect((await remove(customer.user.id)).status).toBe(204)

  expect(await t.db.select().from(users).where(eq(users.id, customer.user.id))).toEqual([])
  expect(await t.db.select().from(sessions).where(eq(sessions.userId, customer.user.id))).toEqual([])
  expect((await t.app.request('/api/me', { headers: customer.headers })).status).toBe(401)
  const [line] = await audit(customer.user.id)
  expect(line).toMatchObject({ action: 'delete', changes: { firstName: ['Davi', null] } })
  expectApiError(await sendJson(t, 'DELETE', `/api/admin/users/${customer.user.id}`, undefined, admin.headers), 404)
})

test('an account with orders is kept: 409 saying orders stay for accounting', async () => {
  const buyer = await insertSignedInUser(t.db, UserType.customer)
  await placeOrder(t, buyer.headers, (await tripItemAt(t.db, 50_000))())

  const response = await sendJson(t, 'DELETE', `/api/admin/users/${buyer.user.id}`, undefined, admin.headers)

  expect(expectApiError(response, 409).message).toBe(adminUserMessages.hasOrders)
  expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, buyer.user.id))).toHaveLength(1)
  expect(await audit(buyer.user.id)).toEqual([])
})

test('an admin cannot delete their own account; another admin can be deleted while one remains', async () => {
  const own = await sendJson(t, 'DELETE', `/api/admin/users/${admin.user.id}`, undefined, admin.headers)
  expect(expectApiError(own, 409).message).toBe(adminUserMessages.deleteYourself)

  const other = await insertSignedInUser(t.db, UserType.admin)
  expect((await remove(other.user.id)).status).toBe(204)
  expect((await list('?type=1')).body.items.map((user) => user.id)).toEqual([admin.user.id])
})
