import type { ContactMessage } from '../../domain/contact.ts'
import type { AppDeps } from '../app-deps.ts'
import { contactMessages } from '../db/schema/index.ts'

/** Stores the message first (it is never lost), then mails it to the agency's inbox. */
export async function saveContactMessage({ db, mailer, contactInbox }: AppDeps, message: ContactMessage, locale: string): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, locale: locale.slice(0, 20) })
    .returning({ id: contactMessages.id })
  if (!row) throw new Error('Contact message was not stored')
  await mailer.send({
    to: contactInbox,
    replyTo: message.email,
    subject: `[Contato #${row.id}] ${message.subject}`,
    text: `${message.name} <${message.email}>${message.phone ? ` · ${message.phone}` : ''}\n\n${message.message}`,
  })
  return row.id
}
