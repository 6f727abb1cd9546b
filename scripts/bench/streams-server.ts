/**
 * The server the streams bench holds streams open on (a child process of scripts/bench/streams.ts):
 * the real app on a fresh PGlite, a signed-in customer and an admin (who pays the order), and the stream ceilings
 * raised past the run, so the figure is what one instance can hold, not where it refuses. Prints
 * one JSON line when it listens.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../src/server/app.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { openPglite } from '../../src/server/db/client.ts'
import { tripOptions, trips, users } from '../../src/server/db/schema/index.ts'
import { fileMailer } from '../../src/server/mail/mailer.ts'
import { diskStorage } from '../../src/server/storage/storage.ts'

const dir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-streams-bench-'))
const database = openPglite({ dataDir: dir })
await database.migrate()
const [user] = await database.db.insert(users).values({ type: 0, email: 'bench@example.com', firstName: 'Bench', lastName: 'Mark' }).returning({ id: users.id })
const token = await createSession(database.db, user!.id, new Date(), 1)
const [admin] = await database.db.insert(users).values({ type: 1, email: 'admin@example.com', firstName: 'Bench', lastName: 'Admin' }).returning({ id: users.id })
const adminToken = await createSession(database.db, admin!.id, new Date(), 1)
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
    vacancies: 100,
    seatsLeft: 100,
  })
  .returning({ id: trips.id })
const [option] = await database.db.insert(tripOptions).values({ tripId: trip!.id, name: 'Individual', priceCents: 150_000, people: 1 }).returning({ id: tripOptions.id })

const unlimited = 1_000_000
const app = createApp({
  db: database.db,
  mailer: fileMailer(path.join(dir, 'mail'), 'bench@example.com'),
  storage: diskStorage(path.join(dir, 'uploads')),
  contactInbox: 'bench@example.com',
  streams: { perOwner: unlimited, perIp: unlimited, total: unlimited },
})
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port, token, adminToken, tripId: trip!.id, optionId: option!.id, pid: process.pid, memoryFile: path.join(dir, 'memory.json') }))
})
server.setMaxListeners(0)

const stop = () =>
  server.close(
    () =>
      void database
        .close()
        .then(() => rm(dir, { recursive: true, force: true }))
        .then(() => process.exit(0)),
  )
// The bench asks for the memory in use: after a full collection, so garbage not yet collected is not counted.
process.on('SIGUSR2', () => {
  ;(globalThis as { gc?: () => void }).gc?.()
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
  void writeFile(path.join(dir, 'memory.json'), JSON.stringify({ rss, heapUsed, external, arrayBuffers }))
})
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
