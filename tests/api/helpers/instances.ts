import { inject } from 'vitest'
import type { AppDeps } from '../../../src/server/app-deps.ts'
import type { Bus } from '../../../src/server/bus/bus.ts'
import { openPostgres, type Database } from '../../../src/server/db/client.ts'
import { clonePostgresTemplate } from './test-db.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/** Whether this run's tests are on PostgreSQL (`npm test -- api-pg`); several instances need it, PGlite being one process's own. */
export const onPostgres = inject('dbTemplate').kind === 'postgres'

export interface TestInstance extends TestApp {
  bus: Bus
}

/**
 * PostgreSQL only: one fresh database opened by `count` whole apps, each with its own pool and
 * its own bus (LISTEN/NOTIFY): as separate as server processes are, for what they share (the
 * database, the bus). `open` gives another pool on the same database (a process of the test's own), `url` is its address.
 */
export async function createTestInstances(count: number, overrides: Partial<Omit<AppDeps, 'db' | 'mailer' | 'storage' | 'bus'>> = {}) {
  const clone = await clonePostgresTemplate()
  const opened: Database[] = []
  const open = () => {
    const database = openPostgres(clone.url)
    opened.push(database)
    return database
  }
  const instances: TestInstance[] = []
  for (let i = 0; i < count; i++) {
    const database = openPostgres(clone.url)
    const bus = await database.openBus()
    instances.push({ ...(await createTestApp({ ...overrides, bus }, { database })), bus })
  }
  return {
    instances,
    url: clone.url,
    open,
    async close() {
      for (const instance of instances) {
        await instance.bus.close()
        await instance.close()
      }
      for (const database of opened) await database.close()
      await clone.drop()
    },
  }
}
