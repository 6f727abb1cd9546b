import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { AppDeps } from '../../../src/server/app-deps.ts'
import { createApp, type AppOptions } from '../../../src/server/app.ts'
import type { Database, Db } from '../../../src/server/db/client.ts'
import { fileMailer, type Mailer } from '../../../src/server/mail/mailer.ts'
import { createSaleContext, type SaleContext } from '../../../src/server/sale/context.ts'
import { diskStorage, type Storage } from '../../../src/server/storage/storage.ts'
import { checkingAnswers } from './answer-check.ts'
import { checkingErrorCodes } from './error-code-check.ts'
import { resetDatabase } from './reset-database.ts'
import { createTestDatabase } from './test-db.ts'

export const CONTACT_INBOX = 'atendimento@teste.local'

/**
 * The app's mailer, which `close` can stop: it waits for the mails still being written, and drops
 * what a background task sends later (a test database kept for the next file lets such a task run
 * on), so nothing is written into the folder while it is removed.
 */
function stoppableMailer(mailer: Mailer) {
  const writing = new Set<Promise<void>>()
  let stopped = false
  return {
    mailer: {
      send(message) {
        if (stopped) return Promise.resolve()
        const sent = mailer.send(message)
        const done = () => writing.delete(sent)
        writing.add(sent)
        sent.then(done, done)
        return sent
      },
    } satisfies Mailer,
    async stop() {
      stopped = true
      await Promise.allSettled(writing)
    },
  }
}

export interface TestApp {
  /** The real Hono app; call `app.request('/api/...')`. */
  app: ReturnType<typeof createApp>
  db: Db
  /** The app's orders context: for running a scheduled job (a sweeper) against the app's own cache and bus. */
  orders: SaleContext
  /** What the app was made with, for a second app over the same database (another storage, say). */
  deps: AppDeps
  storage: Storage
  /** Where the file mailer writes each mail as an .eml file. */
  mailDir: string
  /** The uploads folder of the default disk storage (unused when a storage was given). */
  uploadsDir: string
  /** The .eml files written so far, oldest first. */
  readMails(): Promise<string[]>
  /** Another server process over the same database and bus (`bus` in the overrides), as a second instance behind a load balancer. */
  secondInstance(): ReturnType<typeof createApp>
  /** Empties every table, the mail folder and the catalogue cache; for a beforeEach when tests of one file must not see each other's rows. */
  reset(): Promise<void>
  close(): Promise<void>
}

/**
 * The whole server on a fresh database (cloned from the run's migrated template), with mail
 * and uploads in a temp folder (or the storage given, an S3 bucket say). One per test file:
 * `beforeAll(async () => (t = await createTestApp()))` and `afterAll(() => t.close())`. Given a
 * `database`, the app runs on it instead (one of several instances on one database,
 * helpers/instances.ts) and closes it.
 */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'db' | 'mailer'>> = {},
  { database: given, ...options }: Omit<AppOptions, 'orders'> & { database?: Database } = {},
): Promise<TestApp> {
  const database = given ?? (await createTestDatabase())
  const dir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-api-'))
  const mailDir = path.join(dir, 'mail')
  const uploadsDir = path.join(dir, 'uploads')
  const { storage = diskStorage(uploadsDir), ...rest } = overrides
  const mail = stoppableMailer(fileMailer(mailDir, 'Roteiro <nao-responda@teste.local>'))
  const deps: AppDeps = {
    db: database.db,
    mailer: mail.mailer,
    storage,
    contactInbox: CONTACT_INBOX,
    ...rest,
  }
  const orders = createSaleContext(deps, { deliverWebhook: (request) => Promise.resolve(app.fetch(request)) })
  const app = createApp(deps, { ...options, orders })
  return {
    app: checkingAnswers(checkingErrorCodes(app)),
    db: database.db,
    orders,
    deps,
    storage,
    mailDir,
    uploadsDir,
    secondInstance: () => checkingErrorCodes(createApp(deps)),
    async readMails() {
      const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort()
      return Promise.all(files.map((file) => readFile(path.join(mailDir, file), 'utf8')))
    },
    async reset() {
      await resetDatabase(database.db)
      // The tables were emptied behind the app's back, as no admin write would.
      orders.catalogue.invalidate('all')
      for (const file of await readdir(mailDir)) await rm(path.join(mailDir, file), { force: true })
    },
    async close() {
      await orders.afterCommit.settled()
      await mail.stop()
      await database.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
