import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm'
import { MAX_PENDING_ORDERS_PER_TRIP } from '../../../domain/order-status.ts'
import type { DbOrTx } from '../../db/client.ts'
import { idempotencyKeys, orders, users } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { isErasedEmail } from '../../users/erased-email.ts'
import { approvedAgencyTerms, asCredit, isApprovedAgency, type Credit } from './attribution.ts'

/**
 * Locks the buyer's account row first thing in the order's transaction, and refuses (401) an
 * account erased since its request was authenticated (issue 25, finding 5). The erasure takes the
 * row FOR UPDATE: an order holding this lock commits first and is then erased with the account,
 * and an order that waited behind the erasure reads the erased row here and places nothing. NO
 * KEY UPDATE leaves the row free for the inserts that only reference it. In the same statement,
 * once the row is locked, claims the request's Idempotency-Key (`claimed`: false when an earlier
 * request holds it) and reads the buyer's own credit when it is an approved agency
 * (attribution.ts): one round trip (issue 26).
 */
export async function lockBuyerAndClaimKey(tx: DbOrTx, userId: number, claim: { key: string; hash: string; at: Date }): Promise<{ ownCredit: Credit | null; claimed: boolean }> {
  const result = (await tx.execute(sql`
    with account as (
      select ${users.email} as email, coalesce(${isApprovedAgency}, false) as approved,
        ${approvedAgencyTerms.agencyId} as agency_id, ${approvedAgencyTerms.sellerCode} as seller_code, ${approvedAgencyTerms.commissionBasisPoints} as commission_basis_points
      from ${users} where ${users.id} = ${userId} for no key update),
    claimed as (
      insert into ${idempotencyKeys} (user_id, key, request_hash, created_at)
      select ${userId}::integer, ${claim.key}::text, ${claim.hash}::text, ${claim.at.toISOString()}::timestamptz from account
      on conflict do nothing returning 1)
    select account.*, exists (select 1 from claimed) as claimed from account`)) as unknown as { rows: LockedAccount[] }
  const [account] = result.rows
  if (!account || isErasedEmail(account.email)) throw apiError('auth.session_expired')
  const ownCredit = account.approved ? asCredit({ agencyId: account.agency_id, sellerCode: account.seller_code, commissionBasisPoints: account.commission_basis_points }) : null
  return { ownCredit, claimed: account.claimed }
}

interface LockedAccount {
  email: string
  approved: boolean
  agency_id: number
  seller_code: string | null
  commission_basis_points: number | null
  claimed: boolean
}

/**
 * Refuses (409) an account's order of a trip (or a product) it already has MAX_PENDING_ORDERS_PER_TRIP
 * unpaid orders of: unpaid Pix orders used to take a trip's last seats (issue 15, finding 4), and
 * unpaid product orders each cost a gateway charge and a mail (issue 25, finding 2). The count is
 * read with the item's price (priceItem's `pendingOf`), after the account's lock
 * (lockBuyerAccount), so one account's parallel orders are counted one after the other.
 */
export function assertPendingRoom(priced: { tripId: number | null; productId: number | null; pendingOrders: number }) {
  if (priced.tripId === null && priced.productId === null) return
  if (priced.pendingOrders >= MAX_PENDING_ORDERS_PER_TRIP) throw apiError('order.too_many_pending', { max: MAX_PENDING_ORDERS_PER_TRIP })
}

/** How many unpaid orders of the item `sameItem` selects the account has, as an expression to read in another query. */
export const pendingOrdersCount = (userId: number, sameItem: SQL, at: Date) =>
  sql<number>`(select count(*) from ${orders} where ${and(eq(orders.userId, userId), sameItem, eq(orders.status, 'pending'), or(isNull(orders.expiresAt), gt(orders.expiresAt, at)))})`
