import { afterAll, beforeAll, expect, test } from 'vitest'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { signIn, signUpCustomer } from './helpers/auth.ts'
import { postJson } from './helpers/http.ts'
import { serverLog } from './helpers/server-log.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { buildSignUp } from '../factories/users.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { logRequests: true })
})
afterAll(() => t.close())

const accessLines = () => serverLog.lines().filter((line) => line.msg === 'request')

test("the caller's X-Request-Id comes back in the response and is on the request's access line, with the route pattern, status and time", async () => {
  const response = await t.app.request('/api/trips/no-such-trip', { headers: { 'X-Request-Id': 'lb-7f3a_92=' } })

  expect(response.status).toBe(404)
  expect(response.headers.get('X-Request-Id')).toBe('lb-7f3a_92=')
  expect(accessLines()).toEqual([
    expect.objectContaining({ level: 'info', requestId: 'lb-7f3a_92=', method: 'GET', route: '/api/trips/:name', status: 404, ms: expect.any(Number) }),
  ])
})

test('an X-Request-Id too long or with other characters is replaced by a new id; none given, one is made', async () => {
  const ids = []
  for (const given of ['a'.repeat(129), 'id with spaces', '{"x":1}', undefined]) {
    const response = await t.app.request('/api/health', { headers: given === undefined ? {} : { 'X-Request-Id': given } })
    ids.push(response.headers.get('X-Request-Id'))
  }

  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  expect(new Set(ids).size).toBe(4)
  expect(accessLines().map((line) => line.requestId)).toEqual(ids)
})

test("what the code deep in a request logs carries the request's id: the mail a sign-up writes", async () => {
  await t.app.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'signup-1' },
    body: JSON.stringify(buildSignUp({ email: 'fulana@example.com' })),
  })

  expect(serverLog.lines()).toContainEqual(expect.objectContaining({ msg: 'Mail written', requestId: 'signup-1', to: 'f***@example.com' }))
})

test('signing up, in and placing an order leave no password, session token, CPF or full email in the log', async () => {
  const { input, session } = await signUpCustomer(t)
  const again = await signIn(t, input.email as string, input.password as string)
  const trip = await insertTrip(t.db, { vacancies: 10, options: [{ name: 'Individual', priceCents: 80_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const body = buildOrderBody({ tripId: trip.id, optionId: option!.id, people: 1 }, {}, { email: 'comprador.unico@example.com' })
  const placed = await postJson(t, '/api/orders', body, { Authorization: `Bearer ${again.token}`, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status).toBe(201)

  const logged = serverLog.lines().map((line) => JSON.stringify(line))
  expect(logged.length).toBeGreaterThan(5)
  const secrets = {
    password: input.password as string,
    'session token': session.token,
    'second session token': again.token,
    'CPF of the account': input.cpf as string,
    'CPF of the account, digits': (input.cpf as string).replace(/\D/g, ''),
    "CPF of the order's payer": body.payer.cpf,
    "CPF of the order's payer, digits": body.payer.cpf.replace(/\D/g, ''),
    'email of the account': input.email as string,
    "email of the order's payer": body.payer.email,
  }
  for (const [what, secret] of Object.entries(secrets))
    expect(
      logged.filter((line) => line.includes(secret)),
      what,
    ).toEqual([])
})
