import { and, eq } from 'drizzle-orm'
import type { PushSubscriptionJson } from '../../domain/push-subscription.ts'
import type { Db, DbOrTx } from '../db/client.ts'
import { pushSubscriptions } from '../db/schema/index.ts'
import type { MailLocale } from '../mail/templates/locale.ts'

/** Keeps a browser's subscription for the user; the same endpoint again (a new sign-in on that browser) takes its keys, language and owner. */
export async function saveSubscription(db: Db, userId: number, subscription: PushSubscriptionJson, locale: MailLocale, now: Date) {
  const row = {
    userId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    expiresAt: subscription.expirationTime === null ? null : new Date(subscription.expirationTime),
    locale,
  }
  await db
    .insert(pushSubscriptions)
    .values({ ...row, endpoint: subscription.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
}

/** Forgets the caller's own subscription at that endpoint (another user's stays). */
export async function removeSubscription(db: Db, userId: number, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
}

export const subscriptionsOf = (db: DbOrTx, userId: number) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))

export async function dropSubscription(db: Db, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}
