import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { orderCodeSchema } from '../../../domain/order.ts'
import { publicRoute } from '../../http/auth-middleware.ts'
import { apiError } from '../../http/errors.ts'
import { openGuestAccess } from './guest-access.ts'
import type { OrdersContext } from '../orders/context.ts'
import { orderReadRoutes, type OrderAccess } from '../orders/routes.ts'

/** The path's order code and the bearer token; 404 without either, as for a wrong token. */
export function guestKeyOf(c: Context): { code: string; token: string } {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1]
  const code = v.safeParse(orderCodeSchema, c.req.param('code'))
  if (!token || !code.success) throw apiError('order.not_found')
  return { code: code.output, token }
}

/**
 * The order's access token (Authorization: Bearer) must be the current one of the code in the
 * path. A wrong one is a 404, never a 401 or 403: the answer does not confirm that the code
 * exists; a revoked or expired one a 410 (its holder may ask for a new link: guest-link-routes.ts).
 */
const guestToken = (ctx: OrdersContext) =>
  createMiddleware(async (c, next) => {
    const { code, token } = guestKeyOf(c)
    await openGuestAccess(ctx.db, code, token, ctx.now())
    await next()
  })

export const guestOrderAccess = (ctx: OrdersContext): OrderAccess => ({
  basePath: '/api/external-orders',
  // Public to the route matrix: the access token is the key, checked by the guard.
  declared: publicRoute,
  guard: guestToken(ctx),
  ownerOf: () => ({ kind: 'guest' }),
  purposes: { events: 'guest-events', boletoPdf: 'guest-boleto-pdf' },
  ticketSubject: () => 0,
  ownerOfTicket: () => ({ kind: 'guest' }),
  ticketSession: () => null,
  contract: { tag: 'Guest orders', who: 'bought through a payment link', whose: 'a guest’s', guestAccessToken: true },
})

/** A guest's order bought through a payment link: /api/external-orders/{code}, answering as /api/me/orders/{code} does. */
export const externalOrderRoutes = (ctx: OrdersContext) => orderReadRoutes(ctx, guestOrderAccess(ctx))
