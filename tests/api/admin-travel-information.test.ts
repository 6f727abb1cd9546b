import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { TravelInformation } from '../../src/domain/catalogue.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import type { AdminTravelInformation } from '../../src/domain/admin/travel-information.ts'
import { insertTravelInformation } from '../factories/index.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  admin = (await insertSignedInUser(t.db, UserType.admin)).headers
})
afterAll(() => t.close())

const path = '/api/admin/travel-information'
const list = (query = '') => requestJson<Page<AdminTravelInformation>>(t, `${path}${query}`, { headers: admin })
const publicList = async () => (await requestJson<TravelInformation[]>(t, '/api/travel-information')).body

test('creates, edits and deletes an item; the public page follows; each write is in the audit log', async () => {
  await insertTravelInformation(t.db, { type: 'Bagagem', position: 4 })
  const created = await postJson<AdminTravelInformation>(t, path, { type: ' Vacinas ', text: 'Febre amarela: tome a vacina 10 dias antes.' }, admin)
  expect(created.status).toBe(201)
  expect(created.body).toEqual({ id: expect.any(Number), type: 'Vacinas', text: 'Febre amarela: tome a vacina 10 dias antes.', position: 5 })
  expect((await publicList()).map((item) => item.type)).toEqual(['Bagagem', 'Vacinas'])

  const moved = await sendJson<AdminTravelInformation>(t, 'PUT', `${path}/${created.body.id}`, { type: 'Vacinas', text: 'Leve o certificado.', position: '0' }, admin)
  expect(moved.body).toMatchObject({ text: 'Leve o certificado.', position: 0 })
  expect((await publicList()).map((item) => item.type)).toEqual(['Vacinas', 'Bagagem'])
  const kept = await sendJson<AdminTravelInformation>(t, 'PUT', `${path}/${created.body.id}`, { type: 'Vacinas', text: 'Leve o certificado.', position: '' }, admin)
  expect(kept.body.position).toBe(0)

  expect((await t.app.request(`${path}/${created.body.id}`, { method: 'DELETE', headers: admin })).status).toBe(204)
  expect((await publicList()).map((item) => item.type)).toEqual(['Bagagem'])
  const audit = await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=travel-information&entityId=${created.body.id}`, { headers: admin })
  expect(audit.body.items.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'create'])
  expect(audit.body.items[2]!.changes).toEqual({ text: ['Febre amarela: tome a vacina 10 dias antes.', 'Leve o certificado.'], position: [5, 0] })
  expect(audit.body.items[1]!.changes).toEqual({})
})

test('validates type, text and position', async () => {
  expectApiError(await postJson(t, path, {}, admin), 400, ['type', 'text'])
  expectApiError(await postJson(t, path, { type: 'x', text: 'ok, texto' }, admin), 400, ['type'])
  expectApiError(await postJson(t, path, { type: 'x'.repeat(61), text: 'y'.repeat(4001) }, admin), 400, ['type', 'text'])
  const body = expectApiError(await postJson(t, path, { type: 'Bagagem', text: 'Uma mala.', position: 'primeiro' }, admin), 400, ['position'])
  expect(body.fields!.position).toBe('Must be a whole number')
  expectApiError(await postJson(t, path, { type: 'Bagagem', text: 'Uma mala.', position: -1 }, admin), 400, ['position'])
})

test('pages, sorts and searches (accents and case aside)', async () => {
  for (const [position, type] of ['Documentação', 'Bagagem', 'Seguro viagem', 'Câmbio'].entries()) await insertTravelInformation(t.db, { type, position })

  expect((await list()).body.items.map((item) => item.type)).toEqual(['Documentação', 'Bagagem', 'Seguro viagem', 'Câmbio'])
  const first = await list('?sort=type&pageSize=3')
  expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 3 })
  expect(first.body.items.map((item) => item.type)).toEqual(['Bagagem', 'Câmbio', 'Documentação'])
  expect((await list('?sort=-position&pageSize=3&page=2')).body.items.map((item) => item.type)).toEqual(['Documentação'])
  expect((await list('?q=DOCUMENTACAO')).body.items.map((item) => item.type)).toEqual(['Documentação'])
  expectApiError(await list('?sort=text'), 400, ['sort'])
})

test('an unknown id is a 404', async () => {
  expectApiError(await sendJson(t, 'PUT', `${path}/999999`, { type: 'Bagagem', text: 'Uma mala.' }, admin), 404)
  expectApiError(await sendJson(t, 'DELETE', `${path}/999999`, undefined, admin), 404)
})
