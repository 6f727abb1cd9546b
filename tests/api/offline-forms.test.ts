import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ForfaitRequest } from '../../src/domain/forfait.ts'
import { UserType } from '../../src/domain/session.ts'
import { forfaitRequests } from '../../src/server/db/schema/index.ts'
import { listContactMessages } from '../factories/index.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/* The offline forms' Idempotency-Key (docs/OFFLINE.md): the service worker's queue and the page may both send one submission. */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(() => t.reset())
afterAll(() => t.close())

const message = { name: 'Maria da Silva', email: 'maria@example.com', phone: '', subject: 'Excursão a Aparecida', message: 'A excursão sai de qual terminal?' }
const forfait = { destination: 'Chapada Diamantina', adults: '2', phone: '(71) 98765-4321' }

test('a contact message sent twice with one key is stored and mailed once, and both answers are the same', async () => {
  const headers = { 'Idempotency-Key': 'contact-7f1c' }
  const first = await postJson<{ id: number }>(t, '/api/contact', message, headers)
  const again = await postJson<{ id: number }>(t, '/api/contact', message, headers)

  expect(first.status).toBe(201)
  expect(again.status).toBe(201)
  expect(again.body).toEqual(first.body)
  expect(first.headers.get('Idempotent-Replayed')).toBeNull()
  expect(again.headers.get('Idempotent-Replayed')).toBe('true')
  expect(await listContactMessages(t.db)).toHaveLength(1)
  expect(await t.readMails()).toHaveLength(1)
})

test('a contact message under a used key with another body is refused and stores nothing', async () => {
  const headers = { 'Idempotency-Key': 'contact-9a2b' }
  await postJson(t, '/api/contact', message, headers)

  const other = await postJson(t, '/api/contact', { ...message, message: 'Mudei de ideia: e para Holambra?' }, headers)

  expect(expectApiError(other, 422).code).toBe('request.idempotency_key_reused')
  expect(await listContactMessages(t.db)).toHaveLength(1)
})

test('two copies of one submission racing store one message', async () => {
  const headers = { 'Idempotency-Key': 'contact-race' }
  const answers = await Promise.all([postJson<{ id: number }>(t, '/api/contact', message, headers), postJson<{ id: number }>(t, '/api/contact', message, headers)])

  expect(answers.map((answer) => answer.status)).toEqual([201, 201])
  expect(answers[1]!.body).toEqual(answers[0]!.body)
  expect(await listContactMessages(t.db)).toHaveLength(1)
})

test('a repeat does not use up the rate limit, and without a key each message counts', async () => {
  const headers = { 'Idempotency-Key': 'contact-limit' }
  for (let sent = 0; sent < 5; sent++) expect((await postJson(t, '/api/contact', message, headers)).status).toBe(201)

  expect((await postJson(t, '/api/contact', { ...message, subject: 'Outra pergunta' })).status).toBe(201)
  expect((await postJson(t, '/api/contact', { ...message, subject: 'Mais uma' })).status).toBe(201)
  expect((await postJson(t, '/api/contact', { ...message, subject: 'A quarta' })).status).toBe(429)
})

test('a key that is not 1 to 255 visible characters is refused', async () => {
  const response = await postJson(t, '/api/contact', message, { 'Idempotency-Key': 'x'.repeat(256) })

  expect(expectApiError(response, 400).code).toBe('request.idempotency_key_invalid')
  expect(await listContactMessages(t.db)).toEqual([])
})

test('a custom trip request sent twice with one key makes one request, mailed once, with the same answer', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const keyed = { ...headers, 'Idempotency-Key': 'forfait-3c4d' }
  const first = await postJson<ForfaitRequest>(t, '/api/forfait-requests', forfait, keyed)
  const again = await postJson<ForfaitRequest>(t, '/api/forfait-requests', forfait, keyed)

  expect(first.status).toBe(201)
  expect(again.status).toBe(201)
  expect(again.body).toEqual(first.body)
  expect(again.body).not.toHaveProperty('idempotencyKey')
  expect(again.headers.get('Idempotent-Replayed')).toBe('true')
  expect(await t.db.select().from(forfaitRequests)).toHaveLength(1)
  expect(await t.readMails()).toHaveLength(1)
})

test('a custom trip request under a used key with another body is refused', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const keyed = { ...headers, 'Idempotency-Key': 'forfait-5e6f' }
  await postJson(t, '/api/forfait-requests', forfait, keyed)

  const other = await postJson(t, '/api/forfait-requests', { ...forfait, destination: 'Jalapão' }, keyed)

  expect(expectApiError(other, 422).code).toBe('request.idempotency_key_reused')
  expect(await t.db.select().from(forfaitRequests)).toHaveLength(1)
})

test("a key is the sender's own: another traveller's request under the same key is a request of theirs", async () => {
  const marina = await insertSignedInUser(t.db, UserType.customer)
  const joao = await insertSignedInUser(t.db, UserType.customer)
  const key = { 'Idempotency-Key': 'forfait-same' }

  const hers = await postJson<ForfaitRequest>(t, '/api/forfait-requests', forfait, { ...marina.headers, ...key })
  const his = await postJson<ForfaitRequest>(t, '/api/forfait-requests', forfait, { ...joao.headers, ...key })

  expect(his.status).toBe(201)
  expect(his.body.id).not.toBe(hers.body.id)
  expect(await t.db.select().from(forfaitRequests)).toHaveLength(2)
})
