import { eq } from 'drizzle-orm'
import type { ContactMessage } from '../../domain/contact.ts'
import type { AppDeps } from '../app-deps.ts'
import { contactMessages } from '../db/schema/index.ts'
import { storeOnce, type SubmissionKey } from '../http/idempotency.ts'

/**
 * Stores the message first (it is never lost), then mails it to the agency's inbox. A repeat of a
 * keyed submission answers the stored message and mails nothing; `beforeInsert` (the rate limits)
 * runs for a new one only.
 */
export async function saveContactMessage(
  { db, mailer, contactInbox }: AppDeps,
  message: ContactMessage,
  locale: string,
  submission: { key: SubmissionKey | undefined; beforeInsert: () => Promise<void> },
): Promise<{ id: number; replayed: boolean }> {
  const columns = { id: contactMessages.id, requestHash: contactMessages.requestHash }
  const { row, replayed } = await storeOnce(submission.key, {
    find: async (key) => (await db.select(columns).from(contactMessages).where(eq(contactMessages.idempotencyKey, key)))[0],
    beforeInsert: submission.beforeInsert,
    insert: async () =>
      (
        await db
          .insert(contactMessages)
          .values({ ...message, locale: locale.slice(0, 20), idempotencyKey: submission.key?.key, requestHash: submission.key?.hash })
          .onConflictDoNothing()
          .returning(columns)
      )[0],
  })
  if (!replayed)
    await mailer.send({
      to: contactInbox,
      replyTo: message.email,
      subject: `[Contato #${row.id}] ${message.subject}`,
      text: `${message.name} <${message.email}>${message.phone ? ` · ${message.phone}` : ''}\n\n${message.message}`,
    })
  return { id: row.id, replayed }
}
