import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminOrder } from '../../src/domain/admin/order.ts'
import type { Order } from '../../src/domain/order.ts'
import { paymentLinkMessages } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { orders, users } from '../../src/server/db/schema/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let customer: Record<string, string>
let item: { tripId: number; optionId: number; people: number }
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer))
  const { trip, optionId } = await tripForSale(t.db)
  item = { tripId: trip.id, optionId, people: 1 }
})
afterAll(() => t.close())

const place = (sellerCode: unknown, headers = customer, key = newIdempotencyKey(), body = buildOrderBody(item)) =>
  postJson<Order>(t, '/api/orders', { ...body, ...(sellerCode === undefined ? {} : { sellerCode }) }, { ...headers, 'Idempotency-Key': key })
const stored = async (code: string) => (await t.db.select().from(orders).where(eq(orders.code, code)))[0]!

test("a seller code credits its approved agency at the agency's present rate, a snapshot the order keeps", async () => {
  const agency = await insertApprovedAgency(t.db, { name: 'Agência Mar', commissionBasisPoints: 1050, sellerCode: 'MAR2030' })

  const response = await place(' mar2030 ')

  expect(response.status, JSON.stringify(response.body)).toBe(201)
  expect(response.body.seller).toEqual({ code: 'MAR2030', agencyName: 'Agência Mar' })
  expect(await stored(response.body.code)).toMatchObject({ agencyId: agency.user.id, sellerCode: 'MAR2030', commissionBasisPoints: 1050 })
  await t.db.update(users).set({ commissionBasisPoints: 2000 }).where(eq(users.id, agency.user.id))
  expect((await stored(response.body.code)).commissionBasisPoints).toBe(1050)
})

test('an unknown code, or the code of an agency not approved, is a field error and nothing is placed', async () => {
  await insertSignedInUser(t.db, UserType.agency, { approvedAt: null, sellerCode: 'WAIT2030', commissionBasisPoints: 1000 })

  for (const code of ['NOPE2030', 'WAIT2030']) {
    const response = await place(code)
    expect(expectApiError(response, 400, ['sellerCode']).fields!.sellerCode, code).toBe(paymentLinkMessages.unknownSellerCode)
  }
  expectApiError(await place('x!'), 400, ['sellerCode'])
  expect(await t.db.select().from(orders)).toHaveLength(0)
})

test('no code: nobody is credited, unless the buyer is an approved agency, which is credited once, with or without its own code', async () => {
  const agency = await insertApprovedAgency(t.db, { name: 'Agência Sol', commissionBasisPoints: 800, sellerCode: 'SOL2030' })
  const other = await insertApprovedAgency(t.db, { name: 'Agência Lua', commissionBasisPoints: 1200, sellerCode: 'LUA2030' })
  const waiting = await insertSignedInUser(t.db, UserType.agency, { approvedAt: null, sellerCode: 'ESPERA30', commissionBasisPoints: 1000 })

  const plain = await place(undefined)
  expect(plain.body.seller).toBeNull()
  expect(await stored(plain.body.code)).toMatchObject({ agencyId: null, sellerCode: null, commissionBasisPoints: null })
  expect((await place(null)).body.seller).toBeNull()
  // A third unpaid order of one trip is refused (at most 2 per account): another buyer sends ''.
  expect((await place('', (await insertSignedInUser(t.db, UserType.customer)).headers)).body.seller).toBeNull()

  const itself = await place(undefined, agency.headers)
  expect(await stored(itself.body.code)).toMatchObject({ agencyId: agency.user.id, sellerCode: 'SOL2030', commissionBasisPoints: 800 })
  const ownCode = await place('SOL2030', agency.headers)
  expect(await stored(ownCode.body.code)).toMatchObject({ agencyId: agency.user.id, commissionBasisPoints: 800 })
  const { trip: otherTrip, optionId: otherOption } = await tripForSale(t.db)
  const othersCode = await place('LUA2030', agency.headers, newIdempotencyKey(), buildOrderBody({ tripId: otherTrip.id, optionId: otherOption, people: 1 }))
  expect(await stored(othersCode.body.code)).toMatchObject({ agencyId: other.user.id, sellerCode: 'LUA2030', commissionBasisPoints: 1200 })
  const notApproved = await place(undefined, waiting.headers)
  expect(await stored(notApproved.body.code)).toMatchObject({ agencyId: null })
})

test('the code is part of the idempotent request: the same key and code replay the order, another code with the key is a 422', async () => {
  await insertApprovedAgency(t.db, { sellerCode: 'SOL2030' })
  await insertApprovedAgency(t.db, { sellerCode: 'LUA2030' })
  const key = newIdempotencyKey()
  const body = buildOrderBody(item)

  const first = await place('SOL2030', customer, key, body)
  const again = await place('SOL2030', customer, key, body)
  const other = await place('LUA2030', customer, key, body)

  expect(first.status).toBe(201)
  expect(again.status).toBe(200)
  expect(again.body.code).toBe(first.body.code)
  expect(again.body.seller?.code).toBe('SOL2030')
  expectApiError(other, 422)
})

test("the admin's order details name the agency credited, its code, the rate kept on the order and the channel; a direct sale names none", async () => {
  const agency = await insertApprovedAgency(t.db, { name: 'Agência Mar', commissionBasisPoints: 1050, sellerCode: 'MAR2030' })
  const { headers: admin } = await insertSignedInUser(t.db, UserType.admin)
  const bySellerCode = await place('MAR2030')
  const direct = await place(undefined)
  await t.db.update(users).set({ commissionBasisPoints: 2000 }).where(eq(users.id, agency.user.id))

  const details = (code: string) => requestJson<AdminOrder>(t, `/api/admin/orders/${code}`, { headers: admin })

  expect((await details(bySellerCode.body.code)).body.agency).toEqual({
    id: agency.user.id,
    name: 'Agência Mar',
    sellerCode: 'MAR2030',
    commissionBasisPoints: 1050,
    channel: 'seller-code',
  })
  expect((await details(direct.body.code)).body.agency).toBeNull()
})
