import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { BoardingReport } from '../../src/domain/boarding-report.ts'
import type { Page } from '../../src/domain/query-params.ts'
import type { OrderTravellers } from '../../src/domain/traveller.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { placeOrder } from './helpers/admin-orders.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { anaSouza, brunoLima, roadDeparture, roadTripForSale, twoVans, type RoadDeparture } from './helpers/road.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/* Issue 28, the departure board: the boarding report (JSON, CSV, PDF) and an admin moving a traveller to another seat. */

const clock = new Date('2030-03-05T12:00:00Z')
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
  d = await roadDeparture(t, () => clock, twoVans)
  ;({ admin, customer, road } = d)
})
afterAll(() => t.close())

const blue = () => d.vehicle(0)
const green = () => d.vehicle(1)
const point = (index: number) => d.point(index)

const saveTravellers = async (code: string, travellers: unknown[]) => {
  const saved = await d.saveTravellers(code, travellers)
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}
const report = (format?: string, headers = admin) =>
  t.app.request(`/api/admin/trips/${road.trip.id}/boarding-report${format ? `?format=${format}` : ''}`, { headers: { ...headers, 'Accept-Language': 'pt-BR' } })
const move = (body: Record<string, unknown>, headers = admin) => sendJson<BoardingReport>(t, 'PUT', `/api/admin/trips/${road.trip.id}/seats`, body, headers)
const auditLines = async () => (await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=trip&entityId=${road.trip.id}`, { headers: admin })).body.items

/** Ana (blue 4, São Paulo) and Bruno, a minor (blue 3, Limeira), of one order; another order's traveller not told yet, with neither seat nor point. */
async function departure() {
  const family = await d.paidOrder(2)
  await saveTravellers(family, [
    { ...anaSouza, boardingPointId: point(0), seat: { vehicleId: blue(), number: 4 } },
    { ...brunoLima, boardingPointId: point(2), seat: { vehicleId: blue(), number: 3 } },
  ])
  const alone = await d.paidOrder(1)
  return { family, alone }
}

test('the boarding report: each point in route order with its time and travellers (seat, minor, phone), those without a point apart, the vehicles drawn', async () => {
  const { family, alone } = await departure()
  // A pending order's seat is taken on the map but nobody of it is on the report.
  const pending = await placeOrder(t, customer.headers, { tripId: road.trip.id, optionId: road.optionId, people: 1 })
  expect((await sendJson(t, 'PUT', `/api/me/orders/${pending.code}/seats`, { seats: [{ traveller: 0, vehicleId: green(), number: 9 }] }, customer.headers)).status).toBe(200)

  const answer = await report()
  expect(answer.status).toBe(200)
  const body = (await answer.json()) as BoardingReport
  expect(body.points.map((each) => [each.city, each.travellers.map((one) => one.data.name)])).toEqual([
    ['São Paulo', ['Ana Souza']],
    ['Campinas', []],
    ['Limeira', ['Bruno Lima']],
  ])
  expect(body.points[2]!.travellers[0]).toEqual({
    orderCode: family,
    traveller: 1,
    people: 2,
    buyerName: 'Maria da Silva',
    buyerPhone: expect.stringMatching(/98765/),
    data: expect.objectContaining({ name: 'Bruno Lima', minor: true }),
    seat: { vehicleId: blue(), vehicleName: 'Van Azul', number: 3 },
  })
  expect(body.withoutPoint).toEqual([expect.objectContaining({ orderCode: alone, traveller: 0, seat: null })])
  const green9 = body.vehicles[1]!.seats.find((seat) => seat.number === 9)
  expect(green9?.status).toBe('taken')
  expect(body.vehicles.map((vehicle) => [vehicle.name, vehicle.manifestLockedAt])).toEqual([
    ['Van Azul', null],
    ['Van Verde', null],
  ])

  const csv = await report('csv')
  expect(csv.headers.get('Content-Disposition')).toBe(`attachment; filename="embarque-${road.trip.slug}.csv"`)
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines).toEqual([
    'Embarque;Local;Horário do embarque;Nome;Documento;Número do documento;Data de nascimento;Menor;Dados faltando;Veículo;Poltrona;Pedido;Comprador;Telefone do comprador',
    `São Paulo;Terminal Tietê, plataforma 12;12/03/2030 05:00;Ana Souza;CPF;529.982.247-25;31/05/1990;;;Van Azul;4;${family} · 1/2;Maria da Silva;(11) 98765-4321`,
    `Limeira;Posto Graal, km 138;12/03/2030 06:50;Bruno Lima;Passaporte;FX123456;20/01/2015;Sim;;Van Azul;3;${family} · 2/2;Maria da Silva;(11) 98765-4321`,
    `;;;;;;;;nome, documento, data de nascimento;;;${alone} · 1/1;Maria da Silva;(11) 98765-4321`,
  ])

  const pdf = await report('pdf')
  expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
  const [page] = await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()))
  expect(page).toEqual(
    expect.arrayContaining([
      'Relatório de embarque',
      '12/03/2030 06:10 · Campinas — Shopping Iguatemi, portão 3 (0)',
      '05:00 São Paulo',
      '06:50 Limeira',
      'Sem embarque',
      '(nome não informado)',
      'Bruno Lima',
      '3 · Van Azul',
      'Total de passageiros: 3',
    ]),
  )
})

test('only an admin reads the report and moves seats; an unknown trip is a 404 and a wrong format a 400', async () => {
  const { family } = await departure()
  expect((await report(undefined, customer.headers)).status).toBe(403)
  expect((await move({ order: family, traveller: 0, vehicleId: blue(), number: 7 }, customer.headers)).status).toBe(403)
  expect((await t.app.request(`/api/admin/trips/999999/boarding-report`, { headers: admin })).status).toBe(404)
  expect((await report('xls')).status).toBe(400)
})

test('an admin moves a traveller to a free seat of another vehicle: the board and the buyer see it, an audit line names the seats', async () => {
  const { family } = await departure()
  const moved = await move({ order: family, traveller: 1, vehicleId: green(), number: 7 })
  expect(moved.status, JSON.stringify(moved.body)).toBe(200)
  expect(moved.body.points[2]!.travellers[0]!.seat).toEqual({ vehicleId: green(), vehicleName: 'Van Verde', number: 7 })
  expect(moved.body.vehicles[0]!.seats.find((seat) => seat.number === 3)?.status).toBe('free')
  const mine = await requestJson<OrderTravellers>(t, `/api/me/orders/${family}/travellers`, { headers: customer.headers })
  expect(mine.body.travellers[1]!.seat).toEqual({ vehicleId: green(), number: 7 })

  const line = (await auditLines()).find((entry) => entry.action === 'seat_move')
  expect(line?.changes).toEqual({ [`seat ${family}/2`]: ['Van Azul 3', 'Van Verde 7'] })
  // Seating a traveller where they sit already changes nothing and writes no line.
  expect((await move({ order: family, traveller: 1, vehicleId: green(), number: 7 })).status).toBe(200)
  expect((await auditLines()).filter((entry) => entry.action === 'seat_move')).toHaveLength(1)
})

test('a seat another traveller holds is a 409 seat_taken; a blocked or unknown seat, an order not paid or not the trip’s, a traveller beyond it are 400s', async () => {
  const { family, alone } = await departure()
  const taken = expectApiError(await move({ order: alone, traveller: 0, vehicleId: blue(), number: 4 }), 409)
  expect(taken.code).toBe('seat_taken')
  expect(expectApiError(await move({ order: alone, traveller: 0, vehicleId: blue(), number: 1 }), 400, ['number']).fieldCodes?.number?.code).toBe('seat.blocked')
  expect(expectApiError(await move({ order: alone, traveller: 0, vehicleId: blue(), number: 16 }), 400, ['number']).fieldCodes?.number?.code).toBe('seat.unknown')
  const other = await roadTripForSale(t, admin)
  expect(expectApiError(await move({ order: alone, traveller: 0, vehicleId: other.vehicles[0]!.id, number: 5 }), 400, ['number']).fieldCodes?.number?.code).toBe('seat.unknown')
  expect(expectApiError(await move({ order: family, traveller: 2, vehicleId: blue(), number: 7 }), 400, ['traveller']).fieldCodes?.traveller?.code).toBe(
    'rooming.unknown_traveller',
  )
  const pending = await placeOrder(t, customer.headers, { tripId: road.trip.id, optionId: road.optionId, people: 1 })
  expectApiError(await move({ order: pending.code, traveller: 0, vehicleId: blue(), number: 7 }), 400, ['order'])
  expectApiError(await move({ order: family, traveller: 0 }), 400)
  expect((await auditLines()).some((entry) => entry.action === 'seat_move')).toBe(false)
})

test('a locked list refuses an admin’s move out of or into its vehicle (409 manifest_locked); after the unlock the move goes through', async () => {
  const { family } = await departure()
  const lock = await postJson(t, `/api/admin/trips/${road.trip.id}/manifest/lock`, { vehicleId: blue() }, admin)
  expect(lock.status, JSON.stringify(lock.body)).toBe(200)
  expect(expectApiError(await move({ order: family, traveller: 0, vehicleId: green(), number: 5 }), 409).code).toBe('manifest_locked')
  const other = await d.paidOrder(1)
  await saveTravellers(other, [{ ...anaSouza, name: 'Davi Rocha', boardingPointId: point(1), seat: { vehicleId: green(), number: 2 } }])
  expect(expectApiError(await move({ order: other, traveller: 0, vehicleId: blue(), number: 8 }), 409).code).toBe('manifest_locked')
  expect((await auditLines()).some((entry) => entry.action === 'seat_move')).toBe(false)

  expect((await postJson(t, `/api/admin/trips/${road.trip.id}/manifest/unlock`, { vehicleId: blue(), reason: 'Troca pedida pela família' }, admin)).status).toBe(200)
  expect((await move({ order: family, traveller: 0, vehicleId: green(), number: 5 })).status).toBe(200)
})
