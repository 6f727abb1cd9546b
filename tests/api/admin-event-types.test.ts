import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { EventType } from '../../src/domain/catalogue.ts'
import type { AdminEventType } from '../../src/domain/admin/event-type.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertEventType, insertTrip } from '../factories/index.ts'
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

const path = '/api/admin/event-types'
const list = (query = '') => requestJson<Page<AdminEventType>>(t, `${path}${query}`, { headers: admin })

test('creates an event type with a slug from its name that a rename keeps', async () => {
  const created = await postJson<AdminEventType>(t, path, { name: 'Festa Junina & São João', description: 'Arraiás do Nordeste.' }, admin)
  expect(created.status).toBe(201)
  expect(created.body).toEqual({ id: expect.any(Number), slug: 'festa-junina-sao-joao', name: 'Festa Junina & São João', description: 'Arraiás do Nordeste.', trips: 0 })

  const renamed = await sendJson<AdminEventType>(t, 'PUT', `${path}/${created.body.id}`, { name: 'São João', description: '' }, admin)
  expect(renamed.body).toMatchObject({ slug: 'festa-junina-sao-joao', name: 'São João', description: '' })
  const publicTypes = await requestJson<EventType[]>(t, '/api/event-types')
  expect(publicTypes.body).toEqual([{ id: created.body.id, slug: 'festa-junina-sao-joao', name: 'São João', description: '' }])

  expect((await t.app.request(`${path}/${created.body.id}`, { method: 'DELETE', headers: admin })).status).toBe(204)
  expect((await list()).body.total).toBe(0)
  const audit = await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=event-type&entityId=${created.body.id}`, { headers: admin })
  expect(audit.body.items.map((entry) => entry.action)).toEqual(['delete', 'update', 'create'])
  expect(audit.body.items[1]!.changes).toMatchObject({ name: ['Festa Junina & São João', 'São João'] })
})

test('validates the name and refuses one taken, on create and on rename', async () => {
  expectApiError(await postJson(t, path, {}, admin), 400, ['name'])
  expectApiError(await postJson(t, path, { name: 'F', description: 'x'.repeat(1001) }, admin), 400, ['name', 'description'])
  expect(expectApiError(await postJson(t, path, { name: '!!!' }, admin), 400, ['name']).fields!.name).toBe('The name needs letters or digits')

  await postJson(t, path, { name: 'Carnaval' }, admin)
  expectApiError(await postJson(t, path, { name: 'CARNAVAL' }, admin), 409, ['name'])
  const other = await postJson<AdminEventType>(t, path, { name: 'Shows' }, admin)
  expectApiError(await sendJson(t, 'PUT', `${path}/${other.body.id}`, { name: 'carnaval' }, admin), 409, ['name'])
})

test('an event type that trips use cannot be deleted; the answer says how many', async () => {
  await insertTrip(t.db, { eventType: 'f1' })
  await insertTrip(t.db, { eventType: 'f1' })
  const [f1] = (await list('?q=f1')).body.items
  expect(f1).toMatchObject({ slug: 'f1', trips: 2 })

  const refused = expectApiError(await sendJson(t, 'DELETE', `${path}/${f1!.id}`, undefined, admin), 409)
  expect(refused.message).toBe('The event type is used by 2 trip(s); change those trips first')
  expect((await list()).body.total).toBe(1)
})

test('pages, sorts by name, slug and trip count, and searches', async () => {
  for (const slug of ['shows', 'carnaval', 'reveillon']) await insertEventType(t.db, { slug, name: slug === 'reveillon' ? 'Réveillon' : slug })
  await insertTrip(t.db, { eventType: 'shows' })

  expect((await list()).body.items.map((type) => type.slug)).toEqual(['carnaval', 'reveillon', 'shows'])
  expect((await list('?sort=-trips&pageSize=1')).body).toMatchObject({ total: 3, items: [{ slug: 'shows', trips: 1 }] })
  expect((await list('?sort=-slug&pageSize=2&page=2')).body.items.map((type) => type.slug)).toEqual(['carnaval'])
  expect((await list('?q=reveillon')).body.items.map((type) => type.name)).toEqual(['Réveillon'])
})

test('an unknown id is a 404', async () => {
  expectApiError(await sendJson(t, 'PUT', `${path}/999999`, { name: 'Nova' }, admin), 404)
  expectApiError(await sendJson(t, 'DELETE', `${path}/999999`, undefined, admin), 404)
})
