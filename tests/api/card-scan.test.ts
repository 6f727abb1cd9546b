import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { getTableName, isTable, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { isLuhnValid, type Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { createApp } from '../../src/server/app.ts'
import type { Database } from '../../src/server/db/client.ts'
import * as schema from '../../src/server/db/schema/index.ts'
import { orders } from '../../src/server/db/schema/index.ts'
import { fileMailer } from '../../src/server/mail/mailer.ts'
import { SIGNATURE_HEADER, signWebhook } from '../../src/server/sale/payments/signature.ts'
import { sandboxTestCards } from '../../src/server/sale/payments/sandbox/cards.ts'
import { diskStorage } from '../../src/server/storage/storage.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { serverLog } from './helpers/server-log.ts'
import { createTestDatabase } from './helpers/test-db.ts'

/**
 * Card numbers must never reach our routes, database or logs: the browser sends them to the
 * gateway's tokenizer only. This file runs every card path (approved, refused, failing, invalid,
 * expired, reused tokens, Pix, boleto, webhooks) with request logging on, capturing everything
 * the server prints, then scans every table and the captured output for a Luhn-valid number.
 */

/** 13 to 19 digits, maybe grouped by spaces or dashes, not part of a longer word or number (hashes, barcodes). */
const candidates = (text: string) => [...text.matchAll(/(?<![0-9A-Za-z])(?:\d[ -]?){12,18}\d(?![0-9A-Za-z])/g)].map((match) => match[0].replace(/[ -]/g, '')).filter(isLuhnValid)

const SECRET = 'whsec_scan'
let database: Database
let dir: string
let app: ReturnType<typeof createApp>
const printed: string[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  dir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-scan-'))
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')))
  }
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream)
    vi.spyOn(stream, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      printed.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString())
      return write(chunk, ...rest)
    }) as typeof stream.write)
  }
  app = createApp(
    {
      db: database.db,
      mailer: fileMailer(path.join(dir, 'mail'), 'x@example.com'),
      storage: diskStorage(path.join(dir, 'uploads')),
      contactInbox: 'x@example.com',
      payments: { webhookSecret: SECRET },
    },
    { logRequests: true },
  )
})
afterAll(async () => {
  vi.restoreAllMocks()
  await database.close()
  await rm(dir, { recursive: true, force: true })
})

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

test('the scan finds a card number where there is one, and not in barcodes or hashes', () => {
  expect(candidates('paid with 4111 1111 1111 1111 today')).toEqual(['4111111111111111'])
  expect(candidates('{"n":"5555-5555-5555-4444"}')).toEqual(['5555555555554444'])
  expect(candidates('00190000090123456789012345678901234567890123456')).toEqual([])
  expect(candidates('a3f41111111111111111bc')).toEqual([])
})

test('no Luhn-valid card number in any table or in anything the server printed', async () => {
  const { headers } = await insertSignedInUser(database.db, UserType.customer)
  const trip = await insertTrip(database.db, { vacancies: 50, options: [{ name: 'Individual', priceCents: 99_000, people: 1 }] })
  const option = await database.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const item = { tripId: trip.id, optionId: option!.id, people: 1 }
  const numbers = [...sandboxTestCards.map((card) => card.number), '378282246310005', '6062825624254001', '4012888888881881']

  for (const number of numbers) {
    const tokenized = await post('/sandbox-gateway/v1/card-tokens', {
      number: number.replace(/(\d{4})/g, '$1 ').trim(),
      holderName: 'Maria',
      expMonth: 12,
      expYear: 2040,
      cvv: '123',
    })
    expect(tokenized.status).toBe(201)
    const { token } = (await tokenized.json()) as { token: string }
    for (let i = 0; i < 2; i++) {
      const placed = await post('/api/orders', buildOrderBody(item, { method: 'card', cardToken: token, installments: 2 }), { ...headers, 'Idempotency-Key': newIdempotencyKey() })
      expect(placed.status).toBe(201)
    }
  }
  // Bad cards and a card number put where a token goes.
  expect((await post('/sandbox-gateway/v1/card-tokens', { number: '4111111111111112', holderName: 'M', expMonth: 1, expYear: 2040, cvv: '1' })).status).toBe(400)
  expect((await post('/sandbox-gateway/v1/card-tokens', { number: '4111111111111111', holderName: 'M', expMonth: 1, expYear: 2001, cvv: '123' })).status).toBe(400)
  expect((await post('/api/orders', buildOrderBody(item, { method: 'card', cardToken: '4111111111111111' }), { ...headers, 'Idempotency-Key': newIdempotencyKey() })).status).toBe(
    201,
  )
  for (const method of ['pix', 'boleto'] as const) {
    const placed = (await (await post('/api/orders', buildOrderBody(item, { method }), { ...headers, 'Idempotency-Key': newIdempotencyKey() })).json()) as Order
    const [row] = await database.db
      .select()
      .from(orders)
      .where(sql`${orders.code} = ${placed.code}`)
    const body = JSON.stringify({ id: `evt_${method}`, type: 'charge.paid', data: { chargeId: row!.chargeId, reference: placed.code }, createdAt: new Date().toISOString() })
    expect((await app.request('/api/payments/webhook', { method: 'POST', headers: { [SIGNATURE_HEADER]: signWebhook(SECRET, body, new Date()) }, body })).status).toBe(200)
    await app.request(`/api/me/orders/${placed.code}/${method}`, { headers })
  }

  const tables = Object.values(schema)
    .filter((value) => isTable(value))
    .map((table) => getTableName(table))
  const found: string[] = []
  for (const table of tables) {
    const result = (await database.db.execute(sql.raw(`select row_to_json(t)::text as row from "${table}" t`))) as unknown as { rows: { row: string }[] }
    for (const { row } of result.rows) for (const number of candidates(row)) found.push(`${table}: ${number}`)
  }
  const logged = [...printed, ...serverLog.lines().map((line) => JSON.stringify(line))].join('\n')
  expect(serverLog.lines()).toContainEqual(expect.objectContaining({ msg: 'request', method: 'POST', route: '/api/orders', status: 201 }))
  expect(found, 'card numbers in the database').toEqual([])
  expect(candidates(logged), 'card numbers in the server output').toEqual([])
  expect(tables).toEqual(expect.arrayContaining(['orders', 'sandbox_card_tokens', 'sandbox_charges', 'payment_events']))
})
