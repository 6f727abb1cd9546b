import type { DbOrTx } from '../../db/client.ts'
import { fieldError } from '../../http/validation.ts'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { UserType } from '../../../domain/session.ts'
import { users } from '../../db/schema/index.ts'

/** The agency a sale is credited to, with its seller code and rate as they are at the moment of sale (docs/AGENCIES.md). */
export interface Credit {
  agencyId: number
  sellerCode: string
  commissionBasisPoints: number
}

/** The columns a credit is read from: a users row's agency terms. */
export const approvedAgencyTerms = {
  agencyId: users.id,
  sellerCode: users.sellerCode,
  commissionBasisPoints: users.commissionBasisPoints,
}

/** An agency approved with its seller code and rate: one the sale may be credited to. */
export const isApprovedAgency = and(eq(users.type, UserType.agency), isNotNull(users.approvedAt), isNotNull(users.sellerCode), isNotNull(users.commissionBasisPoints))

export const asCredit = (row: { agencyId: number; sellerCode: string | null; commissionBasisPoints: number | null } | undefined): Credit | null =>
  row && row.sellerCode !== null && row.commissionBasisPoints !== null
    ? { agencyId: row.agencyId, sellerCode: row.sellerCode, commissionBasisPoints: row.commissionBasisPoints }
    : null

/** The account `userId`'s own credit when it is an approved agency, as an expression to read in another query (null otherwise). */
export const ownCreditOf = (userId: number) =>
  sql<Credit | null>`(select json_build_object('agencyId', ${approvedAgencyTerms.agencyId}, 'sellerCode', ${approvedAgencyTerms.sellerCode}, 'commissionBasisPoints', ${approvedAgencyTerms.commissionBasisPoints}) from ${users} where ${and(eq(users.id, userId), isApprovedAgency)})`

/** The approved agency `agencyId` as a credit, or null when it is not (or no longer) approved with terms. */
export async function creditOfAgency(tx: DbOrTx, agencyId: number): Promise<Credit | null> {
  const [row] = await tx
    .select(approvedAgencyTerms)
    .from(users)
    .where(and(eq(users.id, agencyId), isApprovedAgency))
  return asCredit(row)
}

/**
 * Who the signed-in checkout credits: the approved agency of `sellerCode` (an unknown code, or
 * one of an agency not approved, is a field error); without a code, the buyer itself when it is
 * an approved agency (`buyerCredit`, read with the buyer's row); otherwise nobody. One agency at
 * most, so an agency buying with its own code is credited once.
 */
export async function creditOfSale(tx: DbOrTx, buyerCredit: Credit | null, sellerCode: string | null): Promise<Credit | null> {
  if (sellerCode !== null) {
    const [row] = await tx
      .select(approvedAgencyTerms)
      .from(users)
      .where(and(eq(users.sellerCode, sellerCode), isApprovedAgency))
    const credit = asCredit(row)
    if (!credit) throw fieldError('sellerCode', 'payment_link.seller_code_unknown')
    return credit
  }
  return buyerCredit
}
