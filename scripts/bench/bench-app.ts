import { rm } from 'node:fs/promises'
import path from 'node:path'
import { serve } from '@hono/node-server'
import type { AppDeps } from '../../src/server/app-deps.ts'
import { createApp } from '../../src/server/app.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import type { Database, Db } from '../../src/server/db/client.ts'
import { tripOptions, trips, users } from '../../src/server/db/schema/index.ts'
import { fileMailer } from '../../src/server/mail/mailer.ts'
import { diskStorage } from '../../src/server/storage/storage.ts'

/** A signed-in customer and a trip of one option with `seats` seats: what the order benches buy. */
export async function seedBuyerAndTrip(db: Db, seats: number) {
  const [user] = await db.insert(users).values({ type: 0, email: 'bench@example.com', firstName: 'Bench', lastName: 'Mark' }).returning({ id: users.id })
  const token = await createSession(db, user!.id, new Date(), 1)
  const [trip] = await db
    .insert(trips)
    .values({
      slug: 'bench-trip',
      name: 'Bench trip',
      classification: 0,
      transport: 'road',
      checkIn: '2099-01-10',
      checkOut: '2099-01-15',
      destination: 'Bench',
      vacancies: seats,
      seatsLeft: seats,
    })
    .returning({ id: trips.id })
  const [option] = await db.insert(tripOptions).values({ tripId: trip!.id, name: 'Individual', priceCents: 150_000, people: 1 }).returning({ id: tripOptions.id })
  return { token, tripId: trip!.id, optionId: option!.id }
}

/**
 * A bench server script's app on 127.0.0.1 (mail and uploads in `dir`): prints `ready(port)` as
 * the one JSON line startBenchServer waits for, and on SIGTERM or SIGINT closes, drops `dir` and exits.
 */
export function serveBenchApp(database: Database, dir: string, ready: (port: number) => object, deps: Partial<AppDeps> = {}) {
  const app = createApp({
    db: database.db,
    mailer: fileMailer(path.join(dir, 'mail'), 'bench@example.com'),
    storage: diskStorage(path.join(dir, 'uploads')),
    contactInbox: 'bench@example.com',
    ...deps,
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(JSON.stringify(ready(info.port))))
  const stop = () =>
    server.close(
      () =>
        void database
          .close()
          .then(() => rm(dir, { recursive: true, force: true }))
          .then(() => process.exit(0)),
    )
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  return server
}
