import { and, desc, eq, notInArray, sql, type SQLWrapper } from 'drizzle-orm'
import type { PushSubscriptionJson } from '../../../domain/push-subscription.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { pushSubscriptions, users } from '../../db/schema/index.ts'
import type { MailLocale } from '../../mail/templates/locale.ts'

/** An account's browsers that get its pushes (issue 25, finding 2: each is a request per notification). */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10

/**
 * Keeps a browser's subscription for the user; the same endpoint again (a new sign-in on that
 * browser) takes its keys, language and owner. An account past MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT
 * loses the one its browser subscribed with least recently; the account's row is locked first, so
 * parallel subscriptions are counted one after the other.
 */
export async function saveSubscription(db: Db, userId: number, subscription: PushSubscriptionJson, locale: MailLocale, now: Date) {
  const row = {
    userId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    expiresAt: subscription.expirationTime === null ? null : new Date(subscription.expirationTime),
    locale,
    lastUsedAt: now,
  }
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
    await tx
      .insert(pushSubscriptions)
      .values({ ...row, endpoint: subscription.endpoint, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.lastUsedAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT)
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)))
  })
}

/** Forgets the caller's own subscription at that endpoint (another user's stays). */
export async function removeSubscription(db: Db, userId: number, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
}

export const subscriptionsOf = (db: DbOrTx, userId: number) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))

/** A browser a notification is pushed to, as pushTargetsOf reads it. */
export interface PushTarget {
  id: number
  endpoint: string
  p256dh: string
  auth: string
  locale: string | null
  expiresAt: Date | null
}

/** The account's subscriptions, newest first, as an expression to read with the account's row (one round trip per notification). */
export const pushTargetsOf = (userId: SQLWrapper) =>
  sql<
    (Omit<PushTarget, 'expiresAt'> & { expiresAt: string | null })[]
  >`(select coalesce(json_agg(json_build_object('id', ${pushSubscriptions.id}, 'endpoint', ${pushSubscriptions.endpoint}, 'p256dh', ${pushSubscriptions.p256dh}, 'auth', ${pushSubscriptions.auth}, 'locale', ${pushSubscriptions.locale}, 'expiresAt', ${pushSubscriptions.expiresAt}) order by ${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id} desc), '[]'::json) from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId})`.mapWith(
    (targets: (Omit<PushTarget, 'expiresAt'> & { expiresAt: string | null })[]): PushTarget[] =>
      targets.map((target) => ({ ...target, expiresAt: target.expiresAt === null ? null : new Date(target.expiresAt) })),
  )

export async function dropSubscription(db: Db, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}
