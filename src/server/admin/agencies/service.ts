import type { DbOrTx } from '../../db/client.ts'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { type AdminAgency, type AgencyTerms } from '../../../domain/admin/agency.ts'
import { type AgencyStatus } from '../../../domain/admin/list-queries.ts'
import type { AdminListQuery } from '../../../domain/admin/list.ts'
import type { Page } from '../../../domain/query-params.ts'
import { UserType } from '../../../domain/session.ts'
import type { AuthContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { users } from '../../db/schema/index.ts'
import { apiError, apiErrorOnField } from '../../http/errors.ts'
import { agencyApprovedMail } from '../../mail/templates/agency-mails.ts'
import { recordAudit } from '../audit.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../list-query.ts'
import { ordersOfUser, withoutCpfMasks } from '../users/service.ts'
import { logger } from '../../observability/logger.ts'

const columns = {
  id: users.id,
  name: users.firstName,
  email: users.email,
  cpf: users.cpf,
  approvedAt: users.approvedAt,
  commissionBasisPoints: users.commissionBasisPoints,
  sellerCode: users.sellerCode,
  orders: ordersOfUser,
  createdAt: users.createdAt,
}

type AgencyRow = Omit<AdminAgency, 'approvedAt' | 'createdAt'> & { approvedAt: Date | null; createdAt: Date }

const toAgency = (row: AgencyRow): AdminAgency => ({ ...row, approvedAt: row.approvedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() })

const missing = (id: number) => apiError('agency.not_found', { id })
const sellerCodeTaken = () => apiErrorOnField('sellerCode', 'agency.seller_code_taken')

type AgencyListQuery = AdminListQuery<'name' | 'email' | 'createdAt' | 'orders'> & { status?: AgencyStatus }

export async function listAgencies(db: Db, query: AgencyListQuery): Promise<Page<AdminAgency>> {
  const status = query.status === 'pending' ? isNull(users.approvedAt) : query.status === 'approved' ? isNotNull(users.approvedAt) : undefined
  const where = and(eq(users.type, UserType.agency), status, ...textSearch(withoutCpfMasks(query.q), [users.firstName, users.email, users.cpf, users.sellerCode]))
  const rows = await db
    .select({ ...columns, total: windowTotal })
    .from(users)
    .where(where)
    .orderBy(...orderByOf(query.sort, '-createdAt', { name: users.firstName, email: users.email, createdAt: users.createdAt, orders: ordersOfUser }, users.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return toPage(
    query,
    rows,
    ({ total: _, ...row }) => toAgency(row),
    () => db.$count(users, where),
  )
}

const auditedTerms = (row: AgencyRow) => ({ approved: row.approvedAt !== null, commissionBasisPoints: row.commissionBasisPoints, sellerCode: row.sellerCode })

async function lockedAgency(tx: DbOrTx, id: number): Promise<AgencyRow> {
  const [row] = await tx
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, UserType.agency)))
    .for('update')
  if (!row) throw missing(id)
  return row
}

/**
 * Sets the agency's terms: approval (kept from its first day while it stays approved; cleared by a
 * suspension), commission and seller code (unique: 409). An agency that becomes approved gets a
 * mail with its terms, once the change is saved.
 */
export async function updateAgencyTerms(ctx: AuthContext, actorId: number, id: number, terms: AgencyTerms): Promise<AdminAgency> {
  const now = ctx.now()
  const { agency, approvedNow } = await ctx.db
    .transaction(async (tx) => {
      const before = await lockedAgency(tx, id)
      await tx
        .update(users)
        .set({
          approvedAt: terms.approved ? (before.approvedAt ?? now) : null,
          commissionBasisPoints: terms.commissionBasisPoints,
          sellerCode: terms.sellerCode,
          updatedAt: now,
        })
        .where(eq(users.id, id))
      const after = await lockedAgency(tx, id)
      await recordAudit(tx, { actorId, entity: 'agency', entityId: id, action: 'update', before: auditedTerms(before), after: auditedTerms(after) }, now)
      return { agency: toAgency(after), approvedNow: before.approvedAt === null && after.approvedAt !== null }
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? sellerCodeTaken() : error
    })
  if (approvedNow) await mailApproval(ctx, agency)
  return agency
}

/**
 * In pt-BR: the account keeps no language of its own. The approval stands even when the mail
 * cannot go (the agency sees it in its account), so a failure is only logged.
 */
async function mailApproval(ctx: AuthContext, agency: AdminAgency) {
  const content = agencyApprovedMail['pt-BR']({
    name: agency.name,
    commissionBasisPoints: agency.commissionBasisPoints!,
    sellerCode: agency.sellerCode!,
    link: `${ctx.settings.publicUrl}/user/profile`,
  })
  try {
    await ctx.mailer.send({ to: agency.email, ...content })
  } catch (error) {
    logger().warn({ err: error, agencyId: agency.id }, 'The approval mail to an agency was not sent')
  }
}
