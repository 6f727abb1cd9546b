import { Hono } from 'hono'
import * as v from 'valibot'
import { adminCancelPaidSchema, cancelOrderSchema } from '../../../domain/admin/order.ts'
import { adminOrderListQuery } from '../../../domain/admin/list-queries.ts'
import { adminOrderPageSchema, adminOrderSchema, owedRefundsSchema, tripsWithOrdersSchema } from '../../../domain/answers/admin-orders.ts'
import { cancellationQuoteSchema } from '../../../domain/answers/orders.ts'
import { orderCodeSchema } from '../../../domain/order.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { apiError } from '../../http/errors.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import type { SaleContext } from '../../sale/context.ts'
import { cancelPendingOrder } from './cancel.ts'
import { cancelPaidOrderAsAdmin } from './cancel-paid.ts'
import { quoteCancellation } from '../../sale/orders/cancellation.ts'
import { getAdminOrder } from './details.ts'
import { refundPaidOrder } from './refund.ts'
import { listOwedRefunds, markRefundSent } from './refunds-owed.ts'
import { revokeGuestLink } from './revoke-guest-link.ts'
import { listAdminOrders } from './list.ts'
import { tripsWithOrders } from './trips.ts'

const tag = 'Admin: orders'

/** The order code of the path (with or without its dash, any case); 404 when it cannot be one. */
const byCode = input('param', v.object({ code: orderCodeSchema }), () => apiError('order.not_found'))

/** An owed refund's id beside its order's code: a code that cannot be one is the order's 404, an id the refund's. */
const byCodeAndRefund = input('param', v.object({ code: orderCodeSchema, id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) }), (c) =>
  v.is(orderCodeSchema, c.req.param('code')) ? apiError('order.refund_not_found') : apiError('order.not_found'),
)

const noteBody = input('json', cancelOrderSchema)

/** /api/admin/orders: every order, its details and payment events; cancel a pending one, refund or cancel a paid one (by its quote or an override), mark an owed refund sent, revoke a guest's link; the trips that have orders and the refunds owed. */
export const adminOrderRoutes = (ctx: SaleContext) =>
  new Hono<AuthEnv>()
    .get('/', endpoint({ tag, summary: 'Lists orders', answers: { 200: json('A page', adminOrderPageSchema) } }), input('query', adminOrderListQuery), async (c) =>
      c.json(await listAdminOrders(ctx.db, c.req.valid('query'), ctx.now())),
    )
    .get('/trips', endpoint({ tag, summary: 'The trips that have orders (the list filter)', answers: { 200: json('Trips', tripsWithOrdersSchema) } }), async (c) =>
      c.json(await tripsWithOrders(ctx.db)),
    )
    .get(
      '/refunds-owed',
      endpoint({
        tag,
        summary: "The refunds still to send by hand: a boleto's to the buyer's Pix key, or one the gateway refused",
        answers: { 200: json('Oldest first', owedRefundsSchema) },
      }),
      async (c) => c.json(await listOwedRefunds(ctx.db)),
    )
    .get('/:code', endpoint({ tag, summary: 'One order with its payment events', answers: { 200: json('The order', adminOrderSchema) } }), byCode, async (c) =>
      c.json(await getAdminOrder(ctx, c.req.valid('param').code)),
    )
    .post('/:code/cancel', endpoint({ tag, summary: 'Cancels a pending order', answers: { 200: json('The order', adminOrderSchema) } }), byCode, noteBody, async (c) =>
      c.json(await cancelPendingOrder(ctx, c.get('user').id, c.req.valid('param').code, c.req.valid('json').note)),
    )
    .post(
      '/:code/refund',
      endpoint({ tag, summary: 'Refunds a paid order through the gateway', answers: { 200: json('The order', adminOrderSchema) } }),
      byCode,
      noteBody,
      async (c) => c.json(await refundPaidOrder(ctx, c.get('user').id, c.req.valid('param').code, c.req.valid('json').note)),
    )
    .get(
      '/:code/cancellation',
      endpoint({
        tag,
        summary: "What cancelling a paid order would give back by its trip's policy (the buyer's quote)",
        answers: { 200: json('The quote', cancellationQuoteSchema) },
      }),
      byCode,
      async (c) => c.json(await quoteCancellation(ctx, null, c.req.valid('param').code)),
    )
    .post(
      '/:code/cancellation',
      endpoint({
        tag,
        summary: "Cancels a paid trip order by the policy's quote, or with a refund of the admin's own (`refundCents`, the rest kept; `note` required); audited",
        answers: { 200: json('The order', adminOrderSchema) },
      }),
      byCode,
      input('json', adminCancelPaidSchema),
      async (c) => c.json(await cancelPaidOrderAsAdmin(ctx, c.get('user').id, c.req.valid('param').code, c.req.valid('json'))),
    )
    .post(
      '/:code/refunds/:id/sent',
      endpoint({
        tag,
        summary: 'Marks an owed refund sent (the admin sent it by hand); 409 when it was already',
        answers: { 200: json('The order', adminOrderSchema) },
      }),
      byCodeAndRefund,
      noteBody,
      async (c) => {
        const { code, id } = c.req.valid('param')
        return c.json(await markRefundSent(ctx, c.get('user').id, code, id, c.req.valid('json').note))
      },
    )
    .post(
      '/:code/revoke-guest-link',
      endpoint({
        tag,
        summary: "Revokes a guest order's link: only a new one the guest asks for, mailed to the payer, opens it again",
        answers: { 200: json('The order', adminOrderSchema) },
      }),
      byCode,
      async (c) => c.json(await revokeGuestLink(ctx, c.get('user').id, c.req.valid('param').code)),
    )
