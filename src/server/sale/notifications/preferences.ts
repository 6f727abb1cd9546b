import { eq } from 'drizzle-orm'
import { disabledKindsOf, preferencesOf, type NotificationPreferences } from '../../../domain/notification-preferences.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { notificationPreferences } from '../../db/schema/index.ts'
import type { MailLocale } from '../../mail/templates/locale.ts'

export async function readPreferences(db: DbOrTx, userId: number): Promise<NotificationPreferences> {
  const [row] = await db.select({ disabled: notificationPreferences.disabledKinds }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId))
  return preferencesOf(row?.disabled ?? [])
}

/** Saves the choices, and the language the user chose them in: their mails are written in it. */
export async function writePreferences(db: Db, userId: number, preferences: NotificationPreferences, locale: MailLocale, now: Date) {
  const set = { disabledKinds: disabledKindsOf(preferences), locale, updatedAt: now }
  await db
    .insert(notificationPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set })
  return readPreferences(db, userId)
}
