import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminTrip } from '../../src/domain/admin/trip/trip.ts'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { Page } from '../../src/domain/query-params.ts'
import type { OrderTravellers } from '../../src/domain/traveller.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import { payInSandbox, placeOrder } from './helpers/admin-orders.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { anaSouza, brunoLima, roadDeparture, roadTripForSale, setBoardingPoints, setVehicles, threeBoardingPoints, twoVans, type RoadDeparture } from './helpers/road.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/* Issue 28: a vehicle's passenger list for the road carrier (the ANTT list), as CSV and PDF, and its lock. */

let clock = new Date('2030-03-05T12:00:00Z')
let t: TestApp
let admin: Record<string, string>
let customer: RoadDeparture['customer']
let road: RoadDeparture['road']
let d: RoadDeparture
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2030-03-05T12:00:00Z')
  d = await roadDeparture(t, () => clock, twoVans)
  ;({ admin, customer, road } = d)
})
afterAll(() => t.close())

const blue = () => d.vehicle(0)
const green = () => d.vehicle(1)
const point = (index: number) => d.point(index)
const manifestOf = (vehicle: number, format: string) => t.app.request(`/api/admin/trips/${road.trip.id}/manifest?vehicle=${vehicle}&format=${format}`, { headers: admin })
const lock = (vehicleId: number) => postJson<{ locked: boolean; lockedAt: string }>(t, `/api/admin/trips/${road.trip.id}/manifest/lock`, { vehicleId }, admin)
const unlock = (vehicleId: number, reason: string) =>
  postJson<{ locked: boolean; lockedAt: null }>(t, `/api/admin/trips/${road.trip.id}/manifest/unlock`, { vehicleId, reason }, admin)

/** A paid order of two complete travellers in the blue van, seats 3 and 4, boarding at the first and the last point. */
async function seatedOrder() {
  const code = await d.paidOrder(2)
  const saved = await d.saveTravellers(code, [
    { ...anaSouza, boardingPointId: point(0), seat: { vehicleId: blue(), number: 4 } },
    { ...brunoLima, boardingPointId: point(2), seat: { vehicleId: blue(), number: 3 } },
  ])
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return code
}

test("a vehicle's list as CSV and PDF: its paid travellers by seat, with document and boarding point; another vehicle's and pending holds are not on it", async () => {
  const code = await seatedOrder()
  const elsewhere = await d.paidOrder(1)
  expect((await d.saveTravellers(elsewhere, [{ name: 'Caio Verde', boardingPointId: point(1), seat: { vehicleId: green(), number: 2 } }])).status).toBe(200)
  const pending = await placeOrder(t, customer.headers, { tripId: road.trip.id, optionId: road.optionId, people: 1 })
  expect((await d.chooseSeats(pending.code, [{ traveller: 0, vehicleId: blue(), number: 9 }])).status).toBe(200)

  const csv = await manifestOf(blue(), 'csv')
  expect(csv.status).toBe(200)
  expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
  expect(csv.headers.get('Content-Disposition')).toBe(`attachment; filename="passageiros-${road.trip.slug}-van-azul.csv"`)
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines).toEqual([
    'Poltrona;Nome;Documento;Número do documento;Data de nascimento;Menor;Dados faltando;Embarque;Horário do embarque;Pedido',
    `3;Bruno Lima;Passaporte;FX123456;20/01/2015;Sim;;Limeira — Posto Graal, km 138;12/03/2030 06:50;${code} · 2/2`,
    `4;Ana Souza;CPF;529.982.247-25;31/05/1990;;;São Paulo — Terminal Tietê, plataforma 12;12/03/2030 05:00;${code} · 1/2`,
  ])

  const pdf = await manifestOf(blue(), 'pdf')
  expect(pdf.status).toBe(200)
  expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
  const [page] = await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()))
  expect(page).toEqual(
    expect.arrayContaining([
      'Relação de passageiros · Van Azul',
      'Embarque: Campinas — Shopping Iguatemi, portão 3, 12/03/2030 06:10',
      'Bruno Lima',
      'Limeira 06:50',
      '529.982.247-25',
      'Total de passageiros: 2',
    ]),
  )
  expect(page).not.toContain('Caio Verde')

  expect((await manifestOf(green(), 'csv')).status).toBe(200)
  const other = await roadTripForSale(t, admin)
  expect((await manifestOf(other.vehicles[0]!.id, 'csv')).status).toBe(400)
  expect((await manifestOf(blue(), 'xls')).status).toBe(400)
})

test('an RG is a document for the carrier: on the CSV and PDF with its state, and a list whose traveller travels on one locks', async () => {
  const code = await d.paidOrder(1)
  const carla = { name: 'Carla Dias', document: { kind: 'rg', number: '12.345.678-x', state: 'MG' }, birthDate: '1992-04-10' }
  expect((await d.saveTravellers(code, [{ ...carla, boardingPointId: point(1), seat: { vehicleId: blue(), number: 5 } }])).status).toBe(200)

  const lines = (await (await manifestOf(blue(), 'csv')).text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[1]).toBe(`5;Carla Dias;RG;12345678X/MG;10/04/1992;;;Campinas — Shopping Iguatemi, portão 3;12/03/2030 06:10;${code} · 1/1`)
  const [page] = await pdfPageTexts(new Uint8Array(await (await manifestOf(blue(), 'pdf')).arrayBuffer()))
  expect(page).toEqual(expect.arrayContaining(['Carla Dias', 'RG', '12345678X/MG']))
  expect((await lock(blue())).status).toBe(200)
  // The RG's state is on the list: changing it is a change of the list.
  const restated = await d.saveTravellers(code, [{ ...carla, document: { ...carla.document, state: 'SP' }, boardingPointId: point(1) }])
  expect(expectApiError(restated, 409).code).toBe('manifest_locked')
})

test('locking a list names each seat missing a document, a boarding point or a payment; once complete it locks, and locking again keeps the time', async () => {
  const code = await d.paidOrder(2)
  const saved = await d.saveTravellers(code, [
    { name: 'Ana Souza', boardingPointId: point(0), seat: { vehicleId: blue(), number: 4 } },
    { ...brunoLima, boardingPointId: point(1), seat: { vehicleId: blue(), number: 3 } },
  ])
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  const pending = await placeOrder(t, customer.headers, { tripId: road.trip.id, optionId: road.optionId, people: 1 })
  expect((await d.chooseSeats(pending.code, [{ traveller: 0, vehicleId: blue(), number: 9 }])).status).toBe(200)

  const refused = await lock(blue())
  const body = expectApiError(refused, 409, ['seats.4.document', 'seats.9']) as ApiErrorBody
  expect(body.code).toBe('manifest.incomplete')
  expect(body.params).toEqual({ count: 2 })
  expect(body.fieldCodes).toEqual({ 'seats.4.document': { code: 'field.required' }, 'seats.9': { code: 'manifest.seat_unpaid' } })

  expect(
    (
      await d.saveTravellers(code, [
        { ...anaSouza, boardingPointId: point(0) },
        { ...brunoLima, boardingPointId: point(1) },
      ])
    ).status,
  ).toBe(200)
  expect((await postJson(t, `/api/admin/orders/${pending.code}/cancel`, { note: '' }, admin)).status).toBe(200)
  const locked = await lock(blue())
  expect(locked.status, JSON.stringify(locked.body)).toBe(200)
  expect(locked.body).toEqual({ locked: true, lockedAt: clock.toISOString() })
  clock = new Date(clock.getTime() + 60_000)
  expect((await lock(blue())).body).toEqual({ locked: true, lockedAt: locked.body.lockedAt })
  const trip = await requestJson<AdminTrip>(t, `/api/admin/trips/${road.trip.id}`, { headers: admin })
  expect(trip.body.vehicles.map((vehicle) => vehicle.manifestLockedAt)).toEqual([locked.body.lockedAt, null])
  // A vehicle that is not the trip's is a 400 on the field.
  const other = await roadTripForSale(t, admin)
  expectApiError(await lock(other.vehicles[0]!.id), 400, ['vehicleId'])
})

test('a locked list refuses every change of its travellers, seats and boarding points with 409 manifest_locked: the buyer’s, an admin’s; the other vehicle’s stay open', async () => {
  const code = await seatedOrder()
  const free = await d.paidOrder(1)
  expect((await d.saveTravellers(free, [{ name: 'Caio Verde', boardingPointId: point(1), seat: { vehicleId: green(), number: 2 } }])).status).toBe(200)
  expect((await lock(blue())).status).toBe(200)
  const refusedWith = async (response: Promise<{ status: number; body: unknown }>) => {
    const answer = await response
    expect(answer.status, JSON.stringify(answer.body)).toBe(409)
    const error = answer.body as ApiErrorBody
    expect(error.code).toBe('manifest_locked')
    expect(error.params).toEqual({ name: 'Van Azul' })
    expect(error.message).toContain('(11) 3000-0000')
  }

  // The buyer: a name, a boarding point, a seat moved out of the van or within it.
  await refusedWith(
    d.saveTravellers(code, [
      { ...anaSouza, name: 'Ana Souza Lima', boardingPointId: point(0) },
      { ...brunoLima, boardingPointId: point(2) },
    ]),
  )
  await refusedWith(
    d.saveTravellers(code, [
      { ...anaSouza, boardingPointId: point(1) },
      { ...brunoLima, boardingPointId: point(2) },
    ]),
  )
  await refusedWith(d.chooseSeats(code, [{ traveller: 0, vehicleId: green(), number: 5 }]))
  await refusedWith(d.chooseSeats(code, [{ traveller: 0, vehicleId: blue(), number: 7 }]))
  // Another order may not take a free seat of the locked van, and keeps its own van open.
  await refusedWith(d.chooseSeats(free, [{ traveller: 0, vehicleId: blue(), number: 8 }]))
  expect((await d.chooseSeats(free, [{ traveller: 0, vehicleId: green(), number: 6 }])).status).toBe(200)
  // Saving the same travellers again changes nothing on the list: let through.
  expect(
    (
      await d.saveTravellers(code, [
        { ...anaSouza, boardingPointId: point(0) },
        { ...brunoLima, boardingPointId: point(2) },
      ])
    ).status,
  ).toBe(200)

  // An admin: the time or place of a point its travellers board at, the van itself, a refund of its traveller's order.
  const moved = threeBoardingPoints.map((each, index) => ({ ...each, id: point(index) }))
  await refusedWith(
    setBoardingPoints(
      t,
      admin,
      road.trip.id,
      moved.map((each, index) => (index === 2 ? { ...each, at: '2030-03-12T10:00:00.000Z' } : each)),
    ),
  )
  await refusedWith(setBoardingPoints(t, admin, road.trip.id, moved.slice(0, 2)))
  // Its extra price is not on the carrier's list; a point nobody of the van boards at is free to move.
  expect(
    (
      await setBoardingPoints(
        t,
        admin,
        road.trip.id,
        moved.map((each, index) => (index === 2 ? { ...each, extraCents: 3_000 } : index === 1 ? { ...each, place: 'Rodoviária' } : each)),
      )
    ).status,
  ).toBe(200)
  const vans = road.vehicles.map(({ id, name, layout, blockedSeats }) => ({ id, name, layout, blockedSeats }))
  await refusedWith(setVehicles(t, admin, road.trip.id, [{ ...vans[0]!, name: 'Van 1' }, vans[1]!]))
  await refusedWith(setVehicles(t, admin, road.trip.id, [{ ...vans[0]!, blockedSeats: [1, 15] }, vans[1]!]))
  await refusedWith(setVehicles(t, admin, road.trip.id, [vans[1]!]))
  expect((await setVehicles(t, admin, road.trip.id, [vans[0]!, { ...vans[1]!, name: 'Van 2' }])).status).toBe(200)
  await refusedWith(postJson(t, `/api/admin/orders/${code}/refund`, { note: 'Desistiu' }, admin))

  const travellers = (await requestJson<OrderTravellers>(t, `/api/me/orders/${code}/travellers`, { headers: customer.headers })).body.travellers
  expect(travellers.map(({ name, boardingPointId, seat }) => ({ name, boardingPointId, seat }))).toEqual([
    { name: 'Ana Souza', boardingPointId: point(0), seat: { vehicleId: blue(), number: 4 } },
    { name: 'Bruno Lima', boardingPointId: point(2), seat: { vehicleId: blue(), number: 3 } },
  ])
})

test('an admin unlocks a list with a reason, written to the trip’s audit log; the changes go through again', async () => {
  const code = await seatedOrder()
  const locked = await lock(blue())
  clock = new Date(clock.getTime() + 3_600_000)
  const noReason = expectApiError(await unlock(blue(), ' '), 400, ['reason'])
  expect(noReason.fieldCodes?.reason?.code).toBe('manifest.unlock_reason')
  expect((await d.chooseSeats(code, [{ traveller: 0, vehicleId: blue(), number: 7 }])).status).toBe(409)

  const unlocked = await unlock(blue(), 'Bruno trocou de poltrona com autorização da transportadora')
  expect(unlocked.status).toBe(200)
  expect(unlocked.body).toEqual({ locked: false, lockedAt: null })
  const audit = (await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=trip&entityId=${road.trip.id}`, { headers: admin })).body.items
  const line = audit.find((entry) => entry.action === 'manifest_unlock')
  expect(line?.at).toBe(clock.toISOString())
  expect(line?.changes).toEqual({
    manifestLocked: [{ vehicle: 'Van Azul', at: locked.body.lockedAt }, null],
    reason: [null, 'Bruno trocou de poltrona com autorização da transportadora'],
  })
  expect(audit.some((entry) => entry.action === 'manifest_lock')).toBe(true)

  expect((await d.chooseSeats(code, [{ traveller: 0, vehicleId: blue(), number: 7 }])).status).toBe(200)
  // Unlocking an open list changes nothing and writes no line.
  expect((await unlock(blue(), 'De novo')).body).toEqual({ locked: false, lockedAt: null })
  const after = (await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=trip&entityId=${road.trip.id}`, { headers: admin })).body.items
  expect(after.filter((entry) => entry.action === 'manifest_unlock')).toHaveLength(1)
})

test('an agency’s sale is held too: its guest’s travellers and seats refuse changes while the list is locked, and the agency reads them as before', async () => {
  const { headers: agency } = await insertApprovedAgency(t.db, {}, clock)
  const link = await createLink(t, agency, { item: { tripId: road.trip.id, optionId: road.optionId, people: 1 } })
  const { payer } = buildOrderBody({ productId: 1 }, {}, { email: 'guest@example.com' })
  const placed = await postJson<GuestOrderPlaced>(t, `/api/payment-links/${link.token}/orders`, { payer, payment: { method: 'pix' } }, { 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  const { code, accessToken } = placed.body
  await payInSandbox(t, admin, code)
  const guest = { Authorization: `Bearer ${accessToken}` }
  const guestTravellers = (travellers: unknown[]) => sendJson<OrderTravellers>(t, 'PUT', `/api/external-orders/${code}/travellers`, { travellers }, guest)
  const guestSeats = (seats: unknown[]) => sendJson<OrderTravellers>(t, 'PUT', `/api/external-orders/${code}/seats`, { seats }, guest)
  expect((await guestTravellers([{ ...anaSouza, boardingPointId: point(1), seat: { vehicleId: blue(), number: 6 } }])).status).toBe(200)
  expect((await lock(blue())).status).toBe(200)

  for (const refused of [
    await guestTravellers([{ ...anaSouza, document: { kind: 'passport', number: 'AB12345' }, boardingPointId: point(1) }]),
    await guestSeats([{ traveller: 0, vehicleId: green(), number: 6 }]),
  ]) {
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect((refused.body as unknown as ApiErrorBody).code).toBe('manifest_locked')
  }
  // The agency's own view of its sales is read-only and stays so.
  const passengers = await requestJson<{ trips: { passengers: { traveller: { name: string } }[] }[] }>(t, '/api/agency/passengers', { headers: agency })
  expect(passengers.body.trips.flatMap((trip) => trip.passengers.map((passenger) => passenger.traveller.name))).toEqual(['Ana Souza'])
})
