import { myOrderPath } from '../../domain/order.ts'
import { externalPostCheckoutPath } from '../../domain/payment-link.ts'
import type { Db } from '../db/client.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Notifier } from '../sale/notifications/notifier.ts'
import { guestAccessToken } from '../sale/payment-links/access-token.ts'
import type { DueReminder } from './due-reminders.ts'
import { reminderTexts } from './reminder-texts.ts'

export interface ReminderDeps {
  db: Db
  mailer: Mailer
  notifier: Notifier
  /** The site's address, for the links in the mails (PUBLIC_URL). */
  publicUrl: string
}

/**
 * Sends one reminder: to an account through the notifier (its channels, its preferences), and to a
 * guest's order (a payment link's, no account) by mail to the payer, in Portuguese (a guest left
 * no language), with the guest's order page and its access token, as the guest's other mails.
 */
export async function deliverReminder(deps: ReminderDeps, reminder: DueReminder, now: Date): Promise<void> {
  const { order } = reminder
  if (order.userId !== null) {
    const path = myOrderPath(order.code)
    await deps.notifier.notify({ kind: reminder.kind, userId: order.userId, path, text: reminderTexts(reminder, `${deps.publicUrl}${path}`, now) })
    return
  }
  const link = `${deps.publicUrl}${externalPostCheckoutPath(order.code, await guestAccessToken(deps.db, order.code))}`
  await deps.mailer.send({ to: order.payer.email, ...reminderTexts(reminder, link, now)['pt-BR'].mail })
}
