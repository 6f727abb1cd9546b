import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { adminCancelPaidSchema, cancelOrderSchema } from '../../../domain/admin/order.ts'
import { adminOrderListQuery } from '../../../domain/admin/list-queries.ts'
import { orderCodeSchema } from '../../../domain/order.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { apiError } from '../../http/errors.ts'
import { jsonBody, parseOr400 } from '../../http/validation.ts'
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

/** The order code of the path (with or without its dash, any case); 404 when it cannot be one. */
const codeParam = (c: Context) => {
  const parsed = v.safeParse(orderCodeSchema, c.req.param('code'))
  if (!parsed.success) throw apiError('order.not_found')
  return parsed.output
}

const idParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))

/** /api/admin/orders: every order, its details and payment events; cancel a pending one, refund or cancel a paid one (by its quote or an override), mark an owed refund sent, revoke a guest's link; the trips that have orders and the refunds owed. */
export const adminOrderRoutes = (ctx: SaleContext) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listAdminOrders(ctx.db, parseOr400(adminOrderListQuery, c.req.query()), ctx.now())))
    .get('/trips', async (c) => c.json(await tripsWithOrders(ctx.db)))
    .get('/refunds-owed', async (c) => c.json(await listOwedRefunds(ctx.db)))
    .get('/:code', async (c) => c.json(await getAdminOrder(ctx, codeParam(c))))
    .post('/:code/cancel', async (c) => {
      const code = codeParam(c)
      const { note } = await jsonBody(c, cancelOrderSchema)
      return c.json(await cancelPendingOrder(ctx, c.get('user').id, code, note))
    })
    .post('/:code/refund', async (c) => {
      const code = codeParam(c)
      const { note } = await jsonBody(c, cancelOrderSchema)
      return c.json(await refundPaidOrder(ctx, c.get('user').id, code, note))
    })
    .get('/:code/cancellation', async (c) => c.json(await quoteCancellation(ctx, null, codeParam(c))))
    .post('/:code/cancellation', async (c) => {
      const code = codeParam(c)
      const input = await jsonBody(c, adminCancelPaidSchema)
      return c.json(await cancelPaidOrderAsAdmin(ctx, c.get('user').id, code, input))
    })
    .post('/:code/refunds/:id/sent', async (c) => {
      const code = codeParam(c)
      const id = v.safeParse(idParam, c.req.param('id'))
      if (!id.success) throw apiError('order.refund_not_found')
      const { note } = await jsonBody(c, cancelOrderSchema)
      return c.json(await markRefundSent(ctx, c.get('user').id, code, id.output, note))
    })
    .post('/:code/revoke-guest-link', async (c) => c.json(await revokeGuestLink(ctx, c.get('user').id, codeParam(c))))
