import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { TripBuyersPage } from '../../src/domain/admin/buyer.ts'
import { orderMessages } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { buildCpf, insertSignedInUser } from '../factories/users.ts'
import { payInSandbox, placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
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

const manifest = (tripId: number, query = '') => requestJson<TripBuyersPage>(t, `/api/admin/trips/${tripId}/buyers${query}`, { headers: admin })
const csv = (tripId: number, language?: string) =>
  t.app.request(`/api/admin/trips/${tripId}/buyers.csv`, { headers: { ...admin, ...(language ? { 'Accept-Language': language } : {}) } })

/** On one trip: Zélia and Bruno paid, Ana waits for payment, Caio's order was canceled; Dora paid for another trip. */
async function tripWithBuyers() {
  const { trip, optionId } = await tripForSale(t.db, { name: 'Lençóis Maranhenses', vacancies: 30 })
  const other = await tripForSale(t.db)
  const paid = async (tripId: number, option: number, people: number, payer: Parameters<typeof placeOrder>[3], method: 'pix' | 'boleto' = 'pix') => {
    const order = await placeOrder(t, customer, { tripId, optionId: option, people }, payer, { method })
    return payInSandbox(t, admin, order.code)
  }
  const zeliaCpf = buildCpf()
  const zelia = await paid(trip.id, optionId, 2, { name: 'Zélia Duarte', cpf: zeliaCpf, birthDate: '1961-07-04', email: 'zelia@example.com', phone: '(71) 99876-5432' })
  const bruno = await paid(trip.id, optionId, 1, { name: 'Bruno Teixeira' }, 'boleto')
  await placeOrder(t, customer, { tripId: trip.id, optionId, people: 1 }, { name: 'Ana Pendente' })
  const caio = await placeOrder(t, customer, { tripId: trip.id, optionId, people: 1 }, { name: 'Caio Cancelado' })
  expect((await postJson(t, `/api/admin/orders/${caio.code}/cancel`, {}, admin)).status).toBe(200)
  await paid(other.trip.id, other.optionId, 1, { name: 'Dora Outra' })
  return { trip, zelia, zeliaCpf, bruno }
}

test('the manifest lists only the paid orders of the trip, by payer name, with the payer and the payment', async () => {
  const { trip, zelia, zeliaCpf, bruno } = await tripWithBuyers()

  const page = (await manifest(trip.id)).body
  expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20, trip: { id: trip.id, name: 'Lençóis Maranhenses', slug: trip.slug, vacancies: 30, seatsLeft: 26 } })
  expect(page.items.map((buyer) => buyer.payer.name)).toEqual(['Bruno Teixeira', 'Zélia Duarte'])
  expect(page.items[1]).toEqual({
    code: zelia.code,
    payer: { name: 'Zélia Duarte', cpf: zeliaCpf.replace(/\D/g, ''), birthDate: '1961-07-04', email: 'zelia@example.com', phone: '71998765432' },
    optionName: 'Individual',
    people: 2,
    amountCents: 200_000,
    method: 'pix',
    installments: 1,
    paidAt: zelia.history.at(-1)!.at,
  })
  expect(page.items[0]).toMatchObject({ code: bruno.code, method: 'boleto' })
})

test('the manifest sorts, pages and searches', async () => {
  const { trip } = await tripWithBuyers()
  const names = async (query: string) => (await manifest(trip.id, query)).body.items.map((buyer) => buyer.payer.name)

  expect(await names('?sort=-payerName')).toEqual(['Zélia Duarte', 'Bruno Teixeira'])
  expect(await names('?sort=-people')).toEqual(['Zélia Duarte', 'Bruno Teixeira'])
  expect(await names('?sort=paidAt')).toEqual(['Zélia Duarte', 'Bruno Teixeira'])
  expect(await names('?sort=amountCents&pageSize=1&page=2')).toEqual(['Zélia Duarte'])
  expect(await names('?q=zelia')).toEqual(['Zélia Duarte'])
  expect((await manifest(trip.id, '?page=3')).body).toMatchObject({ items: [], total: 2 })
})

test('an unknown trip is a 404, bad parameters a 400', async () => {
  const { trip } = await tripWithBuyers()
  expect(expectApiError(await manifest(999_999), 404).message).toBe(orderMessages.tripNotFound)
  expectApiError(await manifest(Number.NaN), 404)
  expect((await csv(999_999)).status).toBe(404)
  expectApiError(await manifest(trip.id, '?sort=cpf'), 400, ['sort'])
  expectApiError(await manifest(trip.id, '?pageSize=0'), 400, ['pageSize'])
})

test('the CSV is the whole manifest, one row per traveller: UTF-8 with BOM, ; between cells, a Portuguese header, an attachment named after the trip', async () => {
  const { trip, zelia, zeliaCpf, bruno } = await tripWithBuyers()
  const minor = { name: 'Íris Duarte', document: { kind: 'passport', number: 'fz 123456' }, birthDate: '2015-08-20' }
  expect((await sendJson(t, 'PUT', `/api/me/orders/${zelia.code}/travellers`, { travellers: [{ name: 'Zélia Duarte' }, minor] }, customer)).status).toBe(200)

  const response = await csv(trip.id)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="passageiros-${trip.slug}.csv"`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n')
  expect(lines).toHaveLength(5)
  expect(lines[0]).toBe(
    'Código;Passageiro;Nome;Documento;Número do documento;Data de nascimento;Menor;Dados faltando;Comprador;CPF do comprador;E-mail;Telefone;Opção;Pessoas;Valor (R$);Forma de pagamento;Parcelas;Pago em',
  )
  expect(lines[1]).toMatch(new RegExp(`^${bruno.code};1/1;;;;;;nome, documento, data de nascimento;Bruno Teixeira;`))
  const paidAt = new Date(new Date(zelia.history.at(-1)!.at).getTime() - 3 * 3_600_000).toISOString()
  const paidAtText = `${paidAt.slice(8, 10)}/${paidAt.slice(5, 7)}/${paidAt.slice(0, 4)} ${paidAt.slice(11, 16)}`
  const order = `Zélia Duarte;${zeliaCpf};zelia@example.com;(71) 99876-5432;Individual;2;2000,00;Pix;1;${paidAtText}`
  expect(lines[2]).toBe(`${zelia.code};1/2;Zélia Duarte;;;;;documento, data de nascimento;${order}`)
  expect(lines[3]).toBe(`${zelia.code};2/2;Íris Duarte;Passaporte;FZ123456;20/08/2015;Sim;;${order}`)
  expect(lines[4]).toBe('')
})

test('the CSV header is in English when the browser asks for English', async () => {
  const { trip } = await tripWithBuyers()
  const response = await csv(trip.id, 'en-US,en;q=0.9')
  expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="passengers-${trip.slug}.csv"`)
  const [header, first] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
  expect(header).toBe(
    "Code;Traveller;Name;Document;Document number;Birth date;Minor;Missing data;Buyer;Buyer's CPF;Email;Phone;Option;People;Amount (BRL);Payment method;Installments;Paid at",
  )
  expect(first).toContain(';name, document, birth date;Bruno Teixeira;')
  expect(first).toContain(';1000.00;Bank slip;1;')
})

test('CSV cells are quoted when they hold ; or quotes, and a cell a spreadsheet would run as a formula starts with an apostrophe', async () => {
  const { trip, optionId } = await tripForSale(t.db)
  // A payer's name holds no web address (issue 25, finding 9): the formula points at a sheet's own cell instead.
  for (const name of ['=HYPERLINK("#A1","clique")', 'Ana "Aninha"; Souza', '+55 Maria', '-Pedro', '@Joana']) {
    const order = await placeOrder(t, customer, { tripId: trip.id, optionId, people: 1 }, { name })
    await payInSandbox(t, admin, order.code)
    expect((await sendJson(t, 'PUT', `/api/me/orders/${order.code}/travellers`, { travellers: [{ name }] }, customer)).status).toBe(200)
  }
  const rows = (await (await csv(trip.id)).text()).split('\r\n').slice(1, -1)
  const nameCells = rows.map((row) => row.split(';')[2]).sort()
  expect(nameCells).toEqual(['"\'=HYPERLINK(""#A1"",""clique"")"', '"Ana ""Aninha""', "'+55 Maria", "'-Pedro", "'@Joana"])
  expect(rows.find((row) => row.includes('Aninha'))).toContain(';1/1;"Ana ""Aninha""; Souza";;;;;documento, data de nascimento;"Ana ""Aninha""; Souza";')
})
