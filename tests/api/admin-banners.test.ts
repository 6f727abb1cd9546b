import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { AdminBanner, BannerOrder, BannerSettings } from '../../src/domain/admin/banner.ts'
import type { Banner } from '../../src/domain/catalogue.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import { buildImage, insertBanner } from '../factories/index.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const now = new Date('2030-01-15T12:00:00.000Z')
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString()

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ now: () => now })
})
beforeEach(async () => {
  await t.reset()
  admin = (await insertSignedInUser(t.db, UserType.admin, {}, now)).headers
})
afterAll(() => t.close())

const path = '/api/admin/banners'
const list = (query = '') => requestJson<Page<AdminBanner>>(t, `${path}${query}`, { headers: admin })
const publicTitles = async () => (await requestJson<Banner[]>(t, '/api/banners')).body.map((banner) => banner.title)
const image = buildImage({ alt: 'Praia' })
const banner = (overrides: Record<string, unknown> = {}) => ({ title: 'Verão no Nordeste', image, link: '/trips?q=nordeste', ...overrides })

test('creates banners last in the display order, edits the window, deletes; the audit log has each write', async () => {
  await insertBanner(t.db, { title: 'Existente', position: 7 })
  const created = await postJson<AdminBanner>(t, path, banner({ startsAt: hoursFromNow(-1), endsAt: '2030-02-01T00:00:00-03:00' }), admin)
  expect(created.status).toBe(201)
  expect(created.body).toEqual({
    id: expect.any(Number),
    title: 'Verão no Nordeste',
    image,
    link: '/trips?q=nordeste',
    startsAt: hoursFromNow(-1),
    endsAt: '2030-02-01T03:00:00.000Z',
    position: 8,
  })
  expect(await publicTitles()).toEqual(['Existente', 'Verão no Nordeste'])

  const later = await sendJson<AdminBanner>(
    t,
    'PUT',
    `${path}/${created.body.id}`,
    banner({ link: 'https://exemplo.com.br/promo', startsAt: hoursFromNow(2), endsAt: null }),
    admin,
  )
  expect(later.body).toMatchObject({ link: 'https://exemplo.com.br/promo', startsAt: hoursFromNow(2), endsAt: null, position: 8 })
  expect(await publicTitles()).toEqual(['Existente'])

  expect((await t.app.request(`${path}/${created.body.id}`, { method: 'DELETE', headers: admin })).status).toBe(204)
  const audit = await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=banner&entityId=${created.body.id}`, { headers: admin })
  expect(audit.body.items.map((entry) => entry.action)).toEqual(['delete', 'update', 'create'])
  expect(audit.body.items[1]!.changes).toEqual({
    link: ['/trips?q=nordeste', 'https://exemplo.com.br/promo'],
    startsAt: [hoursFromNow(-1), hoursFromNow(2)],
    endsAt: ['2030-02-01T03:00:00.000Z', null],
  })
})

test('validates title, image, link and the window: an end before the start is an error on the end', async () => {
  expectApiError(await postJson(t, path, {}, admin), 400, ['title', 'image'])
  expect(expectApiError(await postJson(t, path, banner({ image: null }), admin), 400, ['image']).fields!.image).toBe('An image is required')
  for (const link of ['//outro.site/x', 'http://exemplo.com', 'javascript:alert(1)', 'trips']) {
    expectApiError(await postJson(t, path, banner({ link }), admin), 400, ['link'])
  }
  expectApiError(await postJson(t, path, banner({ startsAt: '15/01/2030' }), admin), 400, ['startsAt'])
  const backwards = expectApiError(await postJson(t, path, banner({ startsAt: hoursFromNow(5), endsAt: hoursFromNow(1) }), admin), 400, ['endsAt'])
  expect(backwards.fields!.endsAt).toBe('The end must be after the start')
  expectApiError(await postJson(t, path, banner({ startsAt: hoursFromNow(1), endsAt: hoursFromNow(1) }), admin), 400, ['endsAt'])
  expect((await postJson(t, path, banner({ link: '' }), admin)).body).toMatchObject({ link: null })
})

test('reorders every banner in one call; the public list follows at once', async () => {
  const [a, b, c] = [
    await insertBanner(t.db, { title: 'A', position: 0 }),
    await insertBanner(t.db, { title: 'B', position: 1 }),
    await insertBanner(t.db, { title: 'C', position: 2 }),
  ]
  expect((await requestJson<BannerOrder>(t, `${path}/order`, { headers: admin })).body).toEqual({ ids: [a.id, b.id, c.id] })

  const saved = await sendJson<BannerOrder>(t, 'PUT', `${path}/order`, { ids: [c.id, a.id, b.id] }, admin)
  expect(saved.status).toBe(200)
  expect(await publicTitles()).toEqual(['C', 'A', 'B'])
  expect((await list()).body.items.map((item) => [item.title, item.position])).toEqual([
    ['C', 0],
    ['A', 1],
    ['B', 2],
  ])
  const audit = await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=banner&entityId=${c.id}`, { headers: admin })
  expect(audit.body.items[0]!.changes).toEqual({ position: [2, 0] })
})

test('a reorder that does not name every banner exactly once changes nothing', async () => {
  const [a, b] = [await insertBanner(t.db, { title: 'A', position: 0 }), await insertBanner(t.db, { title: 'B', position: 1 })]
  expectApiError(await sendJson(t, 'PUT', `${path}/order`, { ids: [b.id] }, admin), 409, ['ids'])
  expectApiError(await sendJson(t, 'PUT', `${path}/order`, { ids: [b.id, a.id, 999999] }, admin), 409, ['ids'])
  expectApiError(await sendJson(t, 'PUT', `${path}/order`, { ids: [b.id, b.id] }, admin), 400, ['ids'])
  expectApiError(await sendJson(t, 'PUT', `${path}/order`, { ids: 'b,a' }, admin), 400, ['ids'])
  expectApiError(await sendJson(t, 'PUT', `${path}/order`, {}, admin), 400, ['ids'])
  expect(await publicTitles()).toEqual(['A', 'B'])
})

test('the home count: 1 to 10, zero says a banner must be chosen, and the public list obeys it', async () => {
  for (const position of [0, 1, 2, 3, 4, 5]) await insertBanner(t.db, { title: `B${position}`, position })
  expect((await requestJson<BannerSettings>(t, `${path}/settings`, { headers: admin })).body).toEqual({ homeCount: 5 })

  const zero = expectApiError(await sendJson(t, 'PUT', `${path}/settings`, { homeCount: 0 }, admin), 400, ['homeCount'])
  expect(zero.fields!.homeCount).toBe('At least one banner must be chosen')
  expectApiError(await sendJson(t, 'PUT', `${path}/settings`, { homeCount: 11 }, admin), 400, ['homeCount'])
  expectApiError(await sendJson(t, 'PUT', `${path}/settings`, { homeCount: 2.5 }, admin), 400, ['homeCount'])

  expect((await sendJson<BannerSettings>(t, 'PUT', `${path}/settings`, { homeCount: '2' }, admin)).body).toEqual({ homeCount: 2 })
  expect(await publicTitles()).toEqual(['B0', 'B1'])
  expect((await requestJson<BannerSettings>(t, `${path}/settings`, { headers: admin })).body).toEqual({ homeCount: 2 })
  const audit = await requestJson<Page<AuditEntry>>(t, '/api/admin/audit?entity=setting&entityId=homeBannerCount', { headers: admin })
  expect(audit.body.items[0]!.changes).toEqual({ homeCount: [5, 2] })
})

test('pages, sorts and searches every banner, in its window or not', async () => {
  await insertBanner(t.db, { title: 'Réveillon', position: 2, endsAt: hoursFromNow(-1) })
  await insertBanner(t.db, { title: 'Carnaval', position: 0, startsAt: hoursFromNow(48) })
  await insertBanner(t.db, { title: 'Fórmula 1', position: 1, link: '/f1' })

  expect((await list()).body.items.map((item) => item.title)).toEqual(['Carnaval', 'Fórmula 1', 'Réveillon'])
  expect((await list('?sort=-title&pageSize=2')).body).toMatchObject({ total: 3, items: [{ title: 'Réveillon' }, { title: 'Fórmula 1' }] })
  expect((await list('?sort=startsAt&pageSize=1')).body.items.map((item) => item.title)).toEqual(['Carnaval'])
  expect((await list('?q=formula')).body.items.map((item) => item.title)).toEqual(['Fórmula 1'])
  expect((await list('?q=f1')).body.items.map((item) => item.title)).toEqual(['Fórmula 1'])
})

test('an unknown id is a 404', async () => {
  expectApiError(await sendJson(t, 'PUT', `${path}/999999`, banner(), admin), 404)
  expectApiError(await sendJson(t, 'DELETE', `${path}/999999`, undefined, admin), 404)
})
