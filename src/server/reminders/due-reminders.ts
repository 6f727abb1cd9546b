import { and, asc, eq, gt, gte, lt, lte, notExists, sql } from 'drizzle-orm'
import { saoPauloDate, saoPauloDayStart } from '../../domain/order-status.ts'
import { DEFAULT_TRAVELLERS_DEADLINE_HOURS, incompleteTravellers, travellersDeadline } from '../../domain/traveller.ts'
import type { DbOrTx } from '../db/client.ts'
import { balanceCharges, orders, remindersSent, tripFlights, trips } from '../db/schema/index.ts'
import { boardingsOfOrders, type OrderBoarding } from '../road/order-boardings.ts'
import { storedTravellersOf } from '../travellers/stored.ts'
import type { ReminderKind } from './kinds.ts'
import { dayBeforeReminderOpen, PIX_REMINDER_LEAD_MS, PIX_REMINDER_MIN_LEFT_MS, saoPauloTomorrow, TRAVELLERS_REMINDER_LEAD_MS } from './timing.ts'

/** What every reminder says of its order. */
export interface ReminderOrder {
  id: number
  code: string
  /** Null for a guest's order (a payment link's): the reminder goes to the payer's email. */
  userId: number | null
  payer: { name: string; email: string }
  itemName: string
  optionName: string | null
  people: number
  amountCents: number
}

interface DepartureFlight {
  flightNumber: string
  boardingAirport: string
  departureTime: string
}

export type DueReminder =
  | { kind: 'pix-expiring'; order: ReminderOrder; expiresAt: Date }
  | { kind: 'boleto-due'; order: ReminderOrder; dueDate: string; digitableLine: string }
  | { kind: 'travellers-missing'; order: ReminderOrder; deadline: Date; missing: number }
  | { kind: 'departure-tomorrow'; order: ReminderOrder; departureDate: string; boardingPlace: string; flight: DepartureFlight | null; boardings: OrderBoarding[] }
  | { kind: 'balance-due-week' | 'balance-due-tomorrow'; order: ReminderOrder; dueAt: Date; balanceCents: number }

/** The order columns a reminder or a notice about an order reads. */
export const reminderOrderFields = {
  id: orders.id,
  code: orders.code,
  userId: orders.userId,
  payer: orders.payer,
  itemName: orders.itemName,
  optionName: orders.optionName,
  people: orders.people,
  amountCents: orders.amountCents,
}

// The payer's name and email only: the stored payer also holds a CPF, a phone and an address, none a reminder's business.
export const reminderOrder = ({ payer, ...order }: { payer: { name: string; email: string } } & Omit<ReminderOrder, 'payer'>): ReminderOrder => ({
  ...order,
  payer: { name: payer.name, email: payer.email },
})

const notSent = (db: DbOrTx, kind: ReminderKind) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(remindersSent)
      .where(and(eq(remindersSent.orderId, orders.id), eq(remindersSent.kind, kind))),
  )

const later = (now: Date, ms: number) => new Date(now.getTime() + ms)

/** Pending Pix orders with 5 minutes left (but still one at least). */
async function pixExpiring(db: DbOrTx, now: Date): Promise<DueReminder[]> {
  const rows = await db
    .select({ order: reminderOrderFields, expiresAt: orders.expiresAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.method, 'pix'),
        gt(orders.expiresAt, later(now, PIX_REMINDER_MIN_LEFT_MS)),
        lte(orders.expiresAt, later(now, PIX_REMINDER_LEAD_MS)),
        notSent(db, 'pix-expiring'),
      ),
    )
    .orderBy(asc(orders.expiresAt))
  return rows.map((row) => ({ kind: 'pix-expiring', order: reminderOrder(row.order), expiresAt: row.expiresAt! }))
}

/** Pending boleto orders, still holding their seats, whose (first) slip is due tomorrow in São Paulo. */
async function boletoDue(db: DbOrTx, now: Date): Promise<DueReminder[]> {
  if (!dayBeforeReminderOpen(now)) return []
  const rows = await db
    .select({ order: reminderOrderFields, slips: orders.boletoSlips })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.method, 'boleto'),
        gt(orders.expiresAt, now),
        sql`${orders.boletoSlips} -> 0 ->> 'dueDate' = ${saoPauloTomorrow(now)}`,
        notSent(db, 'boleto-due'),
      ),
    )
  return rows.flatMap(({ order, slips }) => {
    const slip = slips?.[0]
    return slip ? [{ kind: 'boleto-due' as const, order: reminderOrder(order), dueDate: slip.dueDate, digitableLine: slip.digitableLine }] : []
  })
}

/**
 * The trip's travellers' deadline (docs/TRAVELLERS.md) as SQL: the start of the departure day in
 * São Paulo (UTC−3 all year, as `saoPauloDayStart`) less the trip's hours. Written here too so
 * the window is found by the database; `travellersDeadline` gives the same moment for the text.
 */
const deadlineSql = sql`((${trips.checkIn}::text || 'T00:00:00-03:00')::timestamptz - make_interval(hours => coalesce(${trips.travellersDeadlineHours}, ${DEFAULT_TRAVELLERS_DEADLINE_HOURS})))`

/**
 * Paid trip orders within 24 hours of their travellers' deadline with a traveller incomplete: an
 * account's, and a guest's too (their order page has the same form, docs/TRAVELLERS.md).
 */
async function travellersMissing(db: DbOrTx, now: Date): Promise<DueReminder[]> {
  const rows = await db
    .select({ order: reminderOrderFields, checkIn: trips.checkIn, deadlineHours: trips.travellersDeadlineHours })
    .from(orders)
    .innerJoin(trips, eq(trips.id, orders.tripId))
    .where(
      and(
        eq(orders.status, 'paid'),
        sql`${deadlineSql} > ${now.toISOString()}::timestamptz`,
        sql`${deadlineSql} <= ${later(now, TRAVELLERS_REMINDER_LEAD_MS).toISOString()}::timestamptz`,
        notSent(db, 'travellers-missing'),
      ),
    )
  const stored = await storedTravellersOf(
    db,
    rows.map((row) => row.order.id),
  )
  return rows.flatMap(({ order, checkIn, deadlineHours }) => {
    const kept = stored.get(order.id) ?? []
    const missing = incompleteTravellers(order.people, kept, checkIn)
    return missing > 0 ? [{ kind: 'travellers-missing' as const, order: reminderOrder(order), deadline: travellersDeadline(checkIn, deadlineHours), missing }] : []
  })
}

/** Paid trip orders leaving tomorrow in São Paulo: on the outbound flight's date for air trips, the check-in day otherwise; with where their travellers board a bus. */
async function departureTomorrow(db: DbOrTx, now: Date): Promise<DueReminder[]> {
  if (!dayBeforeReminderOpen(now)) return []
  const departureDate = sql<string>`coalesce(${tripFlights.departureDate}, ${trips.checkIn})`
  const rows = await db
    .select({
      order: reminderOrderFields,
      departureDate,
      boardingPlace: trips.boardingPlace,
      flightNumber: tripFlights.flightNumber,
      boardingAirport: tripFlights.boardingAirport,
      departureTime: tripFlights.departureTime,
    })
    .from(orders)
    .innerJoin(trips, eq(trips.id, orders.tripId))
    .leftJoin(tripFlights, and(eq(tripFlights.tripId, trips.id), eq(tripFlights.leg, 1)))
    .where(and(eq(orders.status, 'paid'), sql`${departureDate} = ${saoPauloTomorrow(now)}`, notSent(db, 'departure-tomorrow')))
  const boardings = await boardingsOfOrders(
    db,
    rows.map((row) => row.order.id),
  )
  return rows.map(({ order, flightNumber, boardingAirport, departureTime, ...trip }) => ({
    kind: 'departure-tomorrow',
    order: reminderOrder(order),
    departureDate: trip.departureDate,
    boardingPlace: trip.boardingPlace,
    flight: flightNumber !== null && boardingAirport !== null && departureTime !== null ? { flightNumber, boardingAirport, departureTime } : null,
    boardings: boardings.get(order.id) ?? [],
  }))
}

/**
 * Paid deposit orders whose balance is still to pay (issue 27): from 09:00 in São Paulo, the week's
 * reminder while the due day is 2 to 7 days away, and the eve's the day before it.
 */
async function balanceDue(db: DbOrTx, now: Date): Promise<DueReminder[]> {
  if (!dayBeforeReminderOpen(now)) return []
  const today = saoPauloDate(now)
  const window = (kind: 'balance-due-week' | 'balance-due-tomorrow', fromDays: number, toDays: number) =>
    db
      .select({ order: reminderOrderFields, dueAt: orders.balanceDueAt, depositCents: orders.depositCents })
      .from(orders)
      .where(
        and(
          eq(orders.plan, 'deposit'),
          eq(orders.status, 'paid'),
          gte(orders.balanceDueAt, saoPauloDayStart(today, fromDays)),
          lt(orders.balanceDueAt, saoPauloDayStart(today, toDays)),
          notExists(
            db
              .select({ one: sql`1` })
              .from(balanceCharges)
              .where(and(eq(balanceCharges.orderId, orders.id), eq(balanceCharges.status, 'paid'))),
          ),
          notSent(db, kind),
        ),
      )
      .then((rows) => rows.map(({ order, dueAt, depositCents }) => ({ kind, order: reminderOrder(order), dueAt: dueAt!, balanceCents: order.amountCents - (depositCents ?? 0) })))
  return [...(await window('balance-due-week', 2, 8)), ...(await window('balance-due-tomorrow', 1, 2))]
}

/** Every reminder due at `now` and not sent yet. */
export async function dueReminders(db: DbOrTx, now: Date): Promise<DueReminder[]> {
  return [
    ...(await pixExpiring(db, now)),
    ...(await boletoDue(db, now)),
    ...(await travellersMissing(db, now)),
    ...(await departureTomorrow(db, now)),
    ...(await balanceDue(db, now)),
  ]
}
