import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { agencyMessages, type AdminAgency } from '../../src/domain/admin/agency.ts'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Profile } from '../../src/domain/user.ts'
import { users } from '../../src/server/db/schema/index.ts'
import { insertSignedInUser, insertUser } from '../factories/users.ts'
import { mailsTo } from './helpers/auth.ts'
import { placeOrder, tripItemAt } from './helpers/admin-orders.ts'
import { expectApiError, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const clock = new Date('2027-03-10T15:00:00Z')
let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, auth: { publicUrl: 'https://roteiro.example' } })
})
beforeEach(async () => {
  await t.reset()
  admin = (await insertSignedInUser(t.db, UserType.admin, { firstName: 'Ana', lastName: 'Gestora' }, clock)).headers
})
afterAll(() => t.close())

const list = (query = '') => requestJson<Page<AdminAgency>>(t, `/api/admin/agencies${query}`, { headers: admin })
const setTerms = (id: number, body: unknown) => sendJson<AdminAgency>(t, 'PUT', `/api/admin/agencies/${id}`, body, admin)
const audit = async (id: number) => (await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=agency&entityId=${id}`, { headers: admin })).body.items

const pendingAgency = (overrides: Parameters<typeof insertSignedInUser>[2] = {}) =>
  insertSignedInUser(t.db, UserType.agency, { firstName: 'Caminhos Turismo', lastName: '', cpf: '39053344705', birthDate: null, phone: null, ...overrides }, clock)

test('lists only agencies, with their status, terms and orders; filters pending and approved', async () => {
  const waiting = await pendingAgency({ email: 'caminhos@agencia.test', createdAt: new Date('2027-03-02T12:00:00Z') })
  const approved = await insertUser(t.db, {
    type: UserType.agency,
    firstName: 'Rota Sul Viagens',
    lastName: '',
    approvedAt: new Date('2027-02-01T12:00:00Z'),
    commissionBasisPoints: 800,
    sellerCode: 'ROTASUL',
    createdAt: new Date('2027-01-15T12:00:00Z'),
  })
  await insertUser(t.db, { type: UserType.customer })
  const item = await tripItemAt(t.db, 10_000)
  await placeOrder(t, waiting.headers, item())
  await placeOrder(t, waiting.headers, item())

  const response = await list()

  expect(response.body.total).toBe(2)
  expect(response.body.items).toEqual([
    {
      id: waiting.user.id,
      name: 'Caminhos Turismo',
      email: 'caminhos@agencia.test',
      cpf: '39053344705',
      approvedAt: null,
      commissionBasisPoints: null,
      sellerCode: null,
      orders: 2,
      createdAt: '2027-03-02T12:00:00.000Z',
    },
    {
      id: approved.id,
      name: 'Rota Sul Viagens',
      email: approved.email,
      cpf: approved.cpf,
      approvedAt: '2027-02-01T12:00:00.000Z',
      commissionBasisPoints: 800,
      sellerCode: 'ROTASUL',
      orders: 0,
      createdAt: '2027-01-15T12:00:00.000Z',
    },
  ])
  const ids = async (query: string) => (await list(query)).body.items.map((agency) => agency.id)
  expect(await ids('?status=pending')).toEqual([waiting.user.id])
  expect(await ids('?status=approved')).toEqual([approved.id])
  expect(await ids('?sort=orders')).toEqual([approved.id, waiting.user.id])
  expect(await ids('?sort=name&pageSize=1&page=2')).toEqual([approved.id])
  expect(await ids('?q=rotasul')).toEqual([approved.id])
  expect(await ids('?q=390.533.447-05')).toEqual([waiting.user.id])
  expectApiError(await list('?status=suspended'), 400, ['status'])
  expectApiError(await list('?sort=commission'), 400, ['sort'])
})

test('approving sets the terms, mails the agency in pt-BR and shows in its account; the change is audited', async () => {
  const agency = await pendingAgency()
  expect((await requestJson<Profile>(t, '/api/me', { headers: agency.headers })).body.agency).toEqual({ approved: false, commissionBasisPoints: null, sellerCode: null })

  const response = await setTerms(agency.user.id, { approved: true, commissionPercent: '10,5', sellerCode: ' cam2027 ' })

  expect(response.status, JSON.stringify(response.body)).toBe(200)
  expect(response.body).toMatchObject({ approvedAt: clock.toISOString(), commissionBasisPoints: 1050, sellerCode: 'CAM2027' })
  expect((await requestJson<Profile>(t, '/api/me', { headers: agency.headers })).body.agency).toEqual({ approved: true, commissionBasisPoints: 1050, sellerCode: 'CAM2027' })
  const [mail] = await mailsTo(t, agency.user.email)
  expect(mail?.subject).toBe('Sua agência foi aprovada no Roteiro')
  expect(mail?.text).toContain('Olá, Caminhos Turismo!')
  expect(mail?.text).toMatch(/Comissão: 10,5\s?%/)
  expect(mail?.text).toContain('Código de vendedor: CAM2027')
  expect(mail?.text).toContain('https://roteiro.example/user/profile')
  const [line] = await audit(agency.user.id)
  expect(line).toMatchObject({
    action: 'update',
    actor: { name: 'Ana Gestora' },
    changes: { approved: [false, true], commissionBasisPoints: [null, 1050], sellerCode: [null, 'CAM2027'] },
  })
})

test('changing an approved agency keeps its approval date and mails nothing; a suspension clears it', async () => {
  const agency = await pendingAgency()
  await setTerms(agency.user.id, { approved: true, commissionPercent: '10', sellerCode: 'CAM1' })

  const changed = await setTerms(agency.user.id, { approved: true, commissionPercent: 12.25, sellerCode: 'CAM1' })
  expect(changed.body).toMatchObject({ approvedAt: clock.toISOString(), commissionBasisPoints: 1225 })
  expect(await mailsTo(t, agency.user.email)).toHaveLength(1)

  const suspended = await setTerms(agency.user.id, { approved: false, commissionPercent: '12,25', sellerCode: 'CAM1' })
  expect(suspended.body).toMatchObject({ approvedAt: null, commissionBasisPoints: 1225, sellerCode: 'CAM1' })
  expect((await list('?status=pending')).body.items.map((item) => item.id)).toEqual([agency.user.id])
  expect((await audit(agency.user.id)).map((line) => Object.keys(line.changes).sort())).toEqual([
    ['approved'],
    ['commissionBasisPoints'],
    ['approved', 'commissionBasisPoints', 'sellerCode'],
  ])
})

test('terms are blank until set: a pending agency may keep them empty, an approved one needs both', async () => {
  const agency = await pendingAgency()

  expect((await setTerms(agency.user.id, { approved: false, commissionPercent: '', sellerCode: '' })).body).toMatchObject({ commissionBasisPoints: null, sellerCode: null })
  const refused = expectApiError(await setTerms(agency.user.id, { approved: true, commissionPercent: '', sellerCode: null }), 400, ['commissionPercent', 'sellerCode'])
  expect(refused.fields).toEqual({ commissionPercent: agencyMessages.termsToApprove, sellerCode: agencyMessages.termsToApprove })
  expect(await mailsTo(t, agency.user.email)).toEqual([])
})

test.each([['100,01'], ['-1'], ['10,555'], ['dez'], ['1.000'], [101], [true]])('the commission %s is refused', async (commissionPercent) => {
  const agency = await pendingAgency()
  const body = expectApiError(await setTerms(agency.user.id, { approved: false, commissionPercent, sellerCode: '' }), 400, ['commissionPercent'])
  expect(body.fields?.commissionPercent).toBe(agencyMessages.commission)
})

test.each([
  ['0', 0],
  ['100', 10_000],
  ['0,01', 1],
  ['7.5', 750],
  ['33,33 %', 3333],
  [2.5, 250],
])('the commission %s is stored as %i basis points', async (commissionPercent, basisPoints) => {
  const agency = await pendingAgency()
  expect((await setTerms(agency.user.id, { approved: false, commissionPercent, sellerCode: '' })).body.commissionBasisPoints).toBe(basisPoints)
})

test('a seller code has 4 to 12 letters or digits and belongs to one agency (409 on the field)', async () => {
  const first = await pendingAgency()
  const second = await pendingAgency()
  for (const sellerCode of ['ABC', 'ABCDEFGHIJKLM', 'AB-12', 'ÁGUA']) {
    expectApiError(await setTerms(first.user.id, { approved: false, commissionPercent: '', sellerCode }), 400, ['sellerCode'])
  }
  await setTerms(first.user.id, { approved: true, commissionPercent: '5', sellerCode: 'VENDE1' })

  const taken = expectApiError(await setTerms(second.user.id, { approved: true, commissionPercent: '5', sellerCode: 'vende1' }), 409, ['sellerCode'])

  expect(taken.fields?.sellerCode).toBe(agencyMessages.sellerCodeTaken)
  const [row] = await t.db.select().from(users).where(eq(users.id, second.user.id))
  expect(row).toMatchObject({ approvedAt: null, commissionBasisPoints: null, sellerCode: null })
  expect(await audit(second.user.id)).toEqual([])
})

test('the body is checked whole; only agencies have terms', async () => {
  const agency = await pendingAgency()
  const customer = await insertUser(t.db, { type: UserType.customer })

  expectApiError(await setTerms(agency.user.id, {}), 400, ['approved'])
  expectApiError(await setTerms(agency.user.id, { approved: 'yes', commissionPercent: '5', sellerCode: 'ABCD' }), 400, ['approved'])
  expectApiError(await setTerms(customer.id, { approved: false, commissionPercent: '5', sellerCode: 'ABCD' }), 404)
  expectApiError(await setTerms(999_999, { approved: false, commissionPercent: '5', sellerCode: 'ABCD' }), 404)
})
