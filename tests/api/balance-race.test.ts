import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CardToken, Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Db } from '../../src/server/db/client.ts'
import { balanceCharges, orderLedger, sandboxCharges } from '../../src/server/db/schema/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox } from './helpers/admin-orders.ts'
import { depositTrip } from './helpers/deposit-trips.ts'
import { postJson } from './helpers/http.ts'
import { createTestInstances, onPostgres } from './helpers/instances.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/*
 * Issue 27: a balance paid twice at once is charged once. On PostgreSQL the copies go to two
 * instances (each its own pool), so they meet only in the database (the order's row lock and the
 * balance's partial unique index); on PGlite they still interleave between statements and around
 * the gateway's call.
 */

const ROUNDS = 10
const COPIES = 8

let apps: TestApp[]
let db: Db
let close: () => Promise<void>
beforeAll(async () => {
  if (onPostgres) {
    ;({ instances: apps, close } = await createTestInstances(2))
  } else {
    const single = await createTestApp()
    apps = [single]
    close = () => single.close()
  }
  db = apps[0]!.db
})
afterAll(() => close())

/** `COPIES` requests held at a gate until all are queued, then let through together, spread over the instances. */
async function atOnce(request: (copy: number) => Request) {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const copies = Array.from({ length: COPIES }, async (_, copy) => {
    await gate
    const response = await apps[copy % apps.length]!.app.request(request(copy))
    return { status: response.status, replayed: response.headers.get('Idempotent-Replayed') === 'true', body: (await response.json()) as Order & { code?: string } }
  })
  open()
  return Promise.all(copies)
}

const balanceRequest = (code: string, headers: Record<string, string>, key: string, payment: object) =>
  new Request(`http://localhost/api/me/orders/${code}/balance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers, 'Idempotency-Key': key },
    body: JSON.stringify({ payment }),
  })

async function paidDepositOrder(customer: Record<string, string>, admin: Record<string, string>) {
  const { item } = await depositTrip(db, { checkIn: '2030-03-12' })
  const placed = await postJson<Order>(apps[0]!, '/api/orders', { ...buildOrderBody(item(2)), plan: 'deposit' }, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  await payInSandbox(apps[0]!, admin, placed.body.code)
  return placed.body.code
}

const chargesOf = async (code: string) => ({
  gateway: await db.$count(sandboxCharges, like(sandboxCharges.reference, `${code}-S%`)),
  balance: await db.$count(balanceCharges, like(balanceCharges.reference, `${code}-S%`)),
})

test(`${ROUNDS} rounds of ${COPIES} payments of one balance at once, each under its own key: one is charged, the others 409`, { timeout: 120_000 }, async () => {
  const customer = (await insertSignedInUser(db, UserType.customer)).headers
  const admin = (await insertSignedInUser(db, UserType.admin)).headers
  for (let round = 0; round < ROUNDS; round++) {
    const code = await paidDepositOrder(customer, admin)
    const answers = await atOnce(() => balanceRequest(code, customer, newIdempotencyKey(), { method: 'pix' }))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses, `round ${round}`).toEqual([201, ...Array.from({ length: COPIES - 1 }, () => 409)])
    expect(await chargesOf(code), `round ${round}`).toEqual({ gateway: 1, balance: 1 })

    const paid = await atOnce(() => new Request(`http://localhost/api/payments/sandbox/orders/${code}/pay`, { method: 'POST', headers: admin }))
    expect(
      paid.filter((answer) => answer.status === 200),
      `round ${round}`,
    ).toHaveLength(1)
    // One balance charge in the ledger for each round so far: this round's counted once.
    expect(await db.$count(orderLedger, eq(orderLedger.purpose, 'balance')), `round ${round}`).toBe(round + 1)
  }
})

test(`${ROUNDS} rounds of ${COPIES} copies of one card payment of a balance (one key): one charge, paid once, every copy the same order`, { timeout: 120_000 }, async () => {
  const customer = (await insertSignedInUser(db, UserType.customer)).headers
  const admin = (await insertSignedInUser(db, UserType.admin)).headers
  for (let round = 0; round < ROUNDS; round++) {
    const code = await paidDepositOrder(customer, admin)
    const card = await postJson<CardToken>(apps[0]!, '/sandbox-gateway/v1/card-tokens', {
      number: '4111111111111111',
      holderName: 'MARIA DA SILVA',
      expMonth: 12,
      expYear: 2040,
      cvv: '123',
    })
    const key = newIdempotencyKey()
    const answers = await atOnce(() => balanceRequest(code, customer, key, { method: 'card', cardToken: card.body.token }))
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
    expect(
      answers.filter((answer) => answer.status === 201 && !answer.replayed),
      `round ${round}`,
    ).toHaveLength(1)
    expect(await chargesOf(code), `round ${round}`).toEqual({ gateway: 1, balance: 1 })
    const [settled] = await atOnce(() => new Request(`http://localhost/api/me/orders/${code}`, { headers: customer }))
    expect(settled!.body, `round ${round}`).toMatchObject({ paidCents: 200_000, balance: { status: 'paid' } })
  }
})
