import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import { MAX_PAGE } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertTrip } from '../factories/index.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { requestJson } from './helpers/http.ts'
import { insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let lists: { path: string; headers: Record<string, string> }[]
beforeAll(async () => {
  t = await createTestApp()
  const { headers: admin } = await insertSignedInUser(t.db, UserType.admin)
  const { headers: agency } = await insertApprovedAgency(t.db)
  const trip = await insertTrip(t.db)
  const adminLists = [
    'trips',
    'orders',
    'users',
    'admins',
    'agencies',
    'commissions',
    'airlines',
    'travel-information',
    'event-types',
    'tips',
    'banners',
    'products',
    'forfait-requests',
  ]
  lists = [
    { path: '/api/trips?', headers: {} },
    ...adminLists.map((list) => ({ path: `/api/admin/${list}?`, headers: admin })),
    { path: `/api/admin/trips/${trip.id}/buyers?`, headers: admin },
    { path: `/api/admin/audit?entity=trip&entityId=${trip.id}&`, headers: admin },
    { path: '/api/agency/payment-links?', headers: agency },
  ]
})
afterAll(() => t.close())

test('a page number past any real list is a 400 on `page` in every list, not a 500', async () => {
  for (const { path, headers } of lists) {
    for (const page of ['99999999999999999999', '1e21', String(MAX_PAGE + 1)]) {
      const response = await requestJson<ApiErrorBody>(t, `${path}page=${page}`, { headers })
      expect(response.status, `${path}page=${page}: ${JSON.stringify(response.body)}`).toBe(400)
      expect(response.body.fieldCodes?.page?.code, path).toMatch(/^field\./)
    }
  }
})

test('the last allowed page answers, empty', async () => {
  for (const { path, headers } of lists) {
    const response = await requestJson<{ items?: unknown[] }>(t, `${path}page=${MAX_PAGE}`, { headers })
    expect(response.status, path).toBe(200)
  }
})
