/**
 * The server the orders benchmark loads (a child process of scripts/bench/orders.ts, so the
 * load generator does not share its event loop): the real app on a fresh database, either a
 * PGlite data folder or the PostgreSQL database named by argv[2], with one signed-in customer
 * and one trip with seats for the whole run. Prints one JSON line when it listens.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../src/server/app.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { openPglite, openPostgres } from '../../src/server/db/client.ts'
import { tripOptions, trips, users } from '../../src/server/db/schema/index.ts'
import { fileMailer } from '../../src/server/mail/mailer.ts'
import { diskStorage } from '../../src/server/storage/storage.ts'

const target = process.argv[2] ?? 'pglite'
const dir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-orders-bench-'))
const database = target === 'pglite' ? openPglite({ dataDir: dir }) : openPostgres(target)
await database.migrate()

const [user] = await database.db.insert(users).values({ type: 0, email: 'bench@example.com', firstName: 'Bench', lastName: 'Mark' }).returning({ id: users.id })
const token = await createSession(database.db, user!.id, new Date(), 1)
const [trip] = await database.db
  .insert(trips)
  .values({
    slug: 'bench-trip',
    name: 'Bench trip',
    classification: 0,
    transport: 'road',
    checkIn: '2099-01-10',
    checkOut: '2099-01-15',
    destination: 'Bench',
    vacancies: 10_000_000,
    seatsLeft: 10_000_000,
  })
  .returning({ id: trips.id })
const [option] = await database.db.insert(tripOptions).values({ tripId: trip!.id, name: 'Individual', priceCents: 150_000, people: 1 }).returning({ id: tripOptions.id })

const app = createApp({
  db: database.db,
  mailer: fileMailer(path.join(dir, 'mail'), 'bench@example.com'),
  storage: diskStorage(path.join(dir, 'uploads')),
  contactInbox: 'bench@example.com',
})
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port, token, tripId: trip!.id, optionId: option!.id }))
})

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
