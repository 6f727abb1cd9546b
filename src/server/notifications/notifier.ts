import { eq } from 'drizzle-orm'
import type { NotificationKind } from '../../domain/notification.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { MailContent, MailLocale } from '../mail/templates/locale.ts'

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

/** By email only, in pt-BR: the channel every account has. */
export function mailNotifier({ db, mailer }: { db: Db; mailer: Mailer }): Notifier {
  return {
    async notify({ userId, text }) {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
      if (!user) return
      await mailer.send({ to: user.email, ...text['pt-BR'].mail })
    },
  }
}
