import { and, desc, eq, sql } from 'drizzle-orm'
import type { AdminListQuery } from '../../domain/admin/list.ts'
import type { AdminForfaitRequest, ForfaitAnswer, ForfaitRequest, ForfaitRequestInput } from '../../domain/forfait.ts'
import type { Page } from '../../domain/query-params.ts'
import type { AppDeps } from '../app-deps.ts'
import { recordAudit } from '../admin/audit.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../admin/list-query.ts'
import { resolveAuthSettings } from '../auth/settings.ts'
import type { Db } from '../db/client.ts'
import { forfaitRequests, users } from '../db/schema/index.ts'
import { apiError } from '../http/errors.ts'
import { storeOnce, type SubmissionKey } from '../http/idempotency.ts'
import { forfaitAnswerMail, newForfaitMail } from '../mail/templates/forfait-mails.ts'
import type { MailLocale } from '../mail/templates/locale.ts'

type Row = typeof forfaitRequests.$inferSelect

const toRequest = ({ userId: _, locale: __, idempotencyKey: ___, requestHash: ____, createdAt, updatedAt, ...row }: Row): ForfaitRequest => ({
  ...row,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
})

const customerColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }
const customerOf = (user: { id: number; firstName: string; lastName: string; email: string }) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
})

/**
 * Stores the request first (it is never lost), then mails it to the agency's inbox. A repeat of a
 * keyed submission answers the stored request and mails nothing; `beforeInsert` (the rate limits)
 * runs for a new one only.
 */
export async function createForfaitRequest(
  deps: AppDeps,
  userId: number,
  input: ForfaitRequestInput,
  locale: MailLocale,
  now: Date,
  submission: { key: SubmissionKey | undefined; beforeInsert: () => Promise<void> },
): Promise<{ request: ForfaitRequest; replayed: boolean }> {
  const { row, replayed } = await storeOnce(submission.key, {
    find: async (key) =>
      (
        await deps.db
          .select()
          .from(forfaitRequests)
          .where(and(eq(forfaitRequests.userId, userId), eq(forfaitRequests.idempotencyKey, key)))
      )[0],
    beforeInsert: submission.beforeInsert,
    insert: async () =>
      (
        await deps.db
          .insert(forfaitRequests)
          .values({ ...input, userId, locale, createdAt: now, updatedAt: now, idempotencyKey: submission.key?.key, requestHash: submission.key?.hash })
          .onConflictDoNothing()
          .returning()
      )[0],
  })
  if (!replayed) {
    const [customer] = await deps.db.select(customerColumns).from(users).where(eq(users.id, userId))
    const publicUrl = resolveAuthSettings(deps.auth).publicUrl
    const mail = newForfaitMail({ ...input, id: row.id }, customerOf(customer!), `${publicUrl}/admin/tripForfait?q=${encodeURIComponent(customer!.email)}`)
    await deps.mailer.send({ to: deps.contactInbox, replyTo: customer!.email, ...mail })
  }
  return { request: toRequest(row), replayed }
}

export async function listOwnForfaitRequests(db: Db, userId: number): Promise<ForfaitRequest[]> {
  const rows = await db.select().from(forfaitRequests).where(eq(forfaitRequests.userId, userId)).orderBy(desc(forfaitRequests.createdAt), desc(forfaitRequests.id)).limit(100)
  return rows.map(toRequest)
}

export async function listForfaitRequests(
  db: Db,
  query: AdminListQuery<'createdAt' | 'destination' | 'departureDate' | 'status'> & { status?: Row['status'] },
): Promise<Page<AdminForfaitRequest>> {
  const filters = [
    ...(query.status ? [eq(forfaitRequests.status, query.status)] : []),
    ...textSearch(query.q, [forfaitRequests.destination, users.firstName, users.lastName, users.email]),
  ]
  const where = filters.length ? and(...filters) : undefined
  const rows = await db
    .select({ request: forfaitRequests, customer: customerColumns, total: windowTotal })
    .from(forfaitRequests)
    .innerJoin(users, eq(users.id, forfaitRequests.userId))
    .where(where)
    .orderBy(...orderByOf(query.sort, '-createdAt', forfaitRequests, forfaitRequests.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return toPage(
    query,
    rows,
    ({ request, customer }) => ({ ...toRequest(request), customer: customerOf(customer) }),
    async () =>
      Number(
        (
          await db
            .select({ n: sql<string>`count(*)` })
            .from(forfaitRequests)
            .innerJoin(users, eq(users.id, forfaitRequests.userId))
            .where(where)
        )[0]?.n ?? 0,
      ),
  )
}

/** Records the agency's answer; a new or changed answer is mailed to the traveller in their language. */
export async function answerForfaitRequest(deps: AppDeps, actorId: number, id: number, answer: ForfaitAnswer, now: Date): Promise<AdminForfaitRequest> {
  const { before, after, customer } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(forfaitRequests).where(eq(forfaitRequests.id, id)).for('update')
    if (!current) throw apiError('forfait.not_found', { id })
    const [updated] = await tx
      .update(forfaitRequests)
      .set({ ...answer, updatedAt: now })
      .where(eq(forfaitRequests.id, id))
      .returning()
    await recordAudit(tx, { actorId, entity: 'forfait', entityId: id, action: 'update', before: { status: current.status, answer: current.answer }, after: answer }, now)
    const [owner] = await tx.select(customerColumns).from(users).where(eq(users.id, current.userId))
    return { before: current, after: updated!, customer: owner! }
  })
  if (after.answer && after.answer !== before.answer) {
    const link = `${resolveAuthSettings(deps.auth).publicUrl}/user/tripForfait`
    const mail = forfaitAnswerMail[after.locale === 'en' ? 'en' : 'pt-BR']({ destination: after.destination, answer: after.answer, link })
    await deps.mailer.send({ to: customer.email, ...mail })
  }
  return { ...toRequest(after), customer: customerOf(customer) }
}
