/**
 * The server the streams bench holds streams open on (a child process of scripts/bench/streams.ts):
 * the real app on a fresh PGlite, a signed-in customer and an admin (who pays the order), and the
 * stream ceilings raised past the run, so the figure is what one instance can hold, not where it
 * refuses. Prints one JSON line when it listens.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createSession } from '../../src/server/auth/sessions.ts'
import { openPglite } from '../../src/server/db/client.ts'
import { users } from '../../src/server/db/schema/index.ts'
import { seedBuyerAndTrip, serveBenchApp } from './bench-app.ts'

const dir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-streams-bench-'))
const database = openPglite({ dataDir: dir })
await database.migrate()
const buyer = await seedBuyerAndTrip(database.db, 100)
const [admin] = await database.db.insert(users).values({ type: 1, email: 'admin@example.com', firstName: 'Bench', lastName: 'Admin' }).returning({ id: users.id })
const adminToken = await createSession(database.db, admin!.id, new Date(), 1)
const memoryFile = path.join(dir, 'memory.json')

const unlimited = 1_000_000
const server = serveBenchApp(database, dir, (port) => ({ port, ...buyer, adminToken, pid: process.pid, memoryFile }), {
  streams: { perOwner: unlimited, perIp: unlimited, total: unlimited },
})
server.setMaxListeners(0)

// The bench asks for the memory in use: after a full collection, so garbage not yet collected is not counted.
process.on('SIGUSR2', () => {
  ;(globalThis as { gc?: () => void }).gc?.()
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
  void writeFile(memoryFile, JSON.stringify({ rss, heapUsed, external, arrayBuffers }))
})
