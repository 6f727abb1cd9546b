import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { UserType } from '../../src/domain/session.ts'
import { orderTravellers, remindersSent, travellerPlaces } from '../../src/server/db/schema/index.ts'
import type { Notifier } from '../../src/server/sale/notifications/notifier.ts'
import type { ReminderDeps } from '../../src/server/reminders/deliver.ts'
import { sweepReminders } from '../../src/server/reminders/sweep.ts'
import { insertOrderRow, insertPaymentLinkRow } from '../factories/order-rows.ts'
import { buildFlights } from '../factories/trips.ts'
import { insertSignedInUser, insertUser, uniqueEmail } from '../factories/users.ts'
import { mailsTo, readMails } from '../support/mail.ts'
import { tripForSale } from './helpers/admin-orders.ts'
import { roadTripForSale } from './helpers/road.ts'
import { serverLog } from './helpers/server-log.ts'
import { createTestInstances, onPostgres, type TestInstance } from './helpers/instances.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/*
 * The reminder sweep (docs/NOTIFICATIONS.md, "Reminders") on a controlled clock: each kind once
 * inside its window, nothing outside it or for another status, nothing on a second sweep. The
 * trips leave on 2030-03-12 (São Paulo, UTC−3): their travellers' deadline is 2030-03-10 03:00 UTC.
 */

const PUBLIC_URL = 'http://localhost:3000'
let t: TestApp
let customer: Awaited<ReturnType<typeof insertSignedInUser>>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  customer = await insertSignedInUser(t.db, UserType.customer)
})
afterAll(() => t.close())

/** An instance's reminder deps: its database, its mailer and its notifier (mail and push, by the user's preferences). */
const reminderDeps = (instance: TestApp, notifier: Notifier = instance.orders.notifications.notifier): ReminderDeps => ({
  db: instance.db,
  mailer: instance.deps.mailer,
  notifier,
  publicUrl: PUBLIC_URL,
})
const sweep = (at: string, deps = reminderDeps(t)) => sweepReminders(deps, new Date(at))
const customerMails = () => mailsTo(t.mailDir, customer.user.email)
const orderLink = (code: string) => `${PUBLIC_URL}/user/myAcquired?order=${code}`

type OrderFields = Partial<Parameters<typeof insertOrderRow>[1]>

/** A trip order of the customer (or on another instance's database), paid by Pix unless told, on a trip leaving 2030-03-12. */
async function order(fields: OrderFields & { tripOverrides?: Parameters<typeof tripForSale>[1] } = {}, db = t.db, userId = customer.user.id) {
  const { tripOverrides, ...rest } = fields
  const { trip, optionId } = await tripForSale(db, { checkIn: '2030-03-12', boardingPlace: 'Terminal Tietê, plataforma 3, às 6h30', ...tripOverrides })
  return insertOrderRow(db, { userId, tripId: trip.id, optionId, status: 'paid', method: 'pix', amountCents: 100_000, createdAt: new Date('2030-03-01T12:00:00Z'), ...rest })
}

const pendingPix = (expiresAt: string, status: 'pending' | 'paid' | 'canceled' = 'pending', db = t.db, userId = customer.user.id) =>
  order({ status, method: 'pix', createdAt: new Date(Date.parse(expiresAt) - 30 * 60_000), expiresAt: new Date(expiresAt) }, db, userId)

const slip = (dueDate: string) => ({ number: 1, amountCents: 100_000, dueDate, barcode: '0'.repeat(44), digitableLine: '00190.00009 01234.567890 12345.678901 1 99990000100000' })
const pendingBoleto = (dueDate: string, status: 'pending' | 'canceled' = 'pending') =>
  order({ status, method: 'boleto', boletoSlips: [slip(dueDate)], expiresAt: new Date('2030-03-20T00:00:00Z') })

// Issue 25, finding 2: a reminder stuck on a slow push service or mail server must not starve the others.
test("a reminder that hangs does not hold back another customer's", async () => {
  const slowCustomer = await insertSignedInUser(t.db, UserType.customer)
  await pendingPix('2030-03-01T12:30:00Z', 'pending', t.db, slowCustomer.user.id)
  await pendingPix('2030-03-01T12:30:00Z')
  let release = () => {}
  const hanging = new Promise<void>((resolve) => (release = resolve))
  const reminded: number[] = []
  const notifier: Notifier = {
    async notify({ userId }) {
      if (userId === slowCustomer.user.id) await hanging
      reminded.push(userId)
    },
  }

  const sweeping = sweep('2030-03-01T12:25:00Z', reminderDeps(t, notifier))
  await vi.waitFor(() => expect(reminded).toEqual([customer.user.id]))
  release()

  expect(await sweeping).toBe(2)
  expect(reminded).toEqual([customer.user.id, slowCustomer.user.id])
})

test('a pending Pix is reminded once with 5 minutes left, in both words and with the order link', async () => {
  const pix = await pendingPix('2030-03-01T12:30:00Z')
  await pendingPix('2030-03-01T12:30:00Z', 'paid')
  await pendingPix('2030-03-01T12:30:00Z', 'canceled')

  expect(await sweep('2030-03-01T12:24:59Z')).toBe(0)
  expect(await sweep('2030-03-01T12:25:00Z')).toBe(1)
  expect(await sweep('2030-03-01T12:26:00Z')).toBe(0)

  const mails = await customerMails()
  expect(mails.map((mail) => mail.subject)).toEqual([`Seu Pix vence em 5 minutos: pedido ${pix.code}`])
  expect(mails[0]!.text).toContain('vale até 09:30 (horário de Brasília)')
  expect(mails[0]!.text).toContain(orderLink(pix.code))
})

test('a Pix whose last minute came while no sweep ran is not reminded late', async () => {
  await pendingPix('2030-03-01T12:30:00Z')

  expect(await sweep('2030-03-01T12:29:01Z')).toBe(0)
  expect(await sweep('2030-03-01T12:31:00Z')).toBe(0)
  expect(await customerMails()).toEqual([])
})

test('a pending boleto is reminded the day before it is due, from 09:00 in São Paulo, once', async () => {
  const boleto = await pendingBoleto('2030-03-08')
  await pendingBoleto('2030-03-08', 'canceled')
  await pendingBoleto('2030-03-09')

  expect(await sweep('2030-03-07T11:59:00Z')).toBe(0)
  expect(await sweep('2030-03-07T12:00:00Z')).toBe(1)
  expect(await sweep('2030-03-07T23:00:00Z')).toBe(0)

  const [mail, ...others] = await customerMails()
  expect(others).toEqual([])
  expect(mail!.subject).toBe(`Seu boleto vence amanhã: pedido ${boleto.code}`)
  expect(mail!.text).toContain('vence amanhã, 8 de mar. de 2030')
  expect(mail!.text).toContain(`Linha digitável: ${slip('2030-03-08').digitableLine}`)
})

test('a boleto already due when the sweep comes back is not reminded', async () => {
  await pendingBoleto('2030-03-08')
  expect(await sweep('2030-03-08T12:00:00Z')).toBe(0)
})

const complete = { name: 'Ana Souza', documentKind: 'cpf' as const, documentNumber: '39053344705', birthDate: '1985-06-01' }

test("a paid order with travellers missing is reminded once, from 24 hours before the trip's deadline", async () => {
  const missing = await order({ people: 2 })
  await t.db.insert(orderTravellers).values({ orderId: missing.id, position: 0, ...complete, updatedAt: new Date() })
  const filled = await order({ people: 1 })
  await t.db.insert(orderTravellers).values({ orderId: filled.id, position: 0, ...complete, updatedAt: new Date() })
  await order({ people: 1, status: 'pending', expiresAt: new Date('2030-03-20T00:00:00Z') })

  expect(await sweep('2030-03-09T02:59:00Z')).toBe(0)
  expect(await sweep('2030-03-09T03:00:00Z')).toBe(1)
  expect(await sweep('2030-03-09T20:00:00Z')).toBe(0)

  const [mail, ...others] = await customerMails()
  expect(others).toEqual([])
  expect(mail!.subject).toBe(`Faltam dados dos passageiros: pedido ${missing.code}`)
  expect(mail!.text).toContain('Faltam dados de 1 passageiro da sua viagem')
  expect(mail!.text).toContain('até 10 de mar. de 2030 00:00 (horário de Brasília)')
})

test('travellers missing after the deadline get no reminder: it is too late to fill them', async () => {
  await order({ people: 2 })
  expect(await sweep('2030-03-10T03:00:00Z')).toBe(0)
})

test('a paid trip leaving tomorrow is reminded with its meeting point; a flight with its time; refunded and past ones are not', async () => {
  const road = await order()
  const air = await order({ tripOverrides: { transport: 'air', flights: buildFlights('2030-03-12') } })
  await order({ status: 'canceled', statusReason: 'refunded' })

  expect(await sweep('2030-03-11T11:59:00Z')).toBe(0)
  expect(await sweep('2030-03-11T12:00:00Z')).toBe(2)
  expect(await sweep('2030-03-11T13:00:00Z')).toBe(0)
  expect(await sweep('2030-03-12T12:00:00Z')).toBe(0)

  const mails = await customerMails()
  const mailOf = (code: string) => mails.find((mail) => mail.text.includes(`Pedido: ${code}`))!
  expect(mails).toHaveLength(2)
  expect(mailOf(road.code).subject).toMatch(/^Sua viagem é amanhã: /)
  expect(mailOf(road.code).text).toContain('Embarque: Terminal Tietê, plataforma 3, às 6h30')
  expect(mailOf(air.code).text).toContain('Voo LA3456 às 08:15, GRU (horário de Brasília)')
  expect(mailOf(air.code).text).toContain(orderLink(air.code))
})

test("a bus leaving tomorrow is reminded with its travellers' boarding points, times and seats", async () => {
  const { headers: admin } = await insertSignedInUser(t.db, UserType.admin)
  const road = await roadTripForSale(t, admin)
  const [saoPaulo, campinas] = road.boardingPoints
  const van = road.vehicles[0]!.id
  const paid = await insertOrderRow(t.db, {
    userId: customer.user.id,
    tripId: road.trip.id,
    optionId: road.optionId,
    people: 3,
    status: 'paid',
    method: 'pix',
    amountCents: 300_000,
    createdAt: new Date('2030-03-01T12:00:00Z'),
  })
  await t.db.insert(travellerPlaces).values([
    { orderId: paid.id, position: 0, boardingPointId: campinas!.id, vehicleId: van, seatNumber: 5 },
    { orderId: paid.id, position: 1, boardingPointId: campinas!.id, vehicleId: van, seatNumber: 6 },
    { orderId: paid.id, position: 2, boardingPointId: saoPaulo!.id },
  ])

  expect(await sweep('2030-03-11T12:00:00Z')).toBe(1)

  const [mail] = await customerMails()
  expect(mail!.subject).toMatch(/^Sua viagem é amanhã: /)
  expect(mail!.text).toContain(
    '    Embarque às 05:00 em São Paulo — Terminal Tietê, plataforma 12; Embarque às 06:10 em Campinas — Shopping Iguatemi, portão 3 · Poltronas 5, 6 (Van 1) (horário de Brasília)',
  )
})

/** A guest's order through an agency's payment link (no account), paid to `email`. */
async function guestOrder(email: string, fields: OrderFields = {}) {
  const agency = await insertUser(t.db, { type: UserType.agency })
  const { trip, optionId } = await tripForSale(t.db)
  const link = await insertPaymentLinkRow(t.db, { agencyId: agency.id, tripId: trip.id, optionId, amountCents: 100_000, createdAt: new Date('2030-03-01T11:00:00Z') })
  const guest = await order({ userId: null, paymentLinkId: link.id, ...fields })
  await t.db.execute(`UPDATE orders SET payer = jsonb_set(payer, '{email}', '"${email}"') WHERE id = ${guest.id}`)
  return guest
}
/** The token rides in the fragment, which never reaches a server or a proxy's log. */
const guestPage = (code: string) => new RegExp(`${PUBLIC_URL}/external-post-checkout\\?order=${code}#token=[\\w-]{43}(\\s|$)`)

test("a guest's order (a payment link's) is reminded by mail to its payer, with the guest's page", async () => {
  const email = uniqueEmail('convidado')
  const guest = await guestOrder(email, { expiresAt: new Date('2030-03-01T12:30:00Z'), status: 'pending' })

  expect(await sweep('2030-03-01T12:25:00Z')).toBe(1)
  const [mail] = await mailsTo(t.mailDir, email)
  expect(mail!.subject).toBe(`Seu Pix vence em 5 minutos: pedido ${guest.code}`)
  expect(mail!.text).toMatch(guestPage(guest.code))
})

test("a guest's paid order with travellers missing is reminded once, by mail to its payer with the page where the guest fills them", async () => {
  const email = uniqueEmail('convidado')
  const guest = await guestOrder(email, { people: 2 })

  expect(await sweep('2030-03-09T03:00:00Z')).toBe(1)
  expect(await sweep('2030-03-09T20:00:00Z')).toBe(0)

  const [mail, ...others] = await mailsTo(t.mailDir, email)
  expect(others).toEqual([])
  expect(mail!.subject).toBe(`Faltam dados dos passageiros: pedido ${guest.code}`)
  expect(mail!.text).toContain('Faltam dados de 2 passageiros da sua viagem')
  expect(mail!.text).toMatch(guestPage(guest.code))
})

test('a reminder whose sending failed is tried again by the next sweep, then kept as sent', async () => {
  await pendingPix('2030-03-01T12:30:00Z')
  const failing: Notifier = {
    notify: () => Promise.reject(new Error('the mail server is down')),
  }

  expect(await sweep('2030-03-01T12:25:00Z', reminderDeps(t, failing))).toBe(0)
  expect(serverLog.takeErrors().map((line) => line.msg)).toEqual(['A reminder could not be sent; the next sweep tries again'])
  expect(await t.db.select().from(remindersSent)).toEqual([])
  expect(await sweep('2030-03-01T12:26:00Z')).toBe(1)
  expect(await t.db.select().from(remindersSent)).toHaveLength(1)
})

test('two sweeps at once send each reminder once', async () => {
  await pendingPix('2030-03-01T12:30:00Z')
  await pendingPix('2030-03-01T12:30:00Z')

  const counts = await Promise.all([sweep('2030-03-01T12:25:00Z'), sweep('2030-03-01T12:25:00Z')])

  expect(counts.reduce<number>((sum, count) => sum + (count ?? 0), 0)).toBe(2)
  expect(await customerMails()).toHaveLength(2)
})

test.skipIf(!onPostgres)('on PostgreSQL, two instances sweeping at once send each reminder exactly once', async () => {
  const group = await createTestInstances(2)
  try {
    const [a, b] = group.instances as [TestInstance, TestInstance]
    const { user } = await insertSignedInUser(a.db, UserType.customer)
    for (let i = 0; i < 3; i++) await pendingPix('2030-03-01T12:30:00Z', 'pending', a.db, user.id)
    for (let i = 0; i < 3; i++) await order({}, a.db, user.id)

    // Three sweeps from each instance at once, at a Pix's moment and then at the departures' (a tick that finds the lock taken skips).
    for (const at of ['2030-03-01T12:25:00Z', '2030-03-11T12:00:00Z']) {
      const counts = await Promise.all([a, b, a, b, a, b].map((instance) => sweep(at, reminderDeps(instance))))
      expect(counts.reduce<number>((sum, count) => sum + (count ?? 0), 0)).toBe(3)
    }

    const mails = [...(await readMails(a.mailDir)), ...(await readMails(b.mailDir))]
    expect(mails).toHaveLength(6)
    expect(new Set(mails.map((mail) => mail.subject + mail.text)).size).toBe(6)
  } finally {
    await group.close()
  }
})
