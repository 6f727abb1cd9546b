import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { openAsBlob } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { getTableName, isTable, sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterEach, expect, inject, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { createApp } from '../../src/server/app.ts'
import { createSaleContext } from '../../src/server/sale/context.ts'
import { openPglite, openPostgres, type Database } from '../../src/server/db/client.ts'
import * as schema from '../../src/server/db/schema/index.ts'
import { fileMailer } from '../../src/server/mail/mailer.ts'
import { s3Storage, type S3Storage } from '../../src/server/storage/s3-storage.ts'
import { diskStorage } from '../../src/server/storage/storage.ts'
import { createBackup } from '../../scripts/lib/backup/create-backup.ts'
import { restoreBackup } from '../../scripts/lib/backup/restore-backup.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { pdfBytes, pictureBytes, uploadForm } from '../factories/upload-files.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { postJson, requestJson } from './helpers/http.ts'
import { runScript } from './helpers/run-script.ts'
import { startS3Server } from './helpers/s3-server.ts'
import { migrationsDir, withDatabase } from './helpers/template.ts'

/*
 * `npm run backup` and `npm run restore` as an operator runs them (child processes with DATA_DIR
 * and DATABASE_URL), on the kind of database this run uses: PGlite, or PostgreSQL when the
 * api-pg stage gives TEST_DATABASE_URL. The other cases call the same functions in this process: a
 * child process opening PGlite costs 3-4 s of CPU, and the scripts' own work (arguments, settings,
 * exit code, output) is shown by the children of the round trip and of the refusals.
 */

const template = inject('dbTemplate')
const execFileAsync = promisify(execFile)
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Where the server keeps its data: a DATA_DIR, and a PostgreSQL database of its own on the api-pg run. */
interface Site {
  dataDir: string
  databaseUrl?: string
  /** Opens the database the way the server does (the first time: cloned from the migrated template, or `firstOpen`). */
  open(): Promise<Database>
  /** Drops the database and deletes the uploads: what a lost disk or server leaves. */
  wipe(): Promise<void>
}

async function adminQuery(statement: string) {
  if (template.kind !== 'postgres') throw new Error('PostgreSQL only')
  for (let attempt = 1; ; attempt++) {
    const admin = new pg.Client({ connectionString: template.adminUrl })
    await admin.connect()
    try {
      await admin.query(statement)
      return
    } catch (error) {
      // Another test file's clone still holds the template: wait and try again.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error
    } finally {
      await admin.end()
    }
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
  }
}

async function makeSite(options: { migrationsFolder?: string } = {}): Promise<Site> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-backup-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  const wipeUploads = () => rm(path.join(dataDir, 'uploads'), { recursive: true, force: true })
  if (template.kind === 'pglite') {
    let first = true
    return {
      dataDir,
      async open() {
        if (!first) return openPglite({ dataDir })
        first = false
        const dir = path.join(dataDir, 'pglite')
        if (!options.migrationsFolder) return openPglite({ client: new PGlite(dir, { loadDataDir: await openAsBlob(template.file) }) })
        const client = new PGlite(dir)
        await migratePglite(drizzlePglite(client), { migrationsFolder: options.migrationsFolder })
        return openPglite({ client })
      },
      async wipe() {
        await rm(path.join(dataDir, 'pglite'), { recursive: true, force: true })
        await wipeUploads()
      },
    }
  }
  const name = `backup_${randomBytes(6).toString('hex')}`
  await adminQuery(options.migrationsFolder ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`)
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  const databaseUrl = withDatabase(template.adminUrl, name)
  let first = Boolean(options.migrationsFolder)
  return {
    dataDir,
    databaseUrl,
    async open() {
      const database = openPostgres(databaseUrl)
      if (first && options.migrationsFolder) {
        const pool = new pg.Pool({ connectionString: databaseUrl })
        await migratePg(drizzlePg(pool), { migrationsFolder: options.migrationsFolder })
        await pool.end()
      }
      first = false
      return database
    },
    async wipe() {
      await adminQuery(`DROP DATABASE ${name} WITH (FORCE)`)
      await adminQuery(`CREATE DATABASE ${name}`)
      await wipeUploads()
    },
  }
}

/** Runs `npm run backup` / `npm run restore` (the same script files) against the site. */
const runSiteScript = (site: Site, script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) =>
  runScript(script, args, { unset: ['DATABASE_URL'], env: { DATA_DIR: site.dataDir, ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}), ...env } })

/** The folder a site's archives go to, removed after the test. */
function backupsDir(site: Site) {
  const outDir = path.join(site.dataDir, '..', `${path.basename(site.dataDir)}-backups`)
  cleanups.push(() => rm(outDir, { recursive: true, force: true }))
  return outDir
}

async function backUp(site: Site) {
  const outDir = backupsDir(site)
  const result = await runSiteScript(site, 'backup', ['--out', outDir])
  expect(result, result.output).toMatchObject({ code: 0 })
  const archives = (await readdir(outDir)).filter((name) => name.endsWith('.tar.gz'))
  expect(archives).toEqual([expect.stringMatching(/^roteiro-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)])
  return path.join(outDir, archives[0]!)
}

/** What `npm run backup` does, in this process. */
const backUpHere = async (site: Site, bucket?: S3Storage) => (await createBackup({ dataDir: site.dataDir, databaseUrl: site.databaseUrl, bucket }, backupsDir(site))).file

/** What `npm run restore` does, in this process. */
const restoreHere = (site: Site, archive: string, { force = false } = {}) => restoreBackup(archive, { dataDir: site.dataDir, databaseUrl: site.databaseUrl }, { force })

const tableNames = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table))
  .sort()

/** Every row of every table, as PostgreSQL writes it in JSON, in a fixed order. */
async function readAllRows(database: Database): Promise<Record<string, string>> {
  const rows: Record<string, string> = {}
  for (const table of tableNames) {
    const result = (await database.db.execute(sql.raw(`select coalesce(json_agg(t order by t::text), '[]')::text as rows from "${table}" t`))) as unknown as {
      rows: { rows: string }[]
    }
    rows[table] = result.rows[0]!.rows
  }
  return rows
}

/** Every file under DATA_DIR/uploads with its bytes. */
async function readUploads(dataDir: string): Promise<Record<string, Buffer>> {
  const dir = path.join(dataDir, 'uploads')
  const files: Record<string, Buffer> = {}
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (entry.isFile()) files[path.relative(dir, path.join(entry.parentPath, entry.name))] = await readFile(path.join(entry.parentPath, entry.name))
  }
  return files
}

/** What an agency has after some days of sales: uploads, paid orders with their payment events, a pending one. */
async function sellThroughTheApp(site: Site, database: Database) {
  const deps = {
    db: database.db,
    mailer: fileMailer(path.join(site.dataDir, 'mail'), 'Roteiro <nao-responda@teste.local>'),
    storage: diskStorage(path.join(site.dataDir, 'uploads')),
    contactInbox: 'atendimento@teste.local',
  }
  const orders = createSaleContext(deps, { deliverWebhook: (request) => Promise.resolve(app.fetch(request)) })
  const app = createApp(deps, { orders })
  const t = { app }
  const { headers: admin } = await insertSignedInUser(database.db, UserType.admin)
  const { headers: customer } = await insertSignedInUser(database.db, UserType.customer)
  for (const [kind, form] of [
    ['images', uploadForm(await pictureBytes(1200, 800), 'praia.jpg', 'image/jpeg', { alt: 'Praia' })],
    ['pdfs', uploadForm(pdfBytes(), 'roteiro.pdf', 'application/pdf')],
  ] as const) {
    expect((await requestJson(t, `/api/admin/uploads/${kind}`, { method: 'POST', headers: admin, body: form })).status).toBe(201)
  }
  const trip = await insertTrip(database.db, { vacancies: 20, options: [{ name: 'Individual', priceCents: 150_000, people: 1 }] })
  const option = await database.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const place = async () => {
    const order = await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId: option!.id, people: 2 }), {
      ...customer,
      'Idempotency-Key': newIdempotencyKey(),
    })
    expect(order.status, JSON.stringify(order.body)).toBe(201)
    return order.body
  }
  for (const order of [await place(), await place()]) {
    const paid = await postJson<{ order: Order }>(t, `/api/payments/sandbox/orders/${order.code}/pay`, {}, admin)
    expect(paid.body.order.status).toBe('paid')
  }
  await place()
  // The paid orders' confirmations, sent after their answers, are in the data the backup takes.
  await orders.afterCommit.settled()
}

/** An archive with its manifest changed by `edit`, as a damaged or hand-edited one would be. */
async function withEditedManifest(archive: string, edit: (manifest: { counts: { orders: number } }) => void) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-edited-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  await execFileAsync('tar', ['-xzf', archive, '-C', dir])
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as { counts: { orders: number } }
  edit(manifest)
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
  const edited = path.join(dir, '..', `${path.basename(dir)}.tar.gz`)
  cleanups.push(() => rm(edited, { force: true }))
  await execFileAsync('tar', ['-czf', edited, '-C', dir, ...(await readdir(dir))])
  return edited
}

test('backup, wipe, restore: every order, payment event, row and upload comes back byte for byte', { timeout: 240_000 }, async () => {
  const site = await makeSite()
  let database = await site.open()
  await sellThroughTheApp(site, database)
  const rows = await readAllRows(database)
  const uploads = await readUploads(site.dataDir)
  expect(JSON.parse(rows.orders!)).toHaveLength(3)
  expect(JSON.parse(rows.payment_events!)).toHaveLength(2)
  expect(Object.keys(uploads).length).toBeGreaterThanOrEqual(2)

  if (template.kind === 'pglite') {
    // A second process on an open PGlite folder would corrupt it.
    const refused = await runSiteScript(site, 'backup', ['--out', path.join(site.dataDir, 'refused')])
    expect(refused.code).toBe(1)
    expect(refused.output).toMatch(/stop the server/)
  }
  await database.close()
  const archive = await backUp(site)
  await site.wipe()

  const restored = await runSiteScript(site, 'restore', [archive])
  expect(restored, restored.output).toMatchObject({ code: 0 })
  expect(restored.output).toMatch(/3 orders, 2 payment events/)
  database = await site.open()
  expect(await readAllRows(database)).toEqual(rows)
  await database.close()
  expect(await readUploads(site.dataDir)).toEqual(uploads)

  await expect(restoreHere(site, archive), 'a second restore over the data').rejects.toThrow(/not empty.*--force/)

  const oneOrderLost = await withEditedManifest(archive, (manifest) => (manifest.counts.orders += 1))
  await expect(restoreHere(site, oneOrderLost, { force: true })).rejects.toThrow(/orders: the backup had 4, the restored database has 3/)
  database = await site.open()
  expect(await readAllRows(database), 'a failed restore puts back what was there').toEqual(rows)
  await database.close()

  await restoreHere(site, archive, { force: true })
  database = await site.open()
  expect(await readAllRows(database)).toEqual(rows)
  await database.close()
  expect(await readUploads(site.dataDir)).toEqual(uploads)
})

test('a backup older than the code is migrated by the restore; one of another database kind is refused before anything is written', { timeout: 240_000 }, async () => {
  // The migrations as they were before the newest one.
  const oldMigrations = await mkdtemp(path.join(os.tmpdir(), 'roteiro-old-migrations-'))
  cleanups.push(() => rm(oldMigrations, { recursive: true, force: true }))
  await cp(migrationsDir, oldMigrations, { recursive: true })
  const journalFile = path.join(oldMigrations, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const newest = journal.entries.pop()!
  await writeFile(journalFile, JSON.stringify(journal))

  const site = await makeSite({ migrationsFolder: oldMigrations })
  const database = await site.open()
  await database.close()
  const archive = await backUpHere(site)
  await site.wipe()

  const otherKind = await withEditedManifest(archive, (manifest) => {
    const database = (manifest as unknown as { database: { kind: string } }).database
    database.kind = database.kind === 'pglite' ? 'postgres' : 'pglite'
  })
  await expect(restoreHere(site, otherKind)).rejects.toThrow(/restore it to the same kind/)
  expect(await readdir(site.dataDir)).toEqual([])

  const restored = await restoreHere(site, archive)
  expect(restored).toMatchObject({ migrated: true, manifest: { database: { migration: { tag: journal.entries.at(-1)!.tag } } }, state: { migration: { tag: newest.tag } } })
  const migrated = await site.open()
  const applied = (await migrated.db.execute(sql.raw('select count(*)::int as n from drizzle.__drizzle_migrations'))) as unknown as { rows: { n: number }[] }
  expect(applied.rows[0]!.n).toBe(journal.entries.length + 1)
  await migrated.close()
})

test('with S3 storage the archive holds the bucket objects; a restore asks to go through the folder and storage:migrate', { timeout: 120_000 }, async () => {
  const s3 = await startS3Server(['roteiro-backup'])
  cleanups.push(() => s3.close())
  const bucket = s3Storage(s3.settings('roteiro-backup'))
  const objects = { 'images/praia-480.webp': await pictureBytes(40, 20, 'webp'), 'pdfs/roteiro.pdf': pdfBytes() }
  for (const [key, bytes] of Object.entries(objects)) await bucket.put(key, bytes)
  const s3Env = { S3_BUCKET: 'roteiro-backup', S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }
  const site = await makeSite()
  await (await site.open()).close()

  const archive = await backUpHere(site, bucket)
  const unpacked = await mkdtemp(path.join(os.tmpdir(), 'roteiro-unpacked-'))
  cleanups.push(() => rm(unpacked, { recursive: true, force: true }))
  await execFileAsync('tar', ['-xzf', archive, '-C', unpacked])
  expect(await readUploads(unpacked)).toEqual(Object.fromEntries(Object.entries(objects).map(([key, bytes]) => [key, Buffer.from(bytes)])))
  expect(JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8'))).toMatchObject({ uploads: { files: 2 } })

  await site.wipe()
  const refused = await runSiteScript(site, 'restore', [archive], s3Env)
  expect(refused.code).toBe(1)
  expect(refused.output).toMatch(/Restore without the S3_\* settings.*npm run storage:migrate/)
})
