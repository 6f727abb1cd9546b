import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { AdminForfaitRequest, ForfaitRequest } from '../../src/domain/forfait.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { readMails } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { CONTACT_INBOX, createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Record<string, string>
let traveller: Awaited<ReturnType<typeof insertSignedInUser>>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  admin = (await insertSignedInUser(t.db, UserType.admin)).headers
  traveller = await insertSignedInUser(t.db, UserType.customer, { firstName: 'Marina', lastName: 'Costa' })
})
afterAll(() => t.close())

const request = {
  destination: 'Chapada Diamantina',
  departureDate: '2027-07-10',
  returnDate: '2027-07-17',
  adults: '2',
  children: '1',
  budgetPerPersonCents: '4.500,00',
  interests: 'Trilhas leves e cachoeiras; uma criança de 8 anos.',
  phone: '(71) 98765-4321',
}

test('a traveller asks for a custom trip: stored, mailed to the agency, listed as theirs', async () => {
  const created = await postJson<ForfaitRequest>(t, '/api/forfait-requests', request, { ...traveller.headers, 'Accept-Language': 'en' })

  expect(created.status).toBe(201)
  expect(created.body).toMatchObject({ destination: 'Chapada Diamantina', adults: 2, children: 1, budgetPerPersonCents: 450000, phone: '71987654321', status: 'new', answer: '' })
  const [mail] = await readMails(t)
  expect(mail!.to).toBe(CONTACT_INBOX)
  expect(mail!.text).toContain('Destino: Chapada Diamantina')
  expect(mail!.text).toContain('R$ 4.500,00')
  const mine = await requestJson<{ items: ForfaitRequest[] }>(t, '/api/forfait-requests/mine', { headers: traveller.headers })
  expect(mine.body.items.map((item) => item.id)).toEqual([created.body.id])
  const someoneElse = await insertSignedInUser(t.db, UserType.customer)
  expect((await requestJson<{ items: ForfaitRequest[] }>(t, '/api/forfait-requests/mine', { headers: someoneElse.headers })).body.items).toEqual([])
})

test('flexible dates and no budget are fine; bad input gets field errors', async () => {
  const flexible = await postJson<ForfaitRequest>(t, '/api/forfait-requests', { destination: 'Lençóis Maranhenses', adults: 1, phone: '11987654321' }, traveller.headers)
  expect(flexible.status).toBe(201)
  expect(flexible.body).toMatchObject({ departureDate: null, returnDate: null, budgetPerPersonCents: null, children: 0 })

  expectApiError(await postJson(t, '/api/forfait-requests', { ...request, returnDate: '2027-07-01' }, traveller.headers), 400, ['returnDate'])
  expectApiError(await postJson(t, '/api/forfait-requests', { ...request, destination: '', adults: '0', phone: '123' }, traveller.headers), 400, ['destination', 'adults', 'phone'])
  expectApiError(await postJson(t, '/api/forfait-requests', { ...request, budgetPerPersonCents: 'muito' }, traveller.headers), 400, ['budgetPerPersonCents'])
})

test('signed out, nobody can ask', async () => {
  expectApiError(await postJson(t, '/api/forfait-requests', request), 401)
})

test('the agency answers: status and note saved, audited, and mailed to the traveller in their language', async () => {
  const created = await postJson<ForfaitRequest>(t, '/api/forfait-requests', request, { ...traveller.headers, 'Accept-Language': 'en' })
  const list = await requestJson<Page<AdminForfaitRequest>>(t, '/api/admin/forfait-requests?status=new&q=marina', { headers: admin })
  expect(list.body.items).toHaveLength(1)
  expect(list.body.items[0]!.customer).toMatchObject({ name: 'Marina Costa' })

  const answered = await sendJson<AdminForfaitRequest>(
    t,
    'PUT',
    `/api/admin/forfait-requests/${created.body.id}`,
    { status: 'quoted', answer: 'Pacote de 7 noites em Lençóis: R$ 4.200,00 por pessoa.' },
    admin,
  )

  expect(answered.body).toMatchObject({ status: 'quoted', answer: 'Pacote de 7 noites em Lençóis: R$ 4.200,00 por pessoa.' })
  const mails = await readMails(t)
  expect(mails).toHaveLength(2)
  expect(mails[1]!.to).toBe(traveller.user.email)
  expect(mails[1]!.subject).toBe('Your custom trip to Chapada Diamantina')
  expect(mails[1]!.text).toContain('R$ 4.200,00 por pessoa')
  const audit = await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=forfait&entityId=${created.body.id}`, { headers: admin })
  expect(audit.body.items[0]!.changes).toMatchObject({ status: ['new', 'quoted'] })

  await sendJson(t, 'PUT', `/api/admin/forfait-requests/${created.body.id}`, { status: 'closed', answer: answered.body.answer }, admin)
  expect(await t.readMails()).toHaveLength(2)
  expect((await requestJson<Page<AdminForfaitRequest>>(t, '/api/admin/forfait-requests?status=new', { headers: admin })).body.total).toBe(0)
})

test('answers are validated and unknown requests are 404', async () => {
  expectApiError(await sendJson(t, 'PUT', '/api/admin/forfait-requests/999', { status: 'quoted', answer: 'x' }, admin), 404)
  const created = await postJson<ForfaitRequest>(t, '/api/forfait-requests', request, traveller.headers)
  expectApiError(await sendJson(t, 'PUT', `/api/admin/forfait-requests/${created.body.id}`, { status: 'lost' }, admin), 400, ['status'])
  expectApiError(await requestJson(t, '/api/admin/forfait-requests?status=lost', { headers: admin }), 400, ['status'])
})

test('dates left blank may come as null, as the form sends its checked input', async () => {
  const created = await postJson<ForfaitRequest>(t, '/api/forfait-requests', { ...request, departureDate: null, returnDate: null }, traveller.headers)

  expect(created.status).toBe(201)
  expect(created.body).toMatchObject({ departureDate: null, returnDate: null })
})
