import { myOrderPath } from '../../domain/order.ts'
import { externalPostCheckoutPath } from '../../domain/payment-link.ts'
import type { Db } from '../db/client.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Notifier } from '../sale/notifications/notifier.ts'
import { guestAccessToken } from '../sale/payment-links/access-token.ts'
import type { DueReminder, ReminderOrder } from './due-reminders.ts'
import type { NotificationKind } from '../../domain/notification.ts'
import type { Texts } from './reminder-mail.ts'
import { reminderTexts } from './reminder-texts.ts'
import { notificationKindOf } from './kinds.ts'

export interface ReminderDeps {
  db: Db
  mailer: Mailer
  notifier: Notifier
  /** The site's address, for the links in the mails (PUBLIC_URL). */
  publicUrl: string
}

/**
 * Tells the buyer of an order something (`texts` given the order's link): an account through the
 * notifier (its channels, its preferences), a guest's order (a payment link's, no account) by mail
 * to the payer, in Portuguese (a guest left no language), with the guest's order page and its
 * access token, as the guest's other mails.
 */
export async function deliverOrderNotice(deps: ReminderDeps, order: ReminderOrder, kind: NotificationKind, texts: (link: string) => Texts): Promise<void> {
  if (order.userId !== null) {
    const path = myOrderPath(order.code)
    await deps.notifier.notify({ kind, userId: order.userId, path, text: texts(`${deps.publicUrl}${path}`) })
    return
  }
  const link = `${deps.publicUrl}${externalPostCheckoutPath(order.code, await guestAccessToken(deps.db, order.code))}`
  await deps.mailer.send({ to: order.payer.email, ...texts(link)['pt-BR'].mail })
}

/** Sends one reminder, as the notification kind it goes as. */
export const deliverReminder = (deps: ReminderDeps, reminder: DueReminder, now: Date): Promise<void> =>
  deliverOrderNotice(deps, reminder.order, notificationKindOf(reminder.kind), (link) => reminderTexts(reminder, link, now))
