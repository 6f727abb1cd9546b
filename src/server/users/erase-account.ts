import { erasedEmail } from './erased-email.ts'
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { UserType } from '../../domain/session.ts'
import type { BrazilianState } from '../../domain/user.ts'
import { recordAudit } from '../admin/audit.ts'
import { forgetInAuditLog } from './forget-in-audit-log.ts'
import { revokeUserSessions } from '../auth/sessions.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  adminInvitations,
  authChallenges,
  calendarFeeds,
  commissionPayouts,
  contactMessages,
  forfaitRequests,
  idempotencyKeys,
  loginHandoffs,
  notificationPreferences,
  orderStatusHistory,
  orderTravellers,
  orders,
  passwordResets,
  paymentLinks,
  pushSubscriptions,
  rateLimits,
  users,
  type OrderPayer,
} from '../db/schema/index.ts'
import { apiError } from '../http/errors.ts'
import type { Mover } from '../sale/orders/moves.ts'
import { revokeGuestAccess } from '../sale/payment-links/guest-access.ts'
import { leaveEveryLine } from '../sale/waitlist/offers.ts'

/**
 * What an erased account's orders keep of their payer: nothing. The order's code, item, amounts,
 * payments and history stay for the fiscal retention period (FISCAL_RETENTION_YEARS).
 */
const erasedPayer: OrderPayer = {
  name: '',
  cpf: '',
  email: '',
  phone: '',
  birthDate: '',
  // An empty state is no state of the list: the stored payer's shape is kept, its contents are not.
  address: { zipCode: '', street: '', number: '', complement: '', neighborhood: '', city: '', state: '' as BrazilianState },
}

/**
 * An address that can never receive mail (RFC 2606's .invalid), random so that nobody can guess
 * it, unique as users.email must be.
 */

/**
 * Erases an account inside the caller's transaction (LGPD art. 18, VI). The user's row stays as
 * an empty shell (no name, email, CPF, phone, birth date, address, password or Google link) so
 * that the orders, payment links and commissions that must be kept still point to an account;
 * its orders keep no payer data and no travellers; a pending order ends and gives its seats back. The requests,
 * messages, codes, links, calendar feed and counters that name the person go; sessions are revoked. The audit
 * log keeps one line saying an account was erased, and loses the person's name and email in the
 * lines they wrote or that describe them. The pending orders end through `move`, so the live
 * channels hear of them once the transaction commits.
 */
export async function eraseAccount(tx: DbOrTx, move: Mover, userId: number, now: Date): Promise<void> {
  const [target] = await tx.select({ type: users.type }).from(users).where(eq(users.id, userId))
  if (target?.type === UserType.admin) await assertAnotherAdminStays(tx, userId)
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
  if (!row) throw new Error(`User ${userId} to erase is missing`)

  const theirOrders = await ordersOfPerson(tx, userId, row.email)
  await forgetInAuditLog(tx, userId, row.email, theirOrders)
  await endPendingOrders(move, theirOrders)
  if (theirOrders.length > 0) {
    const ids = theirOrders.map((order) => order.id)
    await tx.update(orders).set({ payer: erasedPayer }).where(inArray(orders.id, ids))
    await tx.delete(orderTravellers).where(inArray(orderTravellers.orderId, ids))
    // An admin's own words on a move of theirs may name them ("asked by Maria on the phone"): the move stays, the words go.
    await tx.update(orderStatusHistory).set({ note: '' }).where(inArray(orderStatusHistory.orderId, ids))
    // Their guest links stop opening what is left of those orders; nobody can mail a new one to an erased address.
    for (const order of theirOrders.filter(({ guest }) => guest)) await revokeGuestAccess(tx, order.id, now)
  }
  await leaveEveryLine(tx, userId)
  if (row.type === UserType.agency) {
    await closeAgencyLinks(tx, userId, now)
    // The payouts stay (money paid, kept as the orders are), without the admin's words, which may name the agency.
    await tx.update(commissionPayouts).set({ note: '' }).where(eq(commissionPayouts.agencyId, userId))
  }
  // Another agency's link made for them names them too: it stays (the agency's sale), without the customer.
  await tx
    .update(paymentLinks)
    .set({ customerName: null, customerEmail: null, customerPhone: null })
    .where(sql`lower(${paymentLinks.customerEmail}) = ${row.email}`)

  await tx.delete(forfaitRequests).where(eq(forfaitRequests.userId, userId))
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${row.email}`)
  await tx.delete(authChallenges).where(or(eq(authChallenges.userId, userId), eq(authChallenges.email, row.email)))
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId))
  await tx.delete(loginHandoffs).where(eq(loginHandoffs.userId, userId))
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId))
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId))
  await tx.delete(adminInvitations).where(eq(adminInvitations.email, row.email))
  // Rate-limit keys end with their subject (rule:subject): the email's counters name the person.
  await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${row.email.length + 1}) = ${`:${row.email}`}`)
  await revokeUserSessions(tx, userId, now)

  await tx
    .update(users)
    .set({
      // An admin's shell is no admin: the admins' lists and the last-admin rule count only real ones.
      type: row.type === UserType.admin ? UserType.customer : row.type,
      email: erasedEmail(),
      passwordHash: null,
      firstName: '',
      lastName: '',
      cpf: null,
      phone: null,
      birthDate: null,
      zipCode: null,
      street: null,
      addressNumber: null,
      complement: null,
      neighborhood: null,
      city: null,
      state: null,
      googleSub: null,
      sellerCode: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
  await recordAudit(tx, { actorId: userId, entity: 'user', entityId: userId, action: 'erase' }, now)
}

/** Same lock order as every admin removal (admin/users/user-rules.ts): the admins' rows first, by id. */
async function assertAnotherAdminStays(tx: DbOrTx, leaving: number) {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.type, UserType.admin)).orderBy(users.id).for('update')
  if (!admins.some((admin) => admin.id !== leaving)) throw apiError('account.last_admin')
}

/** `guest`: paid through a payment link, with no account: its guest access link opens it. */
export type TheirOrder = { id: number; code: string; status: string; guest: boolean }

/**
 * The person's orders: the account's, and those they paid as a guest through a payment link with
 * the account's email (a verified address: the account proved it is theirs).
 */
const ordersOfPerson = (tx: DbOrTx, userId: number, email: string): Promise<TheirOrder[]> =>
  tx
    .select({ id: orders.id, code: orders.code, status: orders.status, guest: sql<boolean>`${orders.userId} is null` })
    .from(orders)
    .where(or(eq(orders.userId, userId), and(isNull(orders.userId), sql`lower(${orders.payer} ->> 'email') = ${email}`)))

/** The person's pending orders are canceled through the one transition that gives seats back. */
async function endPendingOrders(move: Mover, theirOrders: TheirOrder[]) {
  for (const order of theirOrders) if (order.status === 'pending') await move.end(order.id, 'canceled', 'canceled')
}

/**
 * An agency's links lose the customer data it typed, and every open one closes, in the erasure's
 * transaction: nobody sells for an agency that is gone. A guest paying one right now keeps their
 * order: paid, it marks its link paid as any paid order does; ended unpaid, the link stays closed.
 */
async function closeAgencyLinks(tx: DbOrTx, agencyId: number, now: Date) {
  await tx
    .update(paymentLinks)
    .set({ status: 'canceled', canceledAt: now })
    .where(and(eq(paymentLinks.agencyId, agencyId), eq(paymentLinks.status, 'open')))
  await tx.update(paymentLinks).set({ customerName: null, customerEmail: null, customerPhone: null }).where(eq(paymentLinks.agencyId, agencyId))
}
