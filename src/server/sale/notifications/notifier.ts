import { eq } from 'drizzle-orm'
import pLimit from 'p-limit'
import type { NotificationKind } from '../../../domain/notification.ts'
import type { Db } from '../../db/client.ts'
import { notificationPreferences, users } from '../../db/schema/index.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { MailContent, MailLocale } from '../../mail/templates/locale.ts'
import { logger } from '../../observability/logger.ts'
import { isErasedEmail } from '../../users/erased-email.ts'
import { sendPush } from './push-sender.ts'
import type { PushSettings, VapidKeys } from './push-settings.ts'
import { dropSubscription, pushTargetsOf } from './subscriptions.ts'

/** One notification's words in one language: the push's title and short body, and the mail. */
export interface NotificationText {
  title: string
  body: string
  mail: MailContent
}

export interface Notification {
  kind: NotificationKind
  userId: number
  /** The app path a push opens and the mail links to (`/user/myAcquired?order=…`). */
  path: string
  /** Both languages: the notifier picks the user's. */
  text: Record<MailLocale, NotificationText>
}

/** Tells a user something, by every channel they allow. */
export interface Notifier {
  notify(notification: Notification): Promise<void>
}

export interface NotifierDeps {
  db: Db
  mailer: Mailer
  push: PushSettings
  vapidKeys: () => Promise<VapidKeys>
  now: () => Date
}

/** Pushes in flight at once, for the whole process: a burst of notifications queues instead of opening a connection each. */
export const PUSH_CONCURRENCY = 8

const asLocale = (text: string | null | undefined): MailLocale | null => (text === 'en' || text === 'pt-BR' ? text : null)

/**
 * Email and Web Push, as the user chose (docs/NOTIFICATIONS.md): nothing of a kind they turned
 * off; the mail in the language they last chose their preferences in (or subscribed in), each push
 * in its browser's. A push service that says the subscription is gone (404, 410) loses it; a
 * push that fails otherwise (or takes past its timeout) is logged and never fails the caller. A
 * mail that fails does. At most PUSH_CONCURRENCY pushes are in flight at once.
 */
export function pushAndMailNotifier(deps: NotifierDeps): Notifier {
  const pushSlot = pLimit(PUSH_CONCURRENCY)
  return {
    async notify({ kind, userId, path, text }) {
      const [user] = await deps.db
        .select({ email: users.email, disabled: notificationPreferences.disabledKinds, locale: notificationPreferences.locale, subscriptions: pushTargetsOf(users.id) })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(eq(users.id, userId))
      if (!user || isErasedEmail(user.email) || user.disabled?.includes(kind)) return
      const { subscriptions } = user
      const locale = asLocale(user.locale) ?? asLocale(subscriptions[0]?.locale) ?? 'pt-BR'
      const pushes = subscriptions.map((subscription) =>
        pushSlot(async () => {
          const words = text[asLocale(subscription.locale) ?? locale]
          try {
            if (subscription.expiresAt && subscription.expiresAt <= deps.now()) return await dropSubscription(deps.db, subscription.id)
            const vapid = { ...(await deps.vapidKeys()), subject: deps.push.subject }
            const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }
            const outcome = await sendPush(target, { kind, title: words.title, body: words.body, path }, vapid, deps.push)
            if (outcome.kind === 'gone') await dropSubscription(deps.db, subscription.id)
            if (outcome.kind === 'failed') logger().warn({ kind, userId, status: outcome.status, reason: outcome.reason }, 'A push was not delivered')
          } catch (error) {
            logger().error({ err: error, kind, userId }, 'A push failed')
          }
        }),
      )
      await Promise.all([deps.mailer.send({ to: user.email, ...text[locale].mail }), ...pushes])
    },
  }
}
