import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import type { AgencyPassengers, PassengerManifest } from '../../src/domain/passenger-manifest.ts'
import { UserType } from '../../src/domain/session.ts'
import { newIdempotencyKey, buildOrderBody } from '../factories/orders.ts'
import { buildCpf, insertSignedInUser } from '../factories/users.ts'
import { payInSandbox, placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { insertApprovedAgency } from './helpers/payment-links.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Record<string, string>
let customer: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin))
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer))
})
afterAll(() => t.close())

const passengers = (tripId: number, headers = admin) => requestJson<PassengerManifest>(t, `/api/admin/trips/${tripId}/passengers`, { headers })
const pdf = (tripId: number, headers = admin) => t.app.request(`/api/admin/trips/${tripId}/manifest.pdf`, { headers })
const saveTravellers = async (code: string, travellers: unknown[]) =>
  expect((await sendJson(t, 'PUT', `/api/me/orders/${code}/travellers`, { travellers }, customer)).status).toBe(200)

const paidOrder = async (tripId: number, optionId: number, people: number, payerName: string, sellerCode?: string): Promise<Order> => {
  const body = { ...buildOrderBody({ tripId, optionId, people }, {}, { name: payerName }), ...(sellerCode ? { sellerCode } : {}) }
  const placed = await postJson<Order>(t, '/api/orders', body, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  return payInSandbox(t, admin, placed.body.code)
}

/**
 * São João del-Rei, 12 seats: Conceição paid for 3 (herself, a minor, one not filled), Bruno for 1
 * (nothing filled), Dora for 2 with Conceição's CPF given again (a duplicate); Ana waits for payment.
 */
async function tripWithPassengers() {
  const { trip, optionId } = await tripForSale(t.db, { name: 'São João del-Rei', vacancies: 12, boardingPlace: 'Terminal Tietê, plataforma 3' })
  const cpf = buildCpf()
  const conceicao = await paidOrder(trip.id, optionId, 3, 'Conceição Araújo')
  await saveTravellers(conceicao.code, [
    { name: 'Conceição Araújo', document: { kind: 'cpf', number: cpf }, birthDate: '1970-02-01' },
    { name: 'Íris Araújo', document: { kind: 'passport', number: 'FZ123456' }, birthDate: '2015-08-20' },
    {},
  ])
  const bruno = await paidOrder(trip.id, optionId, 1, 'Bruno Teixeira')
  const dora = await paidOrder(trip.id, optionId, 2, 'Dora Lima')
  await saveTravellers(dora.code, [
    { name: 'Dora Lima', document: { kind: 'cpf', number: cpf }, birthDate: '1980-03-03' },
    { name: 'João Lima', document: { kind: 'cpf', number: buildCpf() }, birthDate: '1979-04-04' },
  ])
  await placeOrder(t, customer, { tripId: trip.id, optionId, people: 1 }, { name: 'Ana Pendente' })
  return { trip, optionId, cpf, conceicao, bruno, dora }
}

test('the passenger list has one row per traveller of the paid orders, numbered by seat, with what each lacks', async () => {
  const { trip, conceicao, bruno, dora } = await tripWithPassengers()

  const { status, body } = await passengers(trip.id)
  expect(status).toBe(200)
  expect(body.trip).toMatchObject({ id: trip.id, name: 'São João del-Rei', boardingPlace: 'Terminal Tietê, plataforma 3', transport: 'road', vacancies: 12, seatsLeft: 5 })
  expect(body.passengers.map((row) => [row.seat, row.orderCode, row.position, row.traveller.name, row.missing])).toEqual([
    [1, bruno.code, 1, '', ['name', 'document', 'birthDate']],
    [2, conceicao.code, 1, 'Conceição Araújo', []],
    [3, conceicao.code, 2, 'Íris Araújo', []],
    [4, conceicao.code, 3, '', ['name', 'document', 'birthDate']],
    [5, dora.code, 1, 'Dora Lima', []],
    [6, dora.code, 2, 'João Lima', []],
  ])
  expect(body.passengers[2]).toMatchObject({ buyerName: 'Conceição Araújo', optionName: 'Individual', people: 3, traveller: { minor: true, complete: true } })
})

test('the seat checks count paid and held seats, filled travellers, minors, short orders and a document given twice', async () => {
  const { trip, cpf, conceicao, bruno, dora } = await tripWithPassengers()

  expect((await passengers(trip.id)).body.checks).toEqual({
    vacancies: 12,
    seatsLeft: 5,
    paidSeats: 6,
    heldSeats: 1,
    completeTravellers: 4,
    incompleteTravellers: 2,
    minors: 1,
    byOption: [{ optionName: 'Individual', paidSeats: 6 }],
    incompleteOrders: [
      { orderCode: bruno.code, buyerName: 'Bruno Teixeira', people: 1, complete: 0 },
      { orderCode: conceicao.code, buyerName: 'Conceição Araújo', people: 3, complete: 2 },
    ],
    duplicateDocuments: [{ kind: 'cpf', number: cpf.replace(/\D/g, ''), orderCodes: [conceicao.code, dora.code] }],
  })
})

test('the PDF is the carrier’s list: it loads, has the agency and the trip on top, a row per traveller with accents kept, and signature lines', async () => {
  const { trip } = await tripWithPassengers()

  const response = await pdf(trip.id)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('application/pdf')
  expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="passageiros-${trip.slug}.pdf"`)
  const [page, ...more] = await pdfPageTexts(new Uint8Array(await response.arrayBuffer()))
  expect(more).toEqual([])
  expect(page).toEqual(expect.arrayContaining(['Roteiro Viagens e Turismo Ltda.', 'Relação de passageiros', 'São João del-Rei', 'Embarque: Terminal Tietê, plataforma 3']))
  expect(page!.some((text) => text.startsWith('CNPJ '))).toBe(true)
  expect(page!.some((text) => text.includes('São Paulo – SP'))).toBe(true)
  const rows = ['1', '2', '3', '4', '5', '6'].map((seat) => page!.indexOf(seat))
  expect(rows.every((at) => at > 0)).toBe(true)
  expect(page![rows[1]! + 1]).toBe('Conceição Araújo')
  expect(page![rows[2]! + 1]).toBe('Íris Araújo')
  expect(page!.slice(rows[2]!, rows[2]! + 6)).toEqual(['3', 'Íris Araújo', 'Passaporte', 'FZ123456', '20/08/2015', 'Sim'])
  expect(page![rows[0]! + 1]).toBe('(nome não informado)')
  expect(page).toEqual(expect.arrayContaining(['Total de passageiros: 6', 'Responsável pela agência', 'Motorista / transportadora']))
})

test('a name beyond WinAnsi loses only its accents in the PDF, and stays whole in the list', async () => {
  const { trip, optionId } = await tripForSale(t.db, { name: 'Praga' })
  const order = await paidOrder(trip.id, optionId, 1, 'Antonín Dvořák')
  await saveTravellers(order.code, [{ name: 'Antonín Dvořák Čapek' }])

  expect((await passengers(trip.id)).body.passengers[0]!.traveller.name).toBe('Antonín Dvořák Čapek')
  const [page] = await pdfPageTexts(new Uint8Array(await (await pdf(trip.id)).arrayBuffer()))
  expect(page).toContain('Antonín Dvorák Capek')
})

test('a long list breaks into pages, each with the header again', async () => {
  const { trip, optionId } = await tripForSale(t.db, { name: 'Conceição do Mato Dentro', vacancies: 60 })
  for (const people of [10, 10, 10, 10, 5]) await paidOrder(trip.id, optionId, people, 'Grupo')

  const pages = await pdfPageTexts(new Uint8Array(await (await pdf(trip.id)).arrayBuffer()))
  expect(pages.length).toBeGreaterThan(1)
  for (const page of pages) expect(page).toEqual(expect.arrayContaining(['Relação de passageiros', 'Conceição do Mato Dentro', 'Poltrona']))
  const seats = pages.flatMap((page) => page.filter((text) => /^\d+$/.test(text)))
  expect(seats).toEqual(Array.from({ length: 45 }, (_, index) => String(index + 1)))
  expect(pages.at(-1)).toContain('Responsável pela agência')
  expect(pages.at(-1)!.at(-1)).toBe(`Emitido em ${pages.at(-1)!.at(-1)!.slice(11, 27)} · Página ${pages.length} de ${pages.length}`)
})

test('an unknown trip is a 404; customers and agencies get 403', async () => {
  const { trip } = await tripWithPassengers()
  expectApiError(await passengers(999_999), 404)
  expect((await pdf(999_999)).status).toBe(404)
  const agency = await insertApprovedAgency(t.db)
  for (const headers of [customer, agency.headers]) {
    expect((await passengers(trip.id, headers)).status).toBe(403)
    expect((await pdf(trip.id, headers)).status).toBe(403)
  }
})

test('an agency sees the travellers of its own sales only: never another agency’s, never a direct sale', async () => {
  const { trip, optionId } = await tripForSale(t.db, { name: 'Ouro Preto', vacancies: 20 })
  const sol = await insertApprovedAgency(t.db, { name: 'Agência Sol', sellerCode: 'SOL2030' })
  const lua = await insertApprovedAgency(t.db, { name: 'Agência Lua', sellerCode: 'LUA2030' })
  const sold = await paidOrder(trip.id, optionId, 2, 'Conceição Souza', 'SOL2030')
  await saveTravellers(sold.code, [{ name: 'Conceição Souza' }, { name: 'São Tomé' }])
  await paidOrder(trip.id, optionId, 1, 'Cliente da Lua', 'LUA2030')
  await paidOrder(trip.id, optionId, 1, 'Venda direta')

  const mine = await requestJson<AgencyPassengers>(t, '/api/agency/passengers', { headers: sol.headers })
  expect(mine.status).toBe(200)
  expect(mine.body.trips).toHaveLength(1)
  expect(mine.body.trips[0]!.trip).toMatchObject({ id: trip.id, name: 'Ouro Preto' })
  expect(mine.body.trips[0]!.passengers.map((row) => [row.orderCode, row.buyerName, row.traveller.name])).toEqual([
    [sold.code, 'Conceição Souza', 'Conceição Souza'],
    [sold.code, 'Conceição Souza', 'São Tomé'],
  ])
  const theirs = await requestJson<AgencyPassengers>(t, '/api/agency/passengers', { headers: lua.headers })
  expect(theirs.body.trips[0]!.passengers.map((row) => row.buyerName)).toEqual(['Cliente da Lua'])
  const { headers: newcomer } = await insertApprovedAgency(t.db)
  expect((await requestJson<AgencyPassengers>(t, '/api/agency/passengers', { headers: newcomer })).body).toEqual({ trips: [] })
  expect((await requestJson(t, '/api/agency/passengers', { headers: customer })).status).toBe(403)
  expect((await requestJson(t, '/api/agency/passengers', { headers: admin })).status).toBe(403)
  expect((await t.app.request('/api/agency/passengers')).status).toBe(401)
})
