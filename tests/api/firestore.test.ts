import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort } from '../../scripts/lib/free-port.ts'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { firebaseUid, firestoreLive, type FirestoreLive } from '../../src/server/sale/live/firestore.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { postJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * The Firestore path of the live status, against the Cloud Firestore emulator installed on
 * these machines (Debian's google-cloud-cli-firestore-emulator, Java): the server writes
 * orders/{code}, and the repo's firestore.rules let a signed-in user read their own order's
 * document only. Skipped, saying so, where the emulator is not installed.
 */
const EMULATOR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator'
const available = existsSync(EMULATOR)
if (!available) console.info(`firestore.test.ts: skipped: the Cloud Firestore emulator is not installed (${EMULATOR}; apt-get install google-cloud-cli-firestore-emulator)`)

const PROJECT = 'demo-roteiro'
let emulator: ChildProcess | undefined
let host = ''
let live: FirestoreLive
let t: TestApp

beforeAll(async () => {
  if (!available) return
  const port = await freePort()
  host = `127.0.0.1:${port}`
  let output = ''
  emulator = spawn(EMULATOR, ['start', '--host=127.0.0.1', `--port=${port}`], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  emulator.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  emulator.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 45_000
  for (;;) {
    try {
      if ((await fetch(`http://${host}/`)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || emulator.exitCode !== null) throw new Error(`the Firestore emulator did not start:\n${output}`)
    await sleep(250)
  }
  const rules = await fetch(`http://${host}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync('firestore.rules', 'utf8') }] } }),
  })
  expect(rules.status, await rules.text()).toBe(200)
  // firebase-admin reads these itself; only this file's process has them.
  process.env.FIRESTORE_EMULATOR_HOST = host
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host
  live = firestoreLive({ projectId: PROJECT, apiKey: null, authDomain: null, serviceAccountJson: null })
  t = await createTestApp({ firebase: live, payments: { firebase: { projectId: PROJECT, apiKey: 'test-key', authDomain: null, serviceAccountJson: null } } })
}, 60_000)

afterAll(async () => {
  await live?.close()
  await t?.close()
  if (emulator?.pid) process.kill(-emulator.pid, 'SIGTERM')
})

/** An ID token as the emulator accepts them (unsigned), for a browser signed in as `uid`. */
const idToken = (uid: string) => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, iat: now, exp: now + 3600, auth_time: now, sub: uid, user_id: uid, firebase: { sign_in_provider: 'custom', identities: {} } })}.`
}

/** A browser's read of orders/{code} through the rules (the REST API the SDKs share). */
const readAs = (uid: string | null, code: string) =>
  fetch(`http://${host}/v1/projects/${PROJECT}/databases/(default)/documents/orders/${code}`, { headers: uid ? { Authorization: `Bearer ${idToken(uid)}` } : {} })

test.skipIf(!available)('the server writes the order status document; only its owner may read it, and nobody writes', { timeout: 30_000 }, async () => {
  const owner = await insertSignedInUser(t.db, UserType.customer)
  const admin = await insertSignedInUser(t.db, UserType.admin)
  const trip = await insertTrip(t.db, { options: [{ name: 'Individual', priceCents: 120_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const order = (
    await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId: option!.id, people: 1 }), { ...owner.headers, 'Idempotency-Key': newIdempotencyKey() })
  ).body
  await postJson(t, `/api/payments/sandbox/orders/${order.code}/pay`, {}, admin.headers)
  await live.flush()

  const mine = await readAs(firebaseUid(owner.user.id), order.code)
  expect(mine.status, await mine.clone().text()).toBe(200)
  const fields = ((await mine.json()) as { fields: Record<string, { stringValue?: string; integerValue?: string }> }).fields
  expect(fields.status?.stringValue).toBe('paid')
  expect(fields.reason?.stringValue).toBe('confirmed')
  expect(fields.uid?.stringValue).toBe(firebaseUid(owner.user.id))
  expect(fields.amountCents?.integerValue).toBe('120000')

  expect((await readAs(firebaseUid(owner.user.id + 1000), order.code)).status).toBe(403)
  expect((await readAs(null, order.code)).status).toBe(403)
  const write = await fetch(`http://${host}/v1/projects/${PROJECT}/databases/(default)/documents/orders/${order.code}?updateMask.fieldPaths=status`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${idToken(firebaseUid(owner.user.id))}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { status: { stringValue: 'paid' } } }),
  })
  expect(write.status).toBe(403)
})

test.skipIf(!available)('a signed-in user gets a Firebase custom token for their own uid', async () => {
  const owner = await insertSignedInUser(t.db, UserType.customer)
  const response = await postJson<{ token: string }>(t, '/api/me/orders/firebase-token', {}, owner.headers)
  expect(response.status).toBe(200)
  const claims = JSON.parse(Buffer.from(response.body.token.split('.')[1]!, 'base64url').toString()) as { uid: string }
  expect(claims.uid).toBe(firebaseUid(owner.user.id))
  const config = await (await t.app.request('/api/payments/config')).json()
  expect(config).toMatchObject({ firebase: { projectId: PROJECT, apiKey: 'test-key' } })
})
