import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Airline } from '../../src/domain/airline.ts'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import { airlines } from '../../src/server/db/schema/index.ts'
import { insertTrip } from '../factories/trips.ts'
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
  admin = (await insertSignedInUser(t.db, UserType.admin, { firstName: 'Ana', lastName: 'Gestora' })).headers
})
afterAll(() => t.close())

const list = (query = '') => requestJson<Page<Airline>>(t, `/api/admin/airlines${query}`, { headers: admin })

test('creates, lists, renames and deletes an airline, each write in the audit log', async () => {
  const created = await postJson<Airline>(t, '/api/admin/airlines', { name: '  LATAM  ' }, admin)
  expect(created.status).toBe(201)
  expect(created.body).toEqual({ id: expect.any(Number), name: 'LATAM', flights: 0 })

  const renamed = await sendJson<Airline>(t, 'PUT', `/api/admin/airlines/${created.body.id}`, { name: 'LATAM Airlines' }, admin)
  expect(renamed.body.name).toBe('LATAM Airlines')
  expect(renamed.body.flights).toBe(0)
  expect((await list()).body.items).toEqual([{ id: created.body.id, name: 'LATAM Airlines', flights: 0 }])

  const deleted = await t.app.request(`/api/admin/airlines/${created.body.id}`, { method: 'DELETE', headers: admin })
  expect(deleted.status).toBe(204)
  expect((await list()).body.total).toBe(0)

  const audit = await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=airline&entityId=${created.body.id}`, { headers: admin })
  expect(audit.body.items.map((entry) => entry.action)).toEqual(['delete', 'update', 'create'])
  expect(audit.body.items[1]!.changes).toEqual({ name: ['LATAM', 'LATAM Airlines'] })
  expect(audit.body.items[0]!.actor).toMatchObject({ name: 'Ana Gestora' })
})

test('validates the name and refuses a duplicate with 409', async () => {
  expectApiError(await postJson(t, '/api/admin/airlines', { name: '' }, admin), 400, ['name'])
  expectApiError(await postJson(t, '/api/admin/airlines', {}, admin), 400, ['name'])
  expectApiError(await postJson(t, '/api/admin/airlines', { name: 'x'.repeat(81) }, admin), 400, ['name'])
  await postJson(t, '/api/admin/airlines', { name: 'Azul' }, admin)
  expectApiError(await postJson(t, '/api/admin/airlines', { name: 'Azul' }, admin), 409, ['name'])
})

test('an airline that a trip flies cannot be deleted', async () => {
  const trip = await insertTrip(t.db, { transport: 'air' })
  const flown = await t.db.select().from(airlines)
  expect(trip.id).toEqual(expect.any(Number))
  expect((await list('?sort=name')).body.items).toEqual(flown.map(({ id, name }) => ({ id, name, flights: 1 })).sort((a, b) => a.name.localeCompare(b.name)))
  const response = await requestJson(t, `/api/admin/airlines/${flown[0]!.id}`, { method: 'DELETE', headers: admin })
  expectApiError(response, 409)
})

test('pages, sorts and searches on the server', async () => {
  for (const name of ['Azul', 'GOL', 'LATAM', 'TAP Air Portugal', 'Aerolíneas Argentinas']) await postJson(t, '/api/admin/airlines', { name }, admin)

  const first = await list('?pageSize=2&sort=name')
  expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 })
  expect(first.body.items.map((airline) => airline.name)).toEqual(['Aerolíneas Argentinas', 'Azul'])
  const last = await list('?pageSize=2&page=3&sort=-name')
  expect(last.body.items.map((airline) => airline.name)).toEqual(['Aerolíneas Argentinas'])
  expect((await list('?q=aerolineas')).body.items.map((airline) => airline.name)).toEqual(['Aerolíneas Argentinas'])
  expect((await list('?page=9')).body).toMatchObject({ items: [], total: 5 })
})

test('bad list parameters are a 400 with a message', async () => {
  expectApiError(await list('?sort=password'), 400, ['sort'])
  expectApiError(await list('?pageSize=500'), 400, ['pageSize'])
  expectApiError(await list('?page=0'), 400, ['page'])
})

test('an unknown id is a 404', async () => {
  expectApiError(await sendJson(t, 'PUT', '/api/admin/airlines/999999', { name: 'Nova' }, admin), 404)
  expectApiError(await sendJson(t, 'PUT', '/api/admin/airlines/abc', { name: 'Nova' }, admin), 404)
})
