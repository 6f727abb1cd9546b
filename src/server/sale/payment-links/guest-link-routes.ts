import { Hono } from 'hono'
import { clientIp } from '../../auth/client-ip.ts'
import { publicRoute } from '../../http/auth-middleware.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { mailLocale } from '../../mail/templates/locale.ts'
import { endpoint } from '../../openapi/endpoint.ts'
import { noContent } from '../../openapi/operation.ts'
import { guestAccessByToken, renewGuestAccess } from './guest-access.ts'
import { mailGuestOrder } from './guest-mails.ts'
import { rateLimiter, type RateLimitRule } from '../../rate-limit/limiter.ts'
import type { OrdersContext } from '../orders/context.ts'
import { byCode } from '../orders/routes.ts'
import { guestKeyOf } from './external-routes.ts'

const hour = 60 * 60_000

/** Each new link is a mail to the payer: a few an hour per order, and per IP across orders (docs/DECISIONS.md). */
export const guestLinkLimits = {
  perIp: { name: 'guest-link:ip', limit: 10, windowMs: hour },
  perOrder: { name: 'guest-link:order', limit: 3, windowMs: hour },
} satisfies Record<string, RateLimitRule>

/**
 * POST /api/external-orders/{code}/access-link: the holder of the order's current token, expired
 * or revoked as it may be, gets a new link mailed to the payer's address (never shown to the
 * caller). The token rotates: the older link stops opening the order.
 */
export const guestLinkRoutes = (ctx: OrdersContext, mailer: Mailer) => {
  const limiter = rateLimiter(ctx.db, ctx.now)
  const declaration = endpoint({
    tag: 'Guest orders',
    summary: "Mails a new link to the order to its payer's email; the older link stops opening it",
    description: 'With the current access token, even expired or revoked (a 410 elsewhere). Limited per IP and per order (429 with Retry-After).',
    answers: { 204: noContent },
    guestAccessToken: true,
  })
  return new Hono().post('/:code/access-link', publicRoute, declaration, byCode, async (c) => {
    await limiter.consume(guestLinkLimits.perIp, clientIp(c, ctx.trustProxy))
    const { code, token } = guestKeyOf(c)
    const access = await guestAccessByToken(ctx.db, code, token)
    await limiter.consume(guestLinkLimits.perOrder, String(access.orderId))
    await renewGuestAccess(ctx.db, access, ctx.now())
    await mailGuestOrder({ db: ctx.db, mailer, publicUrl: ctx.settings.publicUrl }, code, 'newLink', mailLocale(c.req.header('Accept-Language')))
    return c.body(null, 204)
  })
}
