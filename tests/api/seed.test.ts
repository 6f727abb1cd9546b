import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import * as v from 'valibot'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { toTraveller, travellerDocumentSchema } from '../../src/domain/traveller.ts'
import { isValidCpf } from '../../src/domain/cpf.ts'
import type { TripBuyersPage } from '../../src/domain/admin/buyer.ts'
import type { AdminOrder, AdminOrderSummary, OwedRefund } from '../../src/domain/admin/order.ts'
import type { Page } from '../../src/domain/query-params.ts'
import type { DashboardSales } from '../../src/domain/admin/dashboard-sales.ts'
import type { AdminDashboard } from '../../src/domain/admin/dashboard.ts'
import type { OrderTravellers } from '../../src/domain/traveller.ts'
import type { CommissionLine, CommissionStatement } from '../../src/domain/commission.ts'
import { addDays, saoPauloDate, saoPauloDayStart } from '../../src/domain/order-status.ts'
import type { Banner, Tip } from '../../src/domain/catalogue.ts'
import type { SeatMap } from '../../src/domain/road.ts'
import type { Trip } from '../../src/domain/trip.ts'
import type { AdminWaitlistEntry } from '../../src/domain/waitlist.ts'
import { payerSchema, type OrderListEntry } from '../../src/domain/order.ts'
import type { CancellationQuote } from '../../src/domain/cancellation.ts'
import * as schema from '../../src/server/db/schema/index.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { sweepReminders } from '../../src/server/reminders/sweep.ts'
import { demoTrips, seedDemoData } from '../../src/server/db/seed/index.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertSignedInUser } from '../factories/users.ts'
import type { PassengerManifest } from '../../src/domain/passenger-manifest.ts'
import type { RoomingList } from '../../src/domain/rooming.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const {
  airlines,
  banners,
  eventTypes,
  orderStatusHistory,
  orderTravellers,
  orders,
  paymentLinks,
  products,
  remindersSent,
  settings,
  tips,
  travelInformation,
  tripFlights,
  tripImages,
  tripOptions,
  travellerPlaces,
  trips,
  tripVehicles,
  users,
} = schema

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemoData(t.db, t.storage)
})
afterAll(() => t.close())

const storedFile = (key: string) => readFile(path.join(t.uploadsDir, key))

async function rowCounts(db: TestApp['db']) {
  const tables = { airlines, banners, eventTypes, orders, products, settings, tips, travelInformation, tripFlights, tripImages, tripOptions, trips, users }
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) counts[name] = (await db.select({ n: count() }).from(table))[0]!.n
  return counts
}

test('seeds trips of every classification and transport, with events, one sold out and a few featured', async () => {
  const rows = await t.db.select({ trip: trips, event: eventTypes.slug }).from(trips).leftJoin(eventTypes, eq(eventTypes.id, trips.eventTypeId))

  expect(rows.length).toBeGreaterThanOrEqual(18)
  for (const classification of [0, 1, 2]) expect(rows.filter((r) => r.trip.classification === classification).length).toBeGreaterThanOrEqual(3)
  expect(new Set(rows.map((r) => r.trip.transport))).toEqual(new Set(['road', 'air', 'cruise']))
  expect(rows.filter((r) => r.trip.seatsLeft === 0)).toHaveLength(1)
  expect(rows.filter((r) => r.event === 'f1').length).toBeGreaterThanOrEqual(1)
  expect(rows.filter((r) => r.event === 'motogp').length).toBeGreaterThanOrEqual(1)
  const featured = rows.filter((r) => r.trip.featured).length
  expect(featured).toBeGreaterThanOrEqual(5)
  expect(featured).toBeLessThanOrEqual(7)
  expect(rows.some((r) => r.trip.checkIn.slice(0, 4) !== r.trip.checkOut.slice(0, 4))).toBe(true)
  for (const { trip } of rows) {
    expect(trip.checkOut >= trip.checkIn, trip.name).toBe(true)
    expect(trip.schedule.length, trip.name).toBeGreaterThan(0)
    for (const section of [trip.included, trip.notIncluded, trip.documentation, trip.extraInfo]) expect(section.length, trip.name).toBeGreaterThan(0)
  }
})

test('every air trip has an outbound and a return flight, and no other trip has flights', async () => {
  const rows = await t.db.select().from(trips)
  const flights = await t.db.select().from(tripFlights)
  for (const trip of rows) {
    const legs = flights
      .filter((f) => f.tripId === trip.id)
      .map((f) => f.leg)
      .sort()
    expect(legs, trip.name).toEqual(trip.transport === 'air' ? [1, 2] : [])
  }
})

test('every trip has options and WebP images stored in every width', async () => {
  const rows = await t.db.select().from(trips)
  const options = await t.db.select().from(tripOptions)
  const images = await t.db.select().from(tripImages)
  for (const trip of rows) {
    const own = options.filter((o) => o.tripId === trip.id)
    expect(own.length, trip.name).toBeGreaterThanOrEqual(1)
    expect(own.length, trip.name).toBeLessThanOrEqual(4)
    for (const option of own) expect(Number.isInteger(option.priceCents) && option.priceCents > 0).toBe(true)
    const pictures = images.filter((i) => i.tripId === trip.id)
    expect(pictures.length, trip.name).toBeGreaterThanOrEqual(1)
    for (const { image } of pictures) {
      expect(image.alt.length).toBeGreaterThan(0)
      expect(Object.keys(image.widths).sort()).toEqual(['1600', '480', '720', '960'])
      expect(image.key).toBe(image.widths['1600'])
      for (const key of Object.values(image.widths)) expect((await storedFile(key)).subarray(8, 12).toString('latin1'), key).toBe('WEBP')
    }
  }
  const { width, height } = await sharp(await storedFile(images[0]!.image.widths['960']!)).metadata()
  expect([width, height]).toEqual([960, 540])
})

test('the trip detail of an air trip crossing into the next year comes back whole from the API', async () => {
  const [reveillon] = await t.db
    .select()
    .from(trips)
    .where(sql`${trips.checkOut} >= '2028-01-01'`)
  const response = await requestJson<Trip>(t, `/api/trips/${reveillon!.slug}`)

  expect(response.status).toBe(200)
  expect(response.body.flights.first?.company).toEqual(expect.any(String))
  expect(response.body.flights.second?.departureDate.startsWith('2028')).toBe(true)
  expect(response.body.images.length).toBeGreaterThanOrEqual(2)
  expect((await t.app.request(response.body.images[0]!.url)).status).toBe(200)
})

test('a trip on sale takes a deposit and leaves more than 45 days ahead, its plan on the trip page', async () => {
  const withPlan = await t.db
    .select({ slug: trips.slug, checkIn: trips.checkIn })
    .from(schema.tripSaleTerms)
    .innerJoin(trips, eq(trips.id, schema.tripSaleTerms.tripId))
    .where(
      sql`${schema.tripSaleTerms.depositPercent} is not null and ${trips.published} and ${trips.seatsLeft} > 0 and ${trips.checkIn} > ${addDays(saoPauloDate(new Date()), 45)}`,
    )
  expect(withPlan.length).toBeGreaterThanOrEqual(1)
  const trip = (await requestJson<Trip>(t, `/api/trips/${withPlan[0]!.slug}`)).body
  expect(trip.paymentPlan).toEqual({ depositPercent: 30, balanceDueAt: expect.any(String) })
  expect(trip.cancellationPolicy.creditMonths).toBe(12)
  // Every demo order that was paid has its charge in its ledger.
  const unledgered = await t.db
    .select({ n: count() })
    .from(orders)
    .where(
      sql`${orders.status} = 'paid' and not exists (select 1 from ${schema.orderLedger} where ${schema.orderLedger.orderId} = ${orders.id} and ${schema.orderLedger.kind} = 'charge')`,
    )
  expect(unledgered[0]!.n).toBe(0)
})

test('banners: live ones up to the home count, one already ended and one not started; links lead somewhere', async () => {
  const rows = await t.db.select().from(banners)
  const now = new Date().toISOString()
  const ended = rows.filter((b) => b.endsAt !== null && new Date(b.endsAt).toISOString() < now)
  const upcoming = rows.filter((b) => b.startsAt !== null && new Date(b.startsAt).toISOString() > now)
  expect(ended).toHaveLength(1)
  expect(upcoming).toHaveLength(1)
  expect(rows.length - 2).toBeGreaterThanOrEqual(5)
  expect((await t.db.select().from(settings).where(eq(settings.key, 'homeBannerCount')))[0]?.value).toBe(5)

  const live = await requestJson<Banner[]>(t, '/api/banners')
  expect(live.body).toHaveLength(5)
  expect(live.body.map((b) => b.title)).not.toContain(ended[0]!.title)
  expect(live.body.map((b) => b.title)).not.toContain(upcoming[0]!.title)

  const slugs = new Set((await t.db.select({ slug: trips.slug }).from(trips)).map((r) => r.slug))
  expect(rows.filter((banner) => banner.link?.startsWith('/trip/')).length).toBeGreaterThan(0)
  for (const banner of rows) {
    expect(banner.link).toMatch(/^\/trips?[/?]/)
    if (banner.link?.startsWith('/trip/')) expect(slugs, banner.link).toContain(banner.link.slice('/trip/'.length))
    expect((await storedFile(banner.image.widths['1600']!)).length).toBeGreaterThan(0)
  }
})

test('tips: one inactive, which the API leaves out', async () => {
  const rows = await t.db.select().from(tips)
  expect(rows.length).toBeGreaterThanOrEqual(6)
  const inactive = rows.filter((tip) => !tip.active)
  expect(inactive).toHaveLength(1)

  const listed = await requestJson<Tip[]>(t, '/api/tips')
  expect(listed.body).toHaveLength(rows.length - 1)
  expect(listed.body.map((tip) => tip.slug)).not.toContain(inactive[0]!.slug)
})

test('products carry a photo and a real PDF', async () => {
  const rows = await t.db.select().from(products)
  expect(rows.length).toBeGreaterThanOrEqual(3)
  for (const product of rows) {
    const response = await t.app.request(`/uploads/${product.pdfKey}`)
    expect(response.status, product.pdfKey).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1')
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref')
    expect((await storedFile(product.photo.key)).length).toBeGreaterThan(0)
  }
})

test("the demo customer owns a trip bought more than 7 days ago, whose cancellation quote carries the policy's penalty", async () => {
  const [customer] = await t.db.select().from(users).where(eq(users.email, 'cliente@roteiro.demo'))
  const headers = { Authorization: `Bearer ${await createSession(t.db, customer!.id, new Date(), 1)}` }
  const mine = (await (await t.app.request('/api/me/orders', { headers })).json()) as OrderListEntry[]
  const paid = mine.filter((order) => order.status === 'paid')
  expect(paid).toHaveLength(1)
  const quote = (await (await t.app.request(`/api/me/orders/${paid[0]!.code}/cancellation`, { headers })).json()) as CancellationQuote
  expect(quote).toMatchObject({ allowed: true, withdrawalRight: false })
  expect(quote.penaltyCents).toBeGreaterThan(0)
  expect(quote.refundCents).toBe(quote.paidCents - quote.penaltyCents)
})

test("the admin's money screens have a deposit order's balance due and a bank slip's refund owed to the buyer's Pix key", async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.admin, {}, new Date())
  const due = (await (await t.app.request('/api/admin/orders?balance=due', { headers })).json()) as Page<AdminOrderSummary>
  expect(due.items).toHaveLength(1)
  expect(due.items[0]!.balance).toMatchObject({ status: 'open' })
  const deposit = (await (await t.app.request(`/api/admin/orders/${due.items[0]!.code}`, { headers })).json()) as AdminOrder
  expect(deposit.paidCents + deposit.balance!.amountCents).toBe(deposit.amountCents)

  const owed = (await (await t.app.request('/api/admin/orders/refunds-owed', { headers })).json()) as OwedRefund[]
  expect(owed).toHaveLength(1)
  expect(owed[0]).toMatchObject({ method: 'boleto', pixKey: expect.stringContaining('@') })
  const canceled = (await (await t.app.request(`/api/admin/orders/${owed[0]!.code}`, { headers })).json()) as AdminOrder
  expect(canceled).toMatchObject({ status: 'canceled', statusReason: 'customer_request', cancellation: { choice: 'refund', refundCents: owed[0]!.amountCents } })
  // Bought more than 10 days ago: past the 7 days of CDC art. 49, the policy's tier kept.
  expect(canceled.cancellation!.penaltyCents).toBeGreaterThan(0)
  expect(canceled.cancellation!.penaltyCents + canceled.cancellation!.refundCents).toBe(canceled.amountCents)
})

test('a seed a few minutes after midnight in São Paulo still has paid sales today, none settled in the future', async () => {
  const midnight = saoPauloDayStart('2026-11-28')
  const seededAt = new Date(midnight.getTime() + 4 * 60_000)
  const fresh = await createTestApp()
  try {
    vi.useFakeTimers({ toFake: ['Date'], now: seededAt })
    await seedDemoData(fresh.db, fresh.storage)
    vi.useRealTimers()
    const rows = await fresh.db.select().from(orders)
    expect(rows.filter((order) => order.status === 'paid' && order.createdAt >= midnight).length).toBeGreaterThan(0)
    expect(rows.every((order) => order.updatedAt <= seededAt)).toBe(true)
  } finally {
    vi.useRealTimers()
    await fresh.close()
  }
})

test('reference data: event types, airlines and travel information', async () => {
  const slugs = (await t.db.select().from(eventTypes)).map((e) => e.slug)
  expect(slugs).toEqual(expect.arrayContaining(['f1', 'motogp']))
  expect((await t.db.select().from(airlines)).length).toBeGreaterThanOrEqual(5)
  expect((await t.db.select().from(travelInformation)).length).toBeGreaterThanOrEqual(4)
})

test('the taken seats of every trip are its demo sales: paid orders by Pix, card and boleto, some today, with valid payers and their history, in the manifest', async () => {
  const tripRows = await t.db.select().from(trips)
  const orderRows = await t.db.select().from(orders)
  for (const trip of tripRows) {
    const held = orderRows.filter((order) => order.tripId === trip.id && order.status === 'paid').reduce((sum, order) => sum + order.seatsHeld, 0)
    expect(held, trip.name).toBe(trip.vacancies - trip.seatsLeft)
  }
  const paid = orderRows.filter((order) => order.status === 'paid')
  expect(paid.every((order) => order.seatsHeld === order.people && order.amountCents === order.unitPriceCents * order.people)).toBe(true)
  // Unpaid ones held no seat; the refunded one (seed/agency-sales.ts) and the one its buyer canceled (seed/money-after-sale.ts) gave their seats back.
  const refunded = orderRows.filter((order) => order.statusReason === 'refunded')
  expect(refunded).toHaveLength(1)
  expect(
    orderRows
      .filter((order) => order.status !== 'paid')
      .every((order) => ['refused', 'canceled'].includes(order.status) && (order.seatsHeld === 0 || ['refunded', 'customer_request'].includes(order.statusReason))),
  ).toBe(true)
  expect(new Set(paid.map((order) => order.method))).toEqual(new Set(['pix', 'card', 'boleto']))
  // Today as the dashboard counts it, in São Paulo, whatever the hour of the seed.
  const startOfToday = saoPauloDayStart(saoPauloDate(new Date()))
  expect(orderRows.filter((order) => order.status === 'paid' && order.createdAt >= startOfToday).length).toBeGreaterThan(0)
  for (const order of orderRows) expect(v.safeParse(payerSchema, order.payer).success, order.code).toBe(true)
  const buyers = await t.db.select().from(users).where(eq(users.type, 0))
  expect(new Set(orderRows.map((order) => order.userId)).size).toBeGreaterThanOrEqual(10)
  // Fictional buyers who cannot sign in, and the demo customer's own account (seed/customer-purchase.ts).
  const fictional = buyers.filter((buyer) => buyer.email !== 'cliente@roteiro.demo')
  expect(fictional.length).toBe(buyers.length - 1)
  expect(fictional.every((buyer) => buyer.passwordHash === null && buyer.email.endsWith('@roteiro.demo'))).toBe(true)

  // Each has its history (placed, then how it ended), so details and manifests show it; nothing happened after the seed ran.
  const history = await t.db.select().from(orderStatusHistory)
  const seededAt = new Date()
  expect(history.filter((move) => move.at > seededAt).map((move) => move.at.toISOString())).toEqual([])
  expect(orderRows.filter((order) => order.createdAt > seededAt || order.updatedAt > seededAt).map((order) => order.code)).toEqual([])
  for (const order of orderRows) {
    const moves = history.filter((move) => move.orderId === order.id).sort((a, b) => a.at.getTime() - b.at.getTime())
    expect(
      moves.map((move) => [move.status, move.reason]),
      order.code,
    ).toEqual([
      ['pending', 'placed'],
      ...(['refunded', 'customer_request'].includes(order.statusReason) ? [['paid', order.method === 'card' ? 'approved' : 'confirmed']] : []),
      [order.status, order.statusReason],
    ])
  }
  const { headers } = await insertSignedInUser(t.db, UserType.admin)
  const soldOut = tripRows.find((trip) => trip.seatsLeft === 0)!
  const manifest = await requestJson<TripBuyersPage>(t, `/api/admin/trips/${soldOut.id}/buyers?pageSize=100`, { headers })
  expect(manifest.status).toBe(200)
  expect(manifest.body.items.reduce((sum, buyer) => sum + buyer.people, 0)).toBe(soldOut.vacancies)
})

test('demo orders have travellers in every state: complete, some data missing, none filled, minors, some on an RG', async () => {
  const rows = await t.db.select().from(orderTravellers)
  const departures = new Map(
    (await t.db.select({ id: orders.id, checkIn: trips.checkIn }).from(orders).innerJoin(trips, eq(trips.id, orders.tripId))).map((row) => [row.id, row.checkIn]),
  )
  const travellers = rows.map((row) => toTraveller(row, departures.get(row.orderId)!))
  expect(travellers.some((traveller) => traveller.complete && !traveller.minor)).toBe(true)
  expect(travellers.some((traveller) => traveller.minor)).toBe(true)
  expect(travellers.some((traveller) => !traveller.complete)).toBe(true)
  const paidOrders = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'paid'))
  expect(paidOrders.some((order) => !rows.some((row) => row.orderId === order.id))).toBe(true)
  expect(rows.every((row) => row.documentNumber === null || row.documentKind === 'rg' || isValidCpf(row.documentNumber))).toBe(true)
  const onRg = travellers.filter((traveller) => traveller.document?.kind === 'rg')
  expect(onRg.length).toBeGreaterThan(0)
  expect(onRg.every((traveller) => v.is(travellerDocumentSchema, traveller.document))).toBe(true)
})

test('the demo agency sells: approved with its terms, links in every state, credited sales this month and last (links and seller code), last month paid out, then a refund', async () => {
  const [agency] = await t.db.select().from(users).where(eq(users.email, 'agencia@roteiro.demo'))
  expect(agency).toMatchObject({ type: UserType.agency, commissionBasisPoints: 1000, sellerCode: 'DEMOTUR', approvedAt: expect.any(Date) })
  expect(agency!.passwordHash).not.toBeNull()

  const now = new Date()
  const links = await t.db.select().from(paymentLinks).where(eq(paymentLinks.agencyId, agency!.id))
  const stateOf = (link: (typeof links)[number]) => (link.status === 'open' && link.expiresAt <= now ? 'expired' : link.status)
  expect(new Set(links.map(stateOf))).toEqual(new Set(['open', 'paid', 'expired', 'canceled']))
  expect(links.every((link) => link.customerEmail?.endsWith('@roteiro.demo') && link.amountCents === link.unitPriceCents * link.people)).toBe(true)
  const credited = await t.db.select().from(orders).where(eq(orders.agencyId, agency!.id))
  for (const link of links.filter((one) => one.status === 'paid')) {
    const order = credited.find((one) => one.id === link.orderId)
    expect(order, link.token).toMatchObject({
      status: 'paid',
      paymentLinkId: link.id,
      userId: null,
      amountCents: link.amountCents,
      people: link.people,
      sellerCode: 'DEMOTUR',
      commissionBasisPoints: 1000,
    })
  }
  expect(credited.some((order) => order.paymentLinkId === null && order.userId !== null)).toBe(true)

  const { headers: admin } = await insertSignedInUser(t.db, UserType.admin)
  const guestOrder = credited.find((order) => order.paymentLinkId !== null)!
  const details = await requestJson<AdminOrder>(t, `/api/admin/orders/${guestOrder.code}`, { headers: admin })
  expect(details.status).toBe(200)
  expect(details.body.customer).toBeNull()

  const thisMonth = saoPauloDate(now).slice(0, 7)
  const lastMonth = saoPauloDate(new Date(saoPauloDayStart(`${thisMonth}-01`).getTime() - 3_600_000)).slice(0, 7)
  const statement = async (month: string) => (await requestJson<CommissionStatement>(t, `/api/admin/commissions/${agency!.id}?month=${month}`, { headers: admin })).body
  const [current, previous] = [await statement(thisMonth), await statement(lastMonth)]
  expect(previous.entries.filter((entry) => entry.kind === 'sale').length).toBeGreaterThanOrEqual(2)
  expect(previous.payouts).toHaveLength(1)
  expect(previous.line).toMatchObject({ paidOutCents: previous.line.commissionCents, balanceCents: 0 })
  expect(current.entries.filter((entry) => entry.kind === 'sale').length).toBeGreaterThanOrEqual(1)
  const [reversal] = current.entries.filter((entry) => entry.kind === 'reversal')
  expect(reversal).toMatchObject({ channel: 'seller-code', commissionBasisPoints: 1000 })
  expect(reversal!.salesCents).toBeLessThan(0)
  expect(new Date(reversal!.at).getTime()).toBeGreaterThan(new Date(previous.payouts[0]!.createdAt).getTime())
  expect(new Set([...current.entries, ...previous.entries].map((entry) => entry.channel))).toEqual(new Set(['link', 'seller-code']))

  const agencySession = { Authorization: `Bearer ${await createSession(t.db, agency!.id, now, 1)}` }
  const own = await requestJson<CommissionLine>(t, `/api/agency/commissions?month=${lastMonth}`, { headers: agencySession })
  expect(own.body).toEqual(previous.line)
})

test('the demo sales draw a believable 90 days on the dashboard chart: most weeks sell, recent weeks more than the first ones', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.admin)
  const { body } = await requestJson<DashboardSales>(t, '/api/admin/dashboard/sales', { headers })
  const weeks = Array.from({ length: 12 }, (_, week) => body.days.slice(week * 7 + 6, week * 7 + 13).reduce((sum, day) => sum + day.orders, 0))
  expect(weeks.filter((orders) => orders > 0).length, weeks.join(' ')).toBeGreaterThanOrEqual(10)
  const thirty = (from: number) => body.days.slice(from, from + 30).reduce((sum, day) => sum + day.orders, 0)
  expect(thirty(60), weeks.join(' ')).toBeGreaterThan(thirty(0))
  // The last week, not today: just after midnight in São Paulo today has rightly sold nothing yet.
  expect(body.days.slice(-7).reduce((sum, day) => sum + day.orders, 0)).toBeGreaterThan(0)
  expect(body.trips.length).toBeGreaterThanOrEqual(10)
})

test('seeding again adds nothing', async () => {
  const before = await rowCounts(t.db)
  await seedDemoData(t.db, t.storage)
  expect(await rowCounts(t.db)).toEqual(before)
})

test('a failure half-way through leaves no demo rows behind', async () => {
  const other = await createTestApp()
  try {
    await other.db.execute(sql`alter table products add constraint refuse_everything check (false)`)
    await expect(seedDemoData(other.db, other.storage)).rejects.toThrow()
    const counts = await rowCounts(other.db)
    expect(
      Object.values(counts).every((n) => n === 0),
      JSON.stringify(counts),
    ).toBe(true)
  } finally {
    await other.close()
  }
})

test('two instances seeding the same empty database at once insert the demo once', async () => {
  const other = await createTestApp()
  try {
    await Promise.all([seedDemoData(other.db, other.storage), seedDemoData(other.db, other.storage)])
    expect((await other.db.select({ n: count() }).from(trips))[0]!.n).toBe(demoTrips(new Date()).length)
  } finally {
    await other.close()
  }
})

test('a demo trip’s passenger manifest looks real: a row per paid seat, none held, travellers complete and missing, no document twice, a PDF with the boarding place', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.admin)
  const [trip] = await t.db
    .select()
    .from(trips)
    // The road trip with buses has every traveller complete (the next test): the busiest of the others.
    .where(and(eq(trips.transport, 'road'), sql`not exists (select 1 from ${tripVehicles} where ${tripVehicles.tripId} = ${trips.id})`))
    .orderBy(sql`${trips.vacancies} - ${trips.seatsLeft} desc`)
    .limit(1)
  const { body } = await requestJson<PassengerManifest>(t, `/api/admin/trips/${trip!.id}/passengers`, { headers })

  expect(body.checks.paidSeats).toBe(trip!.vacancies - trip!.seatsLeft)
  expect(body.checks.heldSeats).toBe(0)
  expect(body.checks.completeTravellers).toBeGreaterThan(body.checks.incompleteTravellers)
  expect(body.checks.incompleteOrders.length).toBeGreaterThan(0)
  expect(body.checks.duplicateDocuments).toEqual([])
  const pdf = await t.app.request(`/api/admin/trips/${trip!.id}/manifest.pdf`, { headers })
  const texts = (await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()))).flat()
  expect(texts).toContain(`Embarque: ${trip!.boardingPlace}`)
  expect(texts).toContain(`Total de passageiros: ${body.checks.paidSeats}`)
})

test('a road excursion on sale has three boarding points and two buses, one nearly full: every seat sold is seated, its travellers complete', async () => {
  const [vehicle] = await t.db.select().from(tripVehicles).limit(1)
  const [trip] = await t.db.select().from(trips).where(eq(trips.id, vehicle!.tripId))
  const { headers } = await insertSignedInUser(t.db, UserType.admin)
  const page = await requestJson<Trip>(t, `/api/trips/${trip!.slug}`)
  const map = await requestJson<SeatMap>(t, `/api/trips/${trip!.slug}/seats`)
  const manifest = await requestJson<PassengerManifest>(t, `/api/admin/trips/${trip!.id}/passengers`, { headers })

  expect(page.body.hasSeatMap).toBe(true)
  expect(page.body.boardingPoints.map((point) => point.city)).toEqual(['São Paulo', 'Jundiaí', 'Campinas'])
  expect(page.body.checkIn > saoPauloDate(new Date())).toBe(true)
  const counts = map.body.vehicles.map((bus) => ({
    free: bus.seats.filter((seat) => seat.status === 'free').length,
    taken: bus.seats.filter((seat) => seat.status === 'taken').length,
  }))
  expect(counts).toEqual([
    { free: 3, taken: 41 },
    { free: 24, taken: 20 },
  ])
  expect(trip!.vacancies).toBe(88)
  expect(manifest.body.checks.paidSeats).toBe(41 + 20)
  expect(manifest.body.checks.incompleteTravellers).toBe(0)
  const seated = await t.db
    .select({ boardingPointId: travellerPlaces.boardingPointId })
    .from(travellerPlaces)
    .innerJoin(orders, eq(orders.id, travellerPlaces.orderId))
    .where(and(eq(orders.tripId, trip!.id), eq(orders.status, 'paid'), isNotNull(travellerPlaces.seatNumber)))
  expect(seated).toHaveLength(61)
  expect(new Set(seated.map((place) => place.boardingPointId)).size).toBe(3)
})

test('a hotel package shows its sold rooms at once: doubles and triples with their guests, every paid traveller in one room', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.admin)
  const [trip] = await t.db
    .select()
    .from(trips)
    .where(and(sql`${trips.hotel} <> ''`, sql`exists (select 1 from ${tripOptions} where ${tripOptions.tripId} = ${trips.id} and ${tripOptions.people} = 3)`))
    .orderBy(sql`${trips.vacancies} - ${trips.seatsLeft} desc`)
    .limit(1)
  const { body } = await requestJson<RoomingList>(t, `/api/admin/trips/${trip!.id}/rooming`, { headers })

  const guests = body.rooms.flatMap((room) => room.guests)
  expect(guests).toHaveLength(trip!.vacancies - trip!.seatsLeft)
  expect(new Set(guests.map((guest) => `${guest.orderCode}/${guest.position}`)).size).toBe(guests.length)
  expect(body.rooms.every((room) => room.guests.length >= 1 && room.guests.length <= room.occupancy)).toBe(true)
  expect([...new Set(body.rooms.map((room) => room.occupancy))]).toEqual(expect.arrayContaining([2, 3]))
  expect(body.rooms.some((room) => room.guests.length === room.occupancy && room.occupancy > 1)).toBe(true)
})

test('the sold-out trip has a short waitlist of demo buyers, which the admin sees in line', async () => {
  const [soldOut] = await t.db.select().from(trips).where(eq(trips.seatsLeft, 0))
  const admin = await insertSignedInUser(t.db, UserType.admin)

  const response = await t.app.request(`/api/admin/trips/${soldOut!.id}/waitlist`, { headers: admin.headers })

  expect(response.status).toBe(200)
  const line = (await response.json()) as AdminWaitlistEntry[]
  expect(line.map((entry) => ({ position: entry.position, people: entry.people, status: entry.status }))).toEqual([
    { position: 1, people: 2, status: 'waiting' },
    { position: 2, people: 1, status: 'waiting' },
    { position: 3, people: 3, status: 'waiting' },
  ])
  for (const entry of line) expect(entry.email).toMatch(/@roteiro\.demo$/)
})

test('a first start has departures within days: tomorrow and in five days, sold but for a few seats, travellers missing and a minor, on the dashboard', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.admin)
  const today = saoPauloDate(new Date())
  const { body } = await requestJson<AdminDashboard>(t, '/api/admin/dashboard', { headers })

  const soon = body.departures.filter((departure) => demoTrips(new Date()).some((trip) => trip.name === departure.name))
  expect(soon.map((departure) => departure.checkIn)).toEqual([addDays(today, 1), addDays(today, 5)])
  for (const departure of soon) {
    expect(departure.seatsSold, departure.name).toBeGreaterThan(departure.vacancies - 5)
    expect(departure.travellersMissing, departure.name).toBeGreaterThan(0)
    expect(departure.incompleteOrders.length, departure.name).toBeGreaterThan(0)
  }
  const rows = await t.db
    .select({ traveller: orderTravellers, checkIn: trips.checkIn })
    .from(orderTravellers)
    .innerJoin(orders, eq(orders.id, orderTravellers.orderId))
    .innerJoin(trips, eq(trips.id, orders.tripId))
    .where(sql`${trips.checkIn} <= ${addDays(today, 13)}`)
  expect(rows.some((row) => toTraveller(row.traveller, row.checkIn).minor)).toBe(true)
  expect(rows.some((row) => toTraveller(row.traveller, row.checkIn).complete)).toBe(true)
})

test('the soon trips’ travellers deadlines: tomorrow’s has passed, the five-day one ends at the next midnight in São Paulo', async () => {
  const today = saoPauloDate(new Date())
  const deadlineOf = async (checkIn: string) => {
    const [row] = await t.db
      .select({ code: orders.code, userId: orders.userId })
      .from(orders)
      .innerJoin(trips, eq(trips.id, orders.tripId))
      .where(sql`${trips.checkIn} = ${checkIn} and ${orders.status} = 'paid' and ${orders.userId} is not null`)
      .limit(1)
    const session = { Authorization: `Bearer ${await createSession(t.db, row!.userId!, new Date(), 1)}` }
    return (await requestJson<OrderTravellers>(t, `/api/me/orders/${row!.code}/travellers`, { headers: session })).body.deadline
  }
  expect(new Date(await deadlineOf(addDays(today, 1))).getTime()).toBeLessThan(Date.now())
  expect(new Date(await deadlineOf(addDays(today, 5))).toISOString()).toBe(saoPauloDayStart(addDays(today, 1)).toISOString())
})

test('the reminder sweep on the seed day has reminders to send: departure tomorrow for tomorrow’s trip, travellers missing for the one in five days', async () => {
  const today = saoPauloDate(new Date())
  // From 09:00 in São Paulo, when "tomorrow" reminders start, if the seed ran before that.
  const at = new Date(Math.max(Date.now(), saoPauloDayStart(today).getTime() + 9 * 3_600_000 + 60_000))
  await sweepReminders({ db: t.db, mailer: t.deps.mailer, notifier: t.orders.notifications.notifier, publicUrl: 'http://localhost:3000' }, at)

  const sent = await t.db
    .select({ kind: remindersSent.kind, checkIn: trips.checkIn })
    .from(remindersSent)
    .innerJoin(orders, eq(orders.id, remindersSent.orderId))
    .innerJoin(trips, eq(trips.id, orders.tripId))
  expect(sent.filter((row) => row.kind === 'departure-tomorrow').map((row) => row.checkIn)).toContain(addDays(today, 1))
  expect(sent.filter((row) => row.kind === 'travellers-missing').map((row) => row.checkIn)).toContain(addDays(today, 5))
})
