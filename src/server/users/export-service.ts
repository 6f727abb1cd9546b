import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { ForfaitRequest } from '../../domain/forfait.ts'
import type { ExportedContactMessage, ExportedOrder, ExportedSession, ExportedWaitlistEntry, MyDataExport } from '../../domain/my-data.ts'
import { UserType } from '../../domain/session.ts'
import { toTraveller } from '../../domain/traveller.ts'
import type { Db, DbOrTx } from '../db/client.ts'
import { contactMessages, forfaitRequests, orders, paymentEvents, paymentLinks, sessions, tripOptions, trips, users, waitlistEntries } from '../db/schema/index.ts'
import type { AuthenticatedUser } from '../http/auth-middleware.ts'
import { readPreferences } from '../sale/notifications/preferences.ts'
import { subscriptionsOf } from '../sale/notifications/subscriptions.ts'
import { historyOf, toOrder } from '../sale/orders/queries.ts'
import { moneyColumns, orderMoneyOf } from '../sale/orders/order-money.ts'
import { selectLinks, toPaymentLink } from '../sale/payment-links/queries.ts'
import { storedTravellersOf } from '../travellers/stored.ts'
import { toProfile } from './profile-service.ts'

/**
 * GET /api/me/export: everything kept about the account, read in one snapshot (LGPD art. 18, II
 * and V). Never a secret: no password hash, no token hash, no Google subject (only whether one
 * is linked). An admin gets their own account's data, not what they manage.
 */
export async function exportMyData(db: Db, user: AuthenticatedUser, publicUrl: string, now: Date): Promise<MyDataExport> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, user.id))
    if (!row) throw new Error(`User ${user.id} of a live session is missing`)
    const links =
      row.type === UserType.agency
        ? (await selectLinks(tx).where(eq(paymentLinks.agencyId, user.id)).orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))).map((link) =>
            toPaymentLink(link, publicUrl, now),
          )
        : undefined
    return {
      exportedAt: now.toISOString(),
      profile: { ...toProfile(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
      orders: await exportedOrders(tx, user.id, now),
      forfaitRequests: await exportedForfaitRequests(tx, user.id),
      contactMessages: await exportedContactMessages(tx, row.email),
      sessions: await exportedSessions(tx, user),
      notifications: await exportedNotifications(tx, user.id),
      waitlist: await exportedWaitlist(tx, user.id),
      ...(links ? { paymentLinks: links } : {}),
    }
  })
}

async function exportedOrders(tx: DbOrTx, userId: number, now: Date): Promise<ExportedOrder[]> {
  const rows = await tx
    .select({ order: orders, trip: { slug: trips.slug, checkIn: trips.checkIn, checkOut: trips.checkOut }, agencyName: users.firstName, money: moneyColumns })
    .from(orders)
    .leftJoin(trips, eq(trips.id, orders.tripId))
    .leftJoin(users, eq(users.id, orders.agencyId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  const events = rows.length
    ? await tx
        .select({ orderId: paymentEvents.orderId, id: paymentEvents.eventId, receivedAt: paymentEvents.receivedAt })
        .from(paymentEvents)
        .where(
          inArray(
            paymentEvents.orderId,
            rows.map((row) => row.order.id),
          ),
        )
        .orderBy(asc(paymentEvents.receivedAt))
    : []
  const travellers = await storedTravellersOf(
    tx,
    rows.map((row) => row.order.id),
  )
  return Promise.all(
    rows.map(async ({ order, trip, agencyName, money }) => ({
      ...toOrder(order, trip, orderMoneyOf(order, money, now), await historyOf(tx, order.id), agencyName),
      payments: {
        gateway: order.gateway,
        chargeId: order.chargeId,
        boletoSlips: (order.boletoSlips ?? []).map(({ number, amountCents, dueDate, digitableLine }) => ({ number, amountCents, dueDate, digitableLine })),
        events: events.filter((event) => event.orderId === order.id).map((event) => ({ id: event.id, receivedAt: event.receivedAt.toISOString() })),
      },
      travellers: trip ? Array.from({ length: order.people }, (_, position) => toTraveller(travellers.get(order.id)?.[position], trip.checkIn)) : [],
    })),
  )
}

/** Every custom trip request, oldest first (the customer's own list shows the newest 100). */
async function exportedForfaitRequests(tx: DbOrTx, userId: number): Promise<ForfaitRequest[]> {
  const rows = await tx.select().from(forfaitRequests).where(eq(forfaitRequests.userId, userId)).orderBy(asc(forfaitRequests.createdAt), asc(forfaitRequests.id))
  return rows.map(({ userId: _, locale: __, idempotencyKey: ___, requestHash: ____, createdAt, updatedAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }))
}

/** The contact form's messages sent from the account's email (typed by hand there, so compared without case). */
async function exportedContactMessages(tx: DbOrTx, email: string): Promise<ExportedContactMessage[]> {
  const rows = await tx
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${email}`)
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
  return rows.map(({ name, email, phone, subject, message, createdAt }) => ({ name, email, phone, subject, message, createdAt: createdAt.toISOString() }))
}

/** When each session began, ends and was signed out; the token's hash stays on the server. */
async function exportedSessions(tx: DbOrTx, user: AuthenticatedUser): Promise<ExportedSession[]> {
  const rows = await tx
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
  return rows.map((row) => ({
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    current: row.id === user.sessionId,
  }))
}

/** Each kind on or off, and the browsers that receive the pushes (their endpoints, not their keys). */
async function exportedNotifications(tx: DbOrTx, userId: number): Promise<MyDataExport['notifications']> {
  const subscriptions = await subscriptionsOf(tx, userId)
  return {
    ...(await readPreferences(tx, userId)),
    pushSubscriptions: subscriptions.map((row) => ({
      endpoint: row.endpoint,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    })),
  }
}

/** Every place in a line, live or past (a lapsed or used offer stays for the admin's view). */
async function exportedWaitlist(tx: DbOrTx, userId: number): Promise<ExportedWaitlistEntry[]> {
  const rows = await tx
    .select({ entry: waitlistEntries, tripName: trips.name, optionName: tripOptions.name })
    .from(waitlistEntries)
    .innerJoin(trips, eq(trips.id, waitlistEntries.tripId))
    .innerJoin(tripOptions, eq(tripOptions.id, waitlistEntries.optionId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
  return rows.map(({ entry, tripName, optionName }) => ({
    tripName,
    optionName,
    people: entry.people,
    status: entry.status,
    joinedAt: entry.createdAt.toISOString(),
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
  }))
}
