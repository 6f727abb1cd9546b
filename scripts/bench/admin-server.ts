/**
 * The server the admin lists benchmark loads (a child process of scripts/bench/admin.ts): the
 * real app on the PostgreSQL database named by argv[2], migrated and seeded with 500 trips and
 * 10,000 orders (admin-seed.ts), and one signed-in admin. Prints one JSON line when it listens:
 * the port, the admin's token, and the trip with the most paid orders (for its manifest).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { count, desc, eq } from 'drizzle-orm'
import { createApp } from '../../src/server/app.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { openPostgres } from '../../src/server/db/client.ts'
import { orders, users } from '../../src/server/db/schema/index.ts'
import { fileMailer } from '../../src/server/mail/mailer.ts'
import { diskStorage } from '../../src/server/storage/storage.ts'
import { seedAdminBench } from './admin-seed.ts'

const target = process.argv[2]
if (!target) throw new Error('usage: admin-server.ts <postgres url>')
const dir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-admin-bench-'))
const database = openPostgres(target)
await database.migrate()
const seedStarted = Date.now()
await seedAdminBench(database.db)
const seedMs = Date.now() - seedStarted

const [admin] = await database.db.insert(users).values({ type: 1, email: 'bench-admin@example.com', firstName: 'Bench', lastName: 'Admin' }).returning({ id: users.id })
const token = await createSession(database.db, admin!.id, new Date(), 1)
const [busiest] = await database.db
  .select({ tripId: orders.tripId, paid: count() })
  .from(orders)
  .where(eq(orders.status, 'paid'))
  .groupBy(orders.tripId)
  .orderBy(desc(count()))
  .limit(1)

const app = createApp({
  db: database.db,
  mailer: fileMailer(path.join(dir, 'mail'), 'bench@example.com'),
  storage: diskStorage(path.join(dir, 'uploads')),
  contactInbox: 'bench@example.com',
})
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port, token, tripId: busiest!.tripId, paidOrders: busiest!.paid, seedMs }))
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
