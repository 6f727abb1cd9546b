/**
 * The server the admin lists benchmark loads (a child process of scripts/bench/admin.ts): the
 * real app on the PostgreSQL database named by argv[2], migrated and seeded with 500 trips and
 * 10,000 orders (admin-seed.ts), and one signed-in admin. Prints one JSON line when it listens:
 * the port, the admin's token, and the trip with the most paid orders (for its manifest).
 */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { count, desc, eq } from 'drizzle-orm'
import { createSession } from '../../src/server/auth/sessions.ts'
import { openPostgres } from '../../src/server/db/client.ts'
import { orders, users } from '../../src/server/db/schema/index.ts'
import { seedAdminBench } from './admin-seed.ts'
import { serveBenchApp } from './bench-app.ts'

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

serveBenchApp(database, dir, (port) => ({ port, token, tripId: busiest!.tripId, paidOrders: busiest!.paid, seedMs }))
