/**
 * The server the orders benchmark loads (a child process of scripts/bench/orders.ts, so the
 * load generator does not share its event loop): the real app on a fresh database, either a
 * PGlite data folder or the PostgreSQL database named by argv[2], with one signed-in customer
 * and one trip with seats for the whole run. Prints one JSON line when it listens.
 */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { openPglite, openPostgres } from '../../src/server/db/client.ts'
import { seedBuyerAndTrip, serveBenchApp } from './bench-app.ts'

const target = process.argv[2] ?? 'pglite'
const dir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-orders-bench-'))
const database = target === 'pglite' ? openPglite({ dataDir: dir }) : openPostgres(target)
await database.migrate()
const buyer = await seedBuyerAndTrip(database.db, 10_000_000)
serveBenchApp(database, dir, (port) => ({ port, ...buyer }))
