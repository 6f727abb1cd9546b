import { fieldError } from '../../http/validation.ts'
import type { Payout, RecordedPayout } from '../../../domain/commission.ts'
import { saoPauloDate } from '../../../domain/order-status.ts'
import type { Db } from '../../db/client.ts'
import { commissionPayouts } from '../../db/schema/index.ts'
import { recordAudit } from '../audit.ts'
import { findAgency, toPayout } from './service.ts'

/**
 * POST /api/admin/commissions/payouts: money paid to an agency against a month's commission,
 * dated the day it was paid (today in São Paulo unless told), kept with its line in the audit log
 * of the agency. A payout only lowers the month's balance: a balance may go below zero (a refund
 * after the payout), which the next months' sales make up.
 */
export async function recordPayout(db: Db, actorId: number, input: Payout, now: Date): Promise<RecordedPayout> {
  return db.transaction(async (tx) => {
    if (!(await findAgency(tx, input.agencyId))) throw fieldError('agencyId', 'commission.agency_not_found')
    const [row] = await tx
      .insert(commissionPayouts)
      .values({
        agencyId: input.agencyId,
        month: input.month,
        amountCents: input.amountCents,
        paidOn: input.paidOn ?? saoPauloDate(now),
        note: input.note,
        createdBy: actorId,
        createdAt: now,
      })
      .returning()
    const payout = toPayout(row!)
    const { id: _, createdAt: __, ...audited } = payout
    await recordAudit(tx, { actorId, entity: 'agency', entityId: input.agencyId, action: 'payout', before: {}, after: audited }, now)
    return { ...payout, agencyId: input.agencyId }
  })
}
