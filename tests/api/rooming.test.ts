import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { Page } from '../../src/domain/query-params.ts'
import type { RoomingList } from '../../src/domain/rooming.ts'
import { UserType } from '../../src/domain/session.ts'
import { orderTravellers } from '../../src/server/db/schema/index.ts'
import { insertTrip } from '../factories/index.ts'
import { insertOrderRow } from '../factories/order-rows.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/* Issue 28: a hotel package's rooming list, its regrouping, its CSV and PDF, for admins only. */

let t: TestApp
let admin: Record<string, string>
let trip: Awaited<ReturnType<typeof insertTrip>>
let option: Record<'single' | 'double' | 'triple', number>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin))
  trip = await insertTrip(t.db, {
    hotel: 'Hotel Serra Azul (3 noites)',
    vacancies: 30,
    options: [
      { name: 'Individual', priceCents: 150_000, people: 1 },
      { name: 'Duplo', priceCents: 100_000, people: 2 },
      { name: 'Triplo', priceCents: 90_000, people: 3 },
    ],
  })
  const rows = await t.db.query.tripOptions.findMany({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id
  option = { single: idOf('Individual'), double: idOf('Duplo'), triple: idOf('Triplo') }
})
afterAll(() => t.close())

/** A paid order of `people` for an option, its travellers named `names` (the others left to fill). */
async function sold(optionId: number, people: number, names: string[] = [], status: 'paid' | 'pending' | 'canceled' = 'paid') {
  const { user } = await insertSignedInUser(t.db, UserType.customer)
  const order = await insertOrderRow(t.db, { userId: user.id, tripId: trip.id, optionId, people, status, method: 'pix', amountCents: 100_000 * people, createdAt: new Date() })
  if (names.length > 0) await t.db.insert(orderTravellers).values(names.map((name, position) => ({ orderId: order.id, position, name, updatedAt: new Date() })))
  return order
}

const rooming = (headers = admin) => requestJson<RoomingList>(t, `/api/admin/trips/${trip.id}/rooming`, { headers })
const move = (body: unknown, headers = admin) => postJson<RoomingList>(t, `/api/admin/trips/${trip.id}/rooming/moves`, body, headers)
const namesOf = (list: RoomingList) => list.rooms.map((room) => [room.optionName, ...room.guests.map((guest) => guest.traveller.name || `${guest.orderCode}/${guest.position}`)])

test("the paid orders' travellers in rooms of their option, the option's people being the room's occupancy; pending and canceled orders are not in it", async () => {
  await sold(option.double, 3, ['Ana', 'Bruno', 'Caio'])
  await sold(option.single, 1, ['Davi'])
  await sold(option.triple, 3, ['Eva', 'Flor', 'Gil'])
  await sold(option.double, 2, ['Hugo'], 'pending')
  await sold(option.double, 2, ['Ivo'], 'canceled')

  const list = await rooming()

  expect(list.status, JSON.stringify(list.body)).toBe(200)
  expect(list.headers.get('Cache-Control')).toBe('private, no-store')
  expect(list.body.trip).toMatchObject({ id: trip.id, hotel: 'Hotel Serra Azul (3 noites)' })
  expect(namesOf(list.body)).toEqual([
    ['Individual', 'Davi'],
    ['Duplo', 'Ana', 'Bruno'],
    ['Duplo', 'Caio'],
    ['Triplo', 'Eva', 'Flor', 'Gil'],
  ])
  expect(list.body.rooms.map((room) => [room.number, room.occupancy])).toEqual([
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
  ])
  expect(list.body.byOption.map(({ optionName, rooms, guests }) => [optionName, rooms, guests])).toEqual([
    ['Individual', 1, 1],
    ['Duplo', 2, 3],
    ['Triplo', 1, 3],
  ])
})

test('the admin moves a traveller into another’s room or a new one; the list keeps the regrouping, adds later sales and drops refunded ones; each move is in the audit log', async () => {
  const family = await sold(option.double, 3, ['Ana', 'Bruno', 'Caio'])
  const alone = await sold(option.double, 1, ['Davi'])

  const paired = await move({ traveller: { orderCode: family.code, position: 3 }, to: { traveller: { orderCode: alone.code, position: 1 } } })
  expect(paired.status, JSON.stringify(paired.body)).toBe(200)
  expect(namesOf(paired.body)).toEqual([
    ['Duplo', 'Ana', 'Bruno'],
    ['Duplo', 'Caio', 'Davi'],
  ])

  const later = await sold(option.double, 2, ['Eva', 'Flor'])
  expect(namesOf((await rooming()).body)).toEqual([
    ['Duplo', 'Ana', 'Bruno'],
    ['Duplo', 'Caio', 'Davi'],
    ['Duplo', 'Eva', 'Flor'],
  ])

  // Bruno to a single of his own; a lower-case code is the same order.
  const single = await move({ traveller: { orderCode: family.code.toLowerCase(), position: 2 }, to: { optionId: option.single } })
  expect(single.status, JSON.stringify(single.body)).toBe(200)
  expect(namesOf(single.body)).toEqual([
    ['Individual', 'Bruno'],
    ['Duplo', 'Ana'],
    ['Duplo', 'Caio', 'Davi'],
    ['Duplo', 'Eva', 'Flor'],
  ])

  await t.db.execute(`update orders set status = 'canceled', status_reason = 'refunded' where id = ${later.id}`)
  expect(namesOf((await rooming()).body)).toEqual([
    ['Individual', 'Bruno'],
    ['Duplo', 'Ana'],
    ['Duplo', 'Caio', 'Davi'],
  ])

  const audit = await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=trip&entityId=${trip.id}`, { headers: admin })
  expect(audit.body.items.map((entry) => [entry.action, entry.changes])).toEqual([
    [
      'rooming_move',
      {
        [`rooming ${family.code}/2`]: [
          { option: 'Duplo', with: [`${family.code}/1`] },
          { option: 'Individual', with: [] },
        ],
      },
    ],
    [
      'rooming_move',
      {
        [`rooming ${family.code}/3`]: [
          { option: 'Duplo', with: [] },
          { option: 'Duplo', with: [`${alone.code}/1`] },
        ],
      },
    ],
  ])
})

test('a full room is a 409 rooming.room_full; an unknown traveller, order or option is a 400 naming its field; nothing is stored', async () => {
  const couple = await sold(option.double, 2, ['Ana', 'Bruno'])
  const alone = await sold(option.double, 1, ['Caio'])
  const pending = await sold(option.double, 1, ['Davi'], 'pending')
  const other = await insertTrip(t.db, {})
  const otherOption = (await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, other.id) }))!.id

  const full = await move({ traveller: { orderCode: alone.code, position: 1 }, to: { traveller: { orderCode: couple.code, position: 2 } } })
  expectApiError(full, 409)
  expect(full.body).toMatchObject({ code: 'rooming.room_full', params: { occupancy: 2 } })
  expectApiError(await move({ traveller: { orderCode: alone.code, position: 2 }, to: { optionId: option.single } }), 400, ['traveller'])
  expectApiError(await move({ traveller: { orderCode: pending.code, position: 1 }, to: { optionId: option.single } }), 400, ['traveller'])
  expectApiError(await move({ traveller: { orderCode: alone.code, position: 1 }, to: { traveller: { orderCode: 'ZZZZ-ZZZZ', position: 1 } } }), 400, ['to.traveller'])
  expectApiError(await move({ traveller: { orderCode: alone.code, position: 1 }, to: { optionId: otherOption } }), 400, ['to.optionId'])
  expectApiError(await move({ traveller: { orderCode: alone.code, position: 0 }, to: {} }), 400, ['traveller.position', 'to'])
  expectApiError(await move({}), 400, ['traveller', 'to'])
  expectApiError(await requestJson(t, `/api/admin/trips/${trip.id}/rooming?format=xls`, { headers: admin }), 400, ['format'])
  expectApiError(await requestJson(t, '/api/admin/trips/999999/rooming', { headers: admin }), 404)
  expectApiError(await postJson(t, '/api/admin/trips/999999/rooming/moves', { traveller: { orderCode: alone.code, position: 1 }, to: { optionId: option.single } }, admin), 404)
  expect(namesOf((await rooming()).body)).toEqual([
    ['Duplo', 'Ana', 'Bruno'],
    ['Duplo', 'Caio'],
  ])
})

test('customers and agencies are refused (403), nobody signed in 401', async () => {
  const { headers: customer } = await insertSignedInUser(t.db, UserType.customer)
  const { headers: agency } = await insertSignedInUser(t.db, UserType.agency, { approvedAt: new Date(), commissionBasisPoints: 1000 })
  for (const headers of [customer, agency]) {
    expectApiError(await rooming(headers), 403)
    expectApiError(await move({}, headers), 403)
    expectApiError(await requestJson(t, `/api/admin/trips/${trip.id}/rooming?format=pdf`, { headers }), 403)
  }
  expectApiError(await rooming({}), 401)
})

test('the CSV has a row per guest with the room repeated, the header in the reader’s language; the PDF is the hotel’s list in Portuguese', async () => {
  const couple = await sold(option.double, 2, ['Conceição Araújo', 'Bruno Lima'])
  await t.db.execute(`update order_travellers set document_kind = 'cpf', document_number = '39053344705', birth_date = '1985-06-01' where order_id = ${couple.id} and position = 0`)
  await sold(option.single, 1)

  const csv = await t.app.request(`/api/admin/trips/${trip.id}/rooming?format=csv`, { headers: admin })
  expect(csv.status).toBe(200)
  expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
  expect(csv.headers.get('Content-Disposition')).toBe(`attachment; filename="quartos-${trip.slug}.csv"`)
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toBe('Quarto;Acomodação;Ocupação;Nome;Documento;Número do documento;Data de nascimento;Menor;Dados faltando;Pedido;Passageiro;Comprador')
  expect(lines.slice(1).map((line) => line.split(';').slice(0, 5))).toEqual([
    ['1', 'Individual', '1', '', ''],
    ['2', 'Duplo', '2', 'Conceição Araújo', 'CPF'],
    ['2', 'Duplo', '2', 'Bruno Lima', ''],
  ])
  expect(lines[2]).toContain('390.533.447-05;01/06/1985')
  const english = await t.app.request(`/api/admin/trips/${trip.id}/rooming?format=csv`, { headers: { ...admin, 'Accept-Language': 'en' } })
  expect((await english.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Room;Option;Occupancy;Name;Document;Document number;Birth date;Minor;Missing data;Order;Traveller;Buyer',
  )

  const pdf = await t.app.request(`/api/admin/trips/${trip.id}/rooming?format=pdf`, { headers: admin })
  expect(pdf.status).toBe(200)
  expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
  expect(pdf.headers.get('Content-Disposition')).toBe(`attachment; filename="quartos-${trip.slug}.pdf"`)
  const [page] = await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()))
  expect(page).toEqual(
    expect.arrayContaining([
      'Lista de quartos (rooming list)',
      'Hotel: Hotel Serra Azul (3 noites)',
      'Conceição Araújo',
      '390.533.447-05',
      'Duplo (2)',
      '(nome não informado)',
      'Total: 2 quartos, 3 hóspedes',
    ]),
  )
})
