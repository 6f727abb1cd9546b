import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { isValidPixPayload, parseEmv } from '../../src/domain/pix.ts'
import type { BoletoCharge, Order, OrderSummary, PixCharge } from '../../src/domain/order.ts'
import { orderMessages } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { orders, trips } from '../../src/server/db/schema/index.ts'
import { insertProduct, insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { expectIdempotentPlacing } from './helpers/idempotency.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  ;({ headers } = await insertSignedInUser(t.db, UserType.customer))
})
afterAll(() => t.close())

const place = (body: unknown, key: string | null = newIdempotencyKey(), extra: Record<string, string> = headers) =>
  postJson<Order>(t, '/api/orders', body, key === null ? extra : { ...extra, 'Idempotency-Key': key })

const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft

async function tripWithOption(overrides: Parameters<typeof insertTrip>[1] = {}) {
  const trip = await insertTrip(t.db, { vacancies: 20, options: [{ name: 'Quarto duplo', priceCents: 189_000, people: 2 }], ...overrides })
  const [option] = await t.db.query.tripOptions.findMany({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return { trip, optionId: option!.id }
}

test('a Pix order holds its seats and answers the order with a code and status', async () => {
  const { trip, optionId } = await tripWithOption()
  const response = await place(buildOrderBody({ tripId: trip.id, optionId, people: 3 }))

  expect(response.status, JSON.stringify(response.body)).toBe(201)
  const order = response.body
  expect(order.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
  expect(order).toMatchObject({ status: 'pending', group: 'pendingPayment', method: 'pix', installments: 1, amountCents: 567_000 })
  expect(order.item).toMatchObject({ kind: 'trip', tripId: trip.id, optionName: 'Quarto duplo', people: 3, unitPriceCents: 189_000, tripSlug: trip.slug })
  expect(order.payer.cpf).toMatch(/^\d{11}$/)
  expect(order.history.map((change) => change.status)).toEqual(['pending'])
  expect(await seatsLeft(trip.id)).toBe(17)

  const pix = await requestJson<PixCharge>(t, `/api/me/orders/${order.code}/pix`, { headers })
  expect(pix.status).toBe(200)
  expect(isValidPixPayload(pix.body.payload)).toBe(true)
  expect(parseEmv(pix.body.payload).get('54')).toBe('5670.00')
  expect(pix.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(Buffer.from(pix.body.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg')
  expect(new Date(pix.body.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(30 * 60_000)
})

test('the same key and body give the same order once; another body with the key is a 422; no key is a 400', async () => {
  const { trip, optionId } = await tripWithOption()
  const body = buildOrderBody({ tripId: trip.id, optionId, people: 2 })

  const { key, first } = await expectIdempotentPlacing(place, body, { ...body, item: { tripId: trip.id, optionId, people: 1 } })
  const third = await place(JSON.parse(JSON.stringify(body)), key)

  expect(third.body.code).toBe(first.body.code)
  expect(await t.db.select().from(orders)).toHaveLength(1)
  expect(await seatsLeft(trip.id)).toBe(18)
})

test('the Idempotency-Key is checked before the body: no key or a bad one answers its own 400 even with a bad body', async () => {
  expect(expectApiError(await place({ item: 'x' }, null), 400).code).toBe('order.idempotency_key_required')
  expect(expectApiError(await place({ item: 'x' }, 'a key with spaces'), 400).code).toBe('order.idempotency_key_invalid')
  expect(expectApiError(await place({ item: 'x' }), 400).code).toBe('validation')
})

test('more people than seats left is a 409 naming what is left, and nothing is held', async () => {
  const { trip, optionId } = await tripWithOption({ vacancies: 10, seatsLeft: 2 })

  const response = await place(buildOrderBody({ tripId: trip.id, optionId, people: 3 }))

  expect(expectApiError(response, 409).message).toBe(orderMessages.notEnoughSeats(2))
  expect(await seatsLeft(trip.id)).toBe(2)
  expect(await t.db.select().from(orders)).toHaveLength(0)
})

test('bad input answers a 400 per field and leaves nothing behind', async () => {
  const { trip, optionId } = await tripWithOption()
  const item = { tripId: trip.id, optionId, people: 1 }

  expect(expectApiError(await place(buildOrderBody(item, {}, { cpf: '111.111.111-11' })), 400, ['payer.cpf']).fields!['payer.cpf']).toBe('Invalid CPF')
  expect(expectApiError(await place(buildOrderBody({ ...item, people: 11 })), 400, ['item.people']).fields!['item.people']).toBe(orderMessages.people)
  expect(expectApiError(await place(buildOrderBody({ ...item, people: 0 })), 400, ['item.people']))
  expect(expectApiError(await place(buildOrderBody(item, { method: 'card' })), 400, ['payment.cardToken']))
  expect(expectApiError(await place(buildOrderBody(item, { method: 'pix', installments: 2 })), 400, ['payment.installments']).fields!['payment.installments']).toBe(
    orderMessages.pixSinglePayment,
  )
  expect(
    expectApiError(await place(buildOrderBody(item, {}, { address: { zipCode: '1', street: '', number: '', neighborhood: '', city: '', state: 'XX' } })), 400).fields,
  ).toHaveProperty(['payer.address.state'])
  expect(expectApiError(await place({ ...buildOrderBody(item), item: {} }), 400).message).toContain(orderMessages.chooseItem)
  expect(expectApiError(await place(buildOrderBody({ tripId: 999_999, optionId, people: 1 })), 404).message).toBe(orderMessages.tripNotFound)
  expect(await t.db.select().from(orders)).toHaveLength(0)
  expect(await seatsLeft(trip.id)).toBe(20)
})

test('installments: up to the trip maximum, each at least R$ 5,00 (exactly R$ 5,00 allowed)', async () => {
  const { trip: cheap, optionId: cheapOption } = await tripWithOption({ maxInstallments: 12, options: [{ name: 'Passeio', priceCents: 2_500, people: 1 }] })
  const { trip, optionId } = await tripWithOption({ maxInstallments: 3 })

  // R$ 50,00 in 10 is exactly R$ 5,00 each.
  const atBoundary = await place(buildOrderBody({ tripId: cheap.id, optionId: cheapOption, people: 2 }, { method: 'boleto', installments: 1 }))
  expect(atBoundary.status).toBe(201)
  const boundaryCard = buildOrderBody({ tripId: cheap.id, optionId: cheapOption, people: 2 }, { method: 'card', installments: 10, cardToken: 'tok_unknown' })
  expect((await place(boundaryCard)).status).toBe(201)
  const under = buildOrderBody({ tripId: cheap.id, optionId: cheapOption, people: 2 }, { method: 'card', installments: 11, cardToken: 'tok_unknown' })
  expect(expectApiError(await place(under), 400, ['payment.installments']).fields!['payment.installments']).toBe(orderMessages.minInstallment)
  const overMax = buildOrderBody({ tripId: trip.id, optionId, people: 1 }, { method: 'card', installments: 4, cardToken: 'tok_unknown' })
  expect(expectApiError(await place(overMax), 400, ['payment.installments']).fields!['payment.installments']).toBe(orderMessages.tooManyInstallments(3))
})

test('boleto installments only where the trip allows them; the boleto has a valid line, a barcode and a PDF', async () => {
  const { trip: no, optionId: noOption } = await tripWithOption({ boletoInstallments: false })
  const { trip: yes, optionId: yesOption } = await tripWithOption({ boletoInstallments: true })

  const refused = await place(buildOrderBody({ tripId: no.id, optionId: noOption, people: 1 }, { method: 'boleto', installments: 3 }))
  expect(expectApiError(refused, 400, ['payment.installments']).fields!['payment.installments']).toBe(orderMessages.boletoInstallmentsUnavailable)

  const placed = await place(buildOrderBody({ tripId: yes.id, optionId: yesOption, people: 1 }, { method: 'boleto', installments: 3 }))
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  const boleto = await requestJson<BoletoCharge>(t, `/api/me/orders/${placed.body.code}/boleto`, { headers })
  expect(boleto.status).toBe(200)
  expect(boleto.body.digitableLine).toMatch(/^\d{47}$/)
  expect(boleto.body.barcode).toMatch(/^\d{44}$/)
  expect(boleto.body.slips.map((slip) => slip.amountCents)).toEqual([63_000, 63_000, 63_000])
  expect(boleto.body.dueDate).toBe(boleto.body.slips[0]!.dueDate)

  // The PDF link works without the bearer token (a ticket in it), and not with a tampered ticket.
  const pdf = await t.app.request(boleto.body.pdfUrl)
  expect(pdf.status).toBe(200)
  expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
  const bytes = Buffer.from(await pdf.arrayBuffer())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(bytes.toString('latin1')).toContain(boleto.body.digitableLine)
  expect((await t.app.request(`${boleto.body.pdfUrl}x`)).status).toBe(401)
  expect((await t.app.request(`/api/me/orders/${placed.body.code}/boleto/pdf`, { headers })).status).toBe(200)
})

test('a product with a price can be bought; one without is not for sale', async () => {
  const priced = await insertProduct(t.db, { priceCents: 4_990 })
  const free = await insertProduct(t.db)

  const bought = await place(buildOrderBody({ productId: priced.id }, { method: 'pix' }))
  expect(bought.status).toBe(201)
  expect(bought.body).toMatchObject({ amountCents: 4_990, item: { kind: 'product', productId: priced.id } })
  expect(expectApiError(await place(buildOrderBody({ productId: free.id })), 409).message).toBe(orderMessages.productNotForSale)
})

test('a user sees only their own orders', async () => {
  const { trip, optionId } = await tripWithOption()
  const mine = await place(buildOrderBody({ tripId: trip.id, optionId, people: 1 }))
  const other = await insertSignedInUser(t.db, UserType.customer)

  const list = await requestJson<OrderSummary[]>(t, '/api/me/orders', { headers })
  expect(list.body.map((order) => order.code)).toEqual([mine.body.code])
  expect((await requestJson<OrderSummary[]>(t, '/api/me/orders', { headers: other.headers })).body).toEqual([])
  expect((await requestJson(t, `/api/me/orders/${mine.body.code}`, { headers: other.headers })).status).toBe(404)
  expect((await requestJson(t, `/api/me/orders/${mine.body.code}/pix`, { headers: other.headers })).status).toBe(404)
  const detail = await requestJson<Order>(t, `/api/me/orders/${mine.body.code.replace('-', '').toLowerCase()}`, { headers })
  expect(detail.body.code).toBe(mine.body.code)
})
