import { and, eq } from 'drizzle-orm'
import { fieldError } from '../../http/validation.ts'
import type { Payout, RecordedPayout } from '../../../domain/commission.ts'
import { saoPauloDate } from '../../../domain/order-status.ts'
import type { Db } from '../../db/client.ts'
import { commissionPayouts } from '../../db/schema/index.ts'
import { storeOnce, type SubmissionKey } from '../../http/idempotency.ts'
import { recordAudit } from '../audit.ts'
import { findAgency, toPayout } from './service.ts'

/**
 * POST /api/admin/commissions/payouts: money paid to an agency against a month's commission,
 * dated the day it was paid (today in São Paulo unless told), kept with its line in the audit log
 * of the agency. A payout only lowers the month's balance: a balance may go below zero (a refund
 * after the payout), which the next months' sales make up. The admin's Idempotency-Key makes a
 * repeat (a retry after a lost answer, a double click) answer the payout it recorded, never a
 * second one: two copies racing meet on the key's unique index, and the loser reads the winner's.
 */
export async function recordPayout(db: Db, actorId: number, input: Payout, submission: SubmissionKey, now: Date): Promise<{ payout: RecordedPayout; replayed: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await findAgency(tx, input.agencyId))) throw fieldError('agencyId', 'commission.agency_not_found')
    const { row, replayed } = await storeOnce(submission, {
      find: async (key) =>
        (
          await tx
            .select()
            .from(commissionPayouts)
            .where(and(eq(commissionPayouts.createdBy, actorId), eq(commissionPayouts.idempotencyKey, key)))
        )[0],
      insert: async () =>
        (
          await tx
            .insert(commissionPayouts)
            .values({
              agencyId: input.agencyId,
              month: input.month,
              amountCents: input.amountCents,
              paidOn: input.paidOn ?? saoPauloDate(now),
              note: input.note,
              createdBy: actorId,
              createdAt: now,
              idempotencyKey: submission.key,
              requestHash: submission.hash,
            })
            .onConflictDoNothing()
            .returning()
        )[0],
    })
    const payout = { ...toPayout(row), agencyId: row.agencyId }
    if (!replayed) {
      const { id: _, createdAt: __, agencyId: ___, ...audited } = payout
      await recordAudit(tx, { actorId, entity: 'agency', entityId: input.agencyId, action: 'payout', before: {}, after: audited }, now)
    }
    return { payout, replayed }
  })
}
