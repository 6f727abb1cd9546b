import { Hono } from 'hono'
import * as v from 'valibot'
import { linkCanceledSchema, paymentLinkPageSchema, paymentLinkSchema } from '../../../domain/answers/payment-links.ts'
import { createPaymentLinkSchema, paymentLinkListQuerySchema } from '../../../domain/payment-link.ts'
import { UserType } from '../../../domain/session.ts'
import { requireRole, type AuthEnv } from '../../http/auth-middleware.ts'
import { apiError } from '../../http/errors.ts'
import { noStore } from '../../http/no-store.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json, tokenPathParam } from '../../openapi/operation.ts'
import type { OrdersContext } from '../orders/context.ts'
import { requireApprovedAgency } from './approved-agency.ts'
import { cancelPaymentLink, createPaymentLink, listPaymentLinks } from './service.ts'

const tag = 'Agency'

/** A link's token in the path; one that cannot be a token names no link. */
export const byToken = input('param', v.object({ token: tokenPathParam }), () => apiError('payment_link.not_found'))

/**
 * The agency's payment links: /api/agency/payment-links (docs/AGENCIES.md). Only an approved agency
 * makes links; a suspended one still reads its links and sales and may cancel its open links.
 */
export const agencyPaymentLinkRoutes = (ctx: OrdersContext) => {
  const agencyOnly = requireRole(UserType.agency)
  return new Hono<AuthEnv>()
    .use(noStore)
    .post(
      '/',
      agencyOnly,
      requireApprovedAgency(ctx.db),
      endpoint({ tag, summary: 'Makes a payment link at the price of the day', answers: { 201: json('The link', paymentLinkSchema) } }),
      input('json', createPaymentLinkSchema),
      async (c) => c.json(await createPaymentLink(ctx, c.get('user').id, c.req.valid('json')), 201),
    )
    .get(
      '/',
      agencyOnly,
      endpoint({ tag, summary: "The agency's links", answers: { 200: json('A page of links', paymentLinkPageSchema) } }),
      input('query', paymentLinkListQuerySchema),
      async (c) => c.json(await listPaymentLinks(ctx, c.get('user').id, c.req.valid('query'))),
    )
    .post('/:token/cancel', agencyOnly, endpoint({ tag, summary: 'Cancels an open link', answers: { 200: json('Canceled', linkCanceledSchema) } }), byToken, async (c) =>
      c.json(await cancelPaymentLink(ctx, c.get('user').id, c.req.valid('param').token)),
    )
}
