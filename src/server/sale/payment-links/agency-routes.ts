import { Hono } from 'hono'
import { createPaymentLinkSchema, paymentLinkListQuerySchema } from '../../../domain/payment-link.ts'
import { UserType } from '../../../domain/session.ts'
import { requireRole, type AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import type { OrdersContext } from '../orders/context.ts'
import { noStore } from '../../http/no-store.ts'
import { requireApprovedAgency } from './approved-agency.ts'
import { cancelPaymentLink, createPaymentLink, listPaymentLinks } from './service.ts'

/**
 * The agency's payment links: /api/agency/payment-links (docs/AGENCIES.md). Only an approved agency
 * makes links; a suspended one still reads its links and sales and may cancel its open links.
 */
export const agencyPaymentLinkRoutes = (ctx: OrdersContext) => {
  const agencyOnly = requireRole(UserType.agency)
  return new Hono<AuthEnv>()
    .use(noStore)
    .post('/', agencyOnly, requireApprovedAgency(ctx.db), async (c) => c.json(await createPaymentLink(ctx, c.get('user').id, await jsonBody(c, createPaymentLinkSchema)), 201))
    .get('/', agencyOnly, async (c) => c.json(await listPaymentLinks(ctx, c.get('user').id, parseOr400(paymentLinkListQuerySchema, c.req.query()))))
    .post('/:token/cancel', agencyOnly, async (c) => c.json(await cancelPaymentLink(ctx, c.get('user').id, c.req.param('token'))))
}
