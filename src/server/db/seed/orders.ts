import { asc } from 'drizzle-orm'
import { completeCpf } from '../../../domain/cpf.ts'
import type { Payer } from '../../../domain/order.ts'
import { UserType } from '../../../domain/session.ts'
import { saoPauloDate, saoPauloDayStart, type OrderStatus, type PaymentMethod, type StatusReason } from '../../../domain/order-status.ts'
import { newOrderCode } from '../../sale/orders/codes.ts'
import { orderLedger, orderStatusHistory, orderTravellers, orders, tripOptions, trips, users } from '../schema/index.ts'
import type { Tx } from './insert.ts'
import { seatDemoOrders } from './road.ts'
import { demoTravellers } from './travellers.ts'
import type { SeedTrip } from './types.ts'
import { slugify } from '../../../domain/slug.ts'

/** Fictional travellers (their e-mails are under roteiro.demo, which nobody reads); none can sign in. */
const buyerNames = [
  ['Mariana', 'Souza', 'Campinas', 'SP'],
  ['Rafael', 'Oliveira', 'Belo Horizonte', 'MG'],
  ['Juliana', 'Pereira', 'Curitiba', 'PR'],
  ['Bruno', 'Carvalho', 'Porto Alegre', 'RS'],
  ['Camila', 'Rodrigues', 'Rio de Janeiro', 'RJ'],
  ['Lucas', 'Almeida', 'Salvador', 'BA'],
  ['Fernanda', 'Lima', 'Recife', 'PE'],
  ['Thiago', 'Gomes', 'Fortaleza', 'CE'],
  ['Patrícia', 'Ribeiro', 'Goiânia', 'GO'],
  ['Gustavo', 'Martins', 'Florianópolis', 'SC'],
  ['Larissa', 'Barbosa', 'Vitória', 'ES'],
  ['Diego', 'Rocha', 'Brasília', 'DF'],
  ['Aline', 'Dias', 'Santos', 'SP'],
  ['Rodrigo', 'Teixeira', 'Ribeirão Preto', 'SP'],
  ['Beatriz', 'Moreira', 'Niterói', 'RJ'],
  ['Felipe', 'Cardoso', 'Londrina', 'PR'],
  ['Carolina', 'Nunes', 'Uberlândia', 'MG'],
  ['André', 'Mendes', 'Natal', 'RN'],
  ['Vanessa', 'Freitas', 'João Pessoa', 'PB'],
  ['Marcelo', 'Araújo', 'Belém', 'PA'],
] as const

/** How the seats a demo trip has sold are split into orders: people per order, in turn. */
const partySizes = [2, 1, 3, 2, 4, 2, 1, 2]
const methods: PaymentMethod[] = ['pix', 'card', 'boleto', 'card', 'pix']
const HOUR = 3_600_000
/** The days the demo sales go back: the admin dashboard's sales chart (domain/admin/dashboard-sales.ts). */
const SALES_DAYS = 90
/** The golden ratio's fraction: `serial × φ mod 1` spreads the orders evenly but not in step. */
const PHI = 0.618_033_988_75

/**
 * How long before the seed the `serial`th order was placed: the first six today in São Paulo (spread
 * over the hours since its midnight, so a seed just after midnight still has sales today), then a curve a
 * chart reads as a business: sales thicker in recent weeks, a
 * campaign three weeks ago (every ninth order, over three days), placed between 8:00 and 22:00 in
 * São Paulo.
 */
function demoHoursAgo(serial: number, now: Date): number {
  if (serial < 6) return (Math.min(hoursSinceSaoPauloMidnight(now), 9) * (serial + 1)) / 7
  const spread = (serial * PHI) % 1
  // Every other order leans towards today (density falling linearly with age), the rest spread evenly.
  const age = serial % 2 === 0 ? 1 - Math.sqrt(1 - spread) : spread
  const daysAgo = serial % 9 === 0 ? 20 + ((serial / 9) % 3) : 1 + Math.floor((SALES_DAYS - 1) * age)
  const hourNow = (now.getUTCHours() + 21) % 24
  const hourOfDay = 8 + ((serial * 5) % 14)
  return Math.max(daysAgo * 24 + hourNow - hourOfDay, 1)
}

const hoursSinceSaoPauloMidnight = (now: Date) => (now.getTime() - saoPauloDayStart(saoPauloDate(now)).getTime()) / HOUR

const emailOf = (first: string, last: string) =>
  `${first}.${last}@roteiro.demo`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

async function insertBuyers(tx: Tx) {
  const rows = buyerNames.map(([firstName, lastName, city, state], index) => ({
    type: UserType.customer,
    email: emailOf(firstName, lastName),
    firstName,
    lastName,
    cpf: completeCpf(String(231_457_800 + index * 1_337)),
    phone: `119${String(80_000_000 + index * 7_919).padStart(8, '0')}`,
    birthDate: `${1965 + ((index * 7) % 35)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + ((index * 5) % 28)).padStart(2, '0')}`,
    zipCode: String(10_000_000 + index * 3_131_313).slice(0, 8),
    street: `Rua das Flores`,
    addressNumber: String(100 + index * 17),
    neighborhood: 'Centro',
    city,
    state,
  }))
  return tx.insert(users).values(rows).onConflictDoNothing({ target: users.email }).returning()
}

type Buyer = Pick<
  typeof users.$inferSelect,
  'firstName' | 'lastName' | 'cpf' | 'email' | 'phone' | 'birthDate' | 'zipCode' | 'street' | 'addressNumber' | 'neighborhood' | 'city' | 'state'
>

/** What a demo buyer's order keeps of them as its payer. */
export const payerOf = (buyer: Buyer): Payer => ({
  name: `${buyer.firstName} ${buyer.lastName}`,
  cpf: buyer.cpf!,
  email: buyer.email,
  phone: buyer.phone!,
  birthDate: buyer.birthDate!,
  address: {
    zipCode: buyer.zipCode!,
    street: buyer.street!,
    number: buyer.addressNumber!,
    complement: '',
    neighborhood: buyer.neighborhood!,
    city: buyer.city!,
    state: buyer.state as Payer['address']['state'],
  },
})

/**
 * The sales behind the demo trips' taken seats: for each trip, paid orders of 1 to 4 people that
 * add up to its vacancies minus its seats left, spread over the last 90 days (a few today, more in recent weeks), by
 * Pix, card and boleto; some trips also have a refused card and an expired Pix, which hold no
 * seat. A trip with vehicles (`departure` in `list`) gets its sold seats seated (seed/road.ts). So the dashboard, the orders list and the manifests have something to show on a first
 * start.
 */
export async function insertDemoOrders(tx: Tx, now: Date, list: SeedTrip[]): Promise<void> {
  const buyers = await insertBuyers(tx)
  if (buyers.length === 0) return
  const tripRows = await tx.select().from(trips).orderBy(asc(trips.id))
  const optionRows = await tx.select().from(tripOptions).orderBy(asc(tripOptions.tripId), asc(tripOptions.position))
  let serial = 0
  const rows: (typeof orders.$inferInsert)[] = []
  const order = (trip: (typeof tripRows)[number], people: number, status: OrderStatus, statusReason: StatusReason, method: PaymentMethod) => {
    const options = optionRows.filter((option) => option.tripId === trip.id)
    const option = options[serial % options.length]!
    const buyer = buyers[serial % buyers.length]!
    // A boleto clears a day after it is issued, so a boleto order is placed at least that long
    // ago; Pix and card settle within minutes (never paid in the future).
    const hoursAgo = method === 'boleto' ? Math.max(demoHoursAgo(serial, now), 26.5) : demoHoursAgo(serial, now)
    const settledAfterHours = method === 'boleto' ? 26 : Math.min(0.1, hoursAgo / 2)
    const createdAt = new Date(now.getTime() - hoursAgo * HOUR)
    const seatsHeld = status === 'paid' ? people : 0
    const card = method === 'card'
    serial++
    rows.push({
      code: newOrderCode(),
      userId: buyer.id,
      tripId: trip.id,
      optionId: option.id,
      itemName: trip.name,
      optionName: option.name,
      people,
      seatsHeld,
      unitPriceCents: option.priceCents,
      amountCents: option.priceCents * people,
      method,
      installments: card ? Math.min(1 + (serial % 6), trip.maxInstallments) : 1,
      status,
      statusReason,
      payer: payerOf(buyer),
      gateway: 'sandbox',
      chargeId: `demo-${serial}`,
      cardBrand: card ? (serial % 2 ? 'visa' : 'master') : null,
      cardLast4: card ? (serial % 2 ? '1111' : '4444') : null,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + settledAfterHours * HOUR),
    })
  }
  for (const [index, trip] of tripRows.entries()) {
    let toSell = trip.vacancies - trip.seatsLeft
    for (let turn = index; toSell > 0; turn++) {
      const people = Math.min(partySizes[turn % partySizes.length]!, toSell)
      const method = methods[turn % methods.length]!
      order(trip, people, 'paid', method === 'card' ? 'approved' : 'confirmed', method)
      toSell -= people
    }
    if (index % 3 === 0) {
      order(trip, 2, 'refused', 'declined', 'card')
      order(trip, 1, 'canceled', 'expired', 'pix')
    }
  }
  if (rows.length === 0) return
  const inserted = await tx.insert(orders).values(rows).returning()
  // Each order's history as the order service writes it: placed, then how it ended.
  await tx.insert(orderStatusHistory).values(
    inserted.flatMap((row) => [
      { orderId: row.id, status: 'pending' as const, reason: 'placed', at: row.createdAt },
      { orderId: row.id, status: row.status, reason: row.statusReason, at: row.updatedAt },
    ]),
  )
  const paid = inserted.filter((row) => row.status === 'paid')
  // Their money as the moves write it (issue 27): each paid order's charge in its ledger.
  const charged = paid.filter((row) => row.amountCents > 0)
  if (charged.length > 0)
    await tx.insert(orderLedger).values(
      charged.map((row) => ({
        orderId: row.id,
        kind: 'charge' as const,
        amountCents: row.amountCents,
        purpose: 'full' as const,
        method: row.method,
        gateway: row.gateway,
        chargeId: row.chargeId,
        source: 'gateway' as const,
        at: row.updatedAt,
      })),
    )
  const departures = new Map(list.flatMap((seed) => (seed.departure ? [[tripRows.find((trip) => trip.slug === slugify(seed.name))!.id, seed.departure] as const] : [])))
  const travellers = demoTravellers(paid, new Map(tripRows.map((trip) => [trip.id, trip])), new Set(departures.keys()), now)
  if (travellers.length > 0) await tx.insert(orderTravellers).values(travellers)
  await seatDemoOrders(tx, paid, departures)
}
