import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import { requestJson } from './helpers/http.ts'
import { serverLog } from './helpers/server-log.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
/** Never asked before its migrations go missing (a ready app remembers they were all there); closed by its test. */
let lagging: TestApp
let laggingClosed: Promise<void> | undefined
let stopping = false
beforeAll(async () => {
  ;[t, lagging] = await Promise.all([createTestApp({ shuttingDown: () => stopping }), createTestApp()])
})
afterAll(() => Promise.all([t.close(), laggingClosed ?? lagging.close()]))

const ready = (app: TestApp = t) => requestJson<ApiErrorBody>(app, '/api/ready')

test('GET /api/ready answers 200 with each check when the database, its migrations and the storage are there', async () => {
  const response = await requestJson(t, '/api/ready')

  expect(response.status).toBe(200)
  expect(response.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } })
  expect(response.headers.get('Cache-Control')).toBe('no-store')
})

test('a storage that cannot store files makes it 503 `service.not_ready` naming `storage`, and the log says why', async () => {
  const check = t.storage.check
  t.storage.check = () => Promise.reject(new Error('disk full'))
  try {
    const response = await ready()

    expect(response.status).toBe(503)
    expect(response.body).toEqual({ code: 'service.not_ready', message: 'Not ready: storage', params: { check: 'storage' } })
    expect(serverLog.lines()).toContainEqual(expect.objectContaining({ level: 'warn', check: 'storage', err: expect.objectContaining({ message: 'disk full' }) }))
  } finally {
    t.storage.check = check
  }
  expect((await ready()).status).toBe(200)
})

test('once shutdown has begun it is 503 naming `shutdown`, while /api/health still says the process is up', async () => {
  stopping = true
  try {
    const response = await ready()

    expect(response.status).toBe(503)
    expect(response.body).toEqual({ code: 'service.not_ready', message: 'Not ready: shutdown', params: { check: 'shutdown' } })
    expect((await t.app.request('/api/health')).status).toBe(200)
  } finally {
    stopping = false
  }
})

test('a migration the database lacks makes it 503 naming `migrations`; a database that does not answer, `database`', async () => {
  await lagging.db.execute(sql.raw('delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)'))
  expect((await ready(lagging)).body).toEqual({ code: 'service.not_ready', message: 'Not ready: migrations', params: { check: 'migrations' } })

  await (laggingClosed = lagging.close())
  const response = await ready(lagging)

  expect(response.status).toBe(503)
  expect(response.body.params).toEqual({ check: 'database' })
})
