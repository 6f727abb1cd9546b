import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { BuyerListQuery, ManifestBuyer, TripBuyer, TripBuyersPage, buyerSortFields } from '../../../domain/admin/buyer.ts'
import type { ManifestTrip } from '../../../domain/passenger-manifest.ts'
import { toTraveller } from '../../../domain/traveller.ts'
import type { SortParam } from '../../../domain/admin/list.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { orderStatusHistory, orders, trips } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { storedTravellersOf } from '../../travellers/stored.ts'
import { orderByOf, pageWindow, toPage, windowTotal } from '../list-query.ts'
import { payerName } from '../orders/list.ts'
import { foldedTextSearch } from '../orders/search.ts'

const payerField = (key: 'cpf' | 'birthDate' | 'email' | 'phone') => sql<string>`coalesce(${orders.payer} ->> ${key}, '')`
const optionName = sql<string>`coalesce(${orders.optionName}, '')`

const buyerColumns = {
  orderId: orders.id,
  code: orders.code,
  name: payerName,
  cpf: payerField('cpf'),
  birthDate: payerField('birthDate'),
  email: payerField('email'),
  phone: payerField('phone'),
  optionName,
  optionId: orders.optionId,
  people: orders.people,
  amountCents: orders.amountCents,
  method: orders.method,
  installments: orders.installments,
  // Only a pending order moves, and once: a paid order has exactly one 'paid' history row.
  paidAt: orderStatusHistory.at,
}

type BuyerRow = Omit<TripBuyer, 'payer' | 'paidAt'> & TripBuyer['payer'] & { paidAt: Date; orderId: number; optionId: number | null }

const toBuyer = ({ name, cpf, birthDate, email, phone, paidAt, orderId: _, optionId: __, ...order }: BuyerRow): TripBuyer => ({
  ...order,
  payer: { name, cpf, birthDate, email, phone },
  paidAt: paidAt.toISOString(),
})

export async function tripOf(db: DbOrTx, tripId: number): Promise<ManifestTrip> {
  const [trip] = await db
    .select({
      id: trips.id,
      name: trips.name,
      slug: trips.slug,
      checkIn: trips.checkIn,
      checkOut: trips.checkOut,
      boardingPlace: trips.boardingPlace,
      transport: trips.transport,
      vacancies: trips.vacancies,
      seatsLeft: trips.seatsLeft,
    })
    .from(trips)
    .where(eq(trips.id, tripId))
  if (!trip) throw apiError('order.trip_not_found')
  return trip
}

/** Whose sales: all of the trip's, or only those credited to one agency (its own passengers). */
interface BuyersFilter {
  q?: string
  agencyId?: number
}

const paidOrdersWhere = (tripId: number, { q, agencyId }: BuyersFilter) =>
  and(eq(orders.tripId, tripId), eq(orders.status, 'paid'), ...(agencyId === undefined ? [] : [eq(orders.agencyId, agencyId)]), ...foldedTextSearch(q, orders.searchText))

/** The trip's paid orders joined to the time each was paid, optionally searched, with the count of them all. */
const selectBuyers = (db: DbOrTx, tripId: number, filter: BuyersFilter = {}) =>
  db
    .select({ ...buyerColumns, total: windowTotal })
    .from(orders)
    .innerJoin(orderStatusHistory, and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.status, 'paid')))
    .where(paidOrdersWhere(tripId, filter))

const sortedBy = (sort: SortParam<(typeof buyerSortFields)[number]> | undefined): SQL[] =>
  orderByOf(sort, 'payerName', { payerName, paidAt: orderStatusHistory.at, amountCents: orders.amountCents, people: orders.people, optionName }, orders.id)

/** GET /api/admin/trips/{id}/buyers: a page of the manifest; 404 for an unknown trip. */
export async function listTripBuyers(db: Db, tripId: number, query: BuyerListQuery): Promise<TripBuyersPage> {
  const { boardingPlace: _, transport: __, ...trip } = await tripOf(db, tripId)
  const rows = await selectBuyers(db, tripId, { q: query.q })
    .orderBy(...sortedBy(query.sort))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  const page = await toPage(
    query,
    rows,
    ({ total: _, ...row }) => toBuyer(row),
    () => db.$count(orders, paidOrdersWhere(tripId, { q: query.q })),
  )
  return { trip, ...page }
}

/** A buyer of the whole manifest with its order's ids, for the lists made from it (the rooming list). */
export type TripManifestBuyer = ManifestBuyer & { orderId: number; optionId: number | null }

/**
 * The whole manifest, by payer name, each buyer with one traveller per person (filled or not):
 * the CSV, the passenger list and its PDF; with `agencyId`, only the orders credited to it.
 */
export async function allTripBuyers(db: DbOrTx, tripId: number, agencyId?: number): Promise<{ trip: ManifestTrip; buyers: TripManifestBuyer[] }> {
  const trip = await tripOf(db, tripId)
  const rows = await selectBuyers(db, tripId, { agencyId }).orderBy(...sortedBy(undefined))
  const stored = await storedTravellersOf(
    db,
    rows.map((row) => row.orderId),
  )
  return {
    trip,
    buyers: rows.map(({ total: _, ...row }) => ({
      ...toBuyer(row),
      orderId: row.orderId,
      optionId: row.optionId,
      travellers: Array.from({ length: row.people }, (_, position) => toTraveller(stored.get(row.orderId)?.[position], trip.checkIn)),
    })),
  }
}
