import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { AppDeps } from '../../../src/server/app-deps.ts'
import { createApp } from '../../../src/server/app.ts'
import type { Db } from '../../../src/server/db/client.ts'
import { fileMailer } from '../../../src/server/mail/mailer.ts'
import { diskStorage, type Storage } from '../../../src/server/storage/storage.ts'
import { checkingAnswers } from './answer-check.ts'
import { checkingErrorCodes } from './error-code-check.ts'
import { createTestDatabase, resetDatabase } from './test-db.ts'

export const CONTACT_INBOX = 'atendimento@teste.local'

export interface TestApp {
  /** The real Hono app; call `app.request('/api/...')`. */
  app: ReturnType<typeof createApp>
  db: Db
  storage: Storage
  /** Where the file mailer writes each mail as an .eml file. */
  mailDir: string
  uploadsDir: string
  /** The .eml files written so far, oldest first. */
  readMails(): Promise<string[]>
  /** Empties every table and the mail folder; for a beforeEach when tests of one file must not see each other's rows. */
  reset(): Promise<void>
  close(): Promise<void>
}

/**
 * The whole server on a fresh database (cloned from the run's migrated template), with mail
 * and uploads in a temp folder. One per test file: `beforeAll(async () => (t = await createTestApp()))`
 * and `afterAll(() => t.close())`.
 */
export async function createTestApp(overrides: Partial<Omit<AppDeps, 'db' | 'mailer' | 'storage'>> = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const dir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-api-'))
  const mailDir = path.join(dir, 'mail')
  const uploadsDir = path.join(dir, 'uploads')
  const storage = diskStorage(uploadsDir)
  const deps: AppDeps = {
    db: database.db,
    mailer: fileMailer(mailDir, 'Roteiro <nao-responda@teste.local>'),
    storage,
    contactInbox: CONTACT_INBOX,
    ...overrides,
  }
  return {
    app: checkingAnswers(checkingErrorCodes(createApp(deps))),
    db: database.db,
    storage,
    mailDir,
    uploadsDir,
    async readMails() {
      const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort()
      return Promise.all(files.map((file) => readFile(path.join(mailDir, file), 'utf8')))
    },
    async reset() {
      await resetDatabase(database.db)
      for (const file of await readdir(mailDir)) await rm(path.join(mailDir, file), { force: true })
    },
    async close() {
      await database.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
