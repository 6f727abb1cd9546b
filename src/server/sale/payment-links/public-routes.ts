import { Hono } from 'hono'
import { guestCreditSchema, guestOrderPlacedSchema, publicPaymentLinkSchema } from '../../../domain/answers/payment-links.ts'
import type { Order } from '../../../domain/order.ts'
import { guestCreditCheckSchema, placeLinkOrderSchema, type GuestCredit, type GuestOrderPlaced } from '../../../domain/payment-link.ts'
import { publicRoute } from '../../http/auth-middleware.ts'
import type { OrdersContext } from '../orders/context.ts'
import { orderIdempotencyKey } from '../orders/idempotency-key.ts'
import { noStore } from '../../http/no-store.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { idempotencyKeyHeader, json } from '../../openapi/operation.ts'
import { placeOrder } from '../orders/service.ts'
import { guestCreditOf } from '../orders/travel-credits.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { mailLocale, type MailLocale } from '../../mail/templates/locale.ts'
import { guestAccessToken } from './access-token.ts'
import { byToken } from './agency-routes.ts'
import { mailGuestOrder } from './guest-mails.ts'
import { linkChannel } from './link-checkout.ts'
import { onLinkError } from './link-closed.ts'
import { publicPaymentLink } from './public-service.ts'
import { logger } from '../../observability/logger.ts'
import { clientIp } from '../../auth/client-ip.ts'
import { rateLimiter, RateLimitedError, type RateLimitRule } from '../../rate-limit/limiter.ts'

/**
 * Mails to an address a stranger typed (issue 25, finding 9): a placed link order mails its payer,
 * so one IP and one recipient get only so many of them; past either, the order still goes through
 * and its page and access link are in the answer, only the mail is not sent.
 */
export const guestMailsPerIp: RateLimitRule = { name: 'guest-mail-ip', limit: 20, windowMs: 60 * 60_000 }
export const guestMailsPerRecipient: RateLimitRule = { name: 'guest-mail-to', limit: 5, windowMs: 60 * 60_000 }
/** A credit code checked and not found counts against the IP: guessing pairs of a code and an email stops there (found ones count nowhere). */
export const guestCreditMissesPerIp: RateLimitRule = { name: 'guest-credit-ip', limit: 20, windowMs: 60 * 60_000 }

const tag = 'Payment links'

/** The answer of a guest's order: the checkout's Order plus the token that opens it. */
export type GuestOrder = Order & GuestOrderPlaced

/** The buyer's side of a payment link, no account needed: /api/payment-links (docs/AGENCIES.md), and a guest's credit checked before paying (docs/PAYMENTS.md, "Credit"). */
export const publicPaymentLinkRoutes = (ctx: OrdersContext, mailer: Mailer) => {
  // A paid order's mail goes out from the live sink (payment-links/guest-mails.ts); a refused one gets none.
  const limiter = rateLimiter(ctx.db, ctx.now)
  const mailPlaced = async (code: string, locale: MailLocale, ip: string, recipient: string) => {
    try {
      await limiter.reserve([
        [guestMailsPerIp, ip],
        [guestMailsPerRecipient, recipient.toLowerCase()],
      ])
    } catch (error) {
      if (error instanceof RateLimitedError) return logger().warn({ order: code }, 'A guest order mail was not sent: past its rate limit')
      throw error
    }
    await mailGuestOrder({ db: ctx.db, mailer, publicUrl: ctx.settings.publicUrl }, code, 'placed', locale).catch((error: unknown) =>
      logger().error({ err: error, order: code }, 'The mail of a guest order failed'),
    )
  }
  return new Hono()
    .use(noStore)
    .get(
      '/:token',
      publicRoute,
      endpoint({ tag, summary: 'What a link sells (no account needed)', answers: { 200: json('The link', publicPaymentLinkSchema) } }),
      byToken,
      async (c) => c.json(await publicPaymentLink(ctx.db, c.req.valid('param').token, ctx.now())),
    )
    .post(
      '/:token/credit',
      publicRoute,
      endpoint({
        tag,
        summary: "A guest's credit checked before paying: what it can pay",
        description:
          "The credit must be the payer email's, unexpired and not used up: otherwise a 400 on `code` (`order.credit_unknown`), alike for each. 20 codes not found per IP and hour, then 429 (`auth.rate_limited`).",
        answers: { 200: json('The credit', guestCreditSchema) },
      }),
      byToken,
      input('json', guestCreditCheckSchema),
      async (c) => {
        const { code, email } = c.req.valid('json')
        await publicPaymentLink(ctx.db, c.req.valid('param').token, ctx.now())
        const { release } = await limiter.reserve([[guestCreditMissesPerIp, clientIp(c, ctx.trustProxy)]])
        const credit = await guestCreditOf(ctx.db, code, email, ctx.now())
        await release()
        return c.json(credit satisfies GuestCredit)
      },
    )
    .post(
      '/:token/orders',
      publicRoute,
      endpoint({
        tag,
        summary: "A guest pays a link: the order and the guest's access token",
        headers: idempotencyKeyHeader,
        answers: { 201: json('The order, placed', guestOrderPlacedSchema), 200: json('The order the same Idempotency-Key placed before', guestOrderPlacedSchema) },
      }),
      byToken,
      orderIdempotencyKey,
      input('json', placeLinkOrderSchema),
      async (c) => {
        const placing = c.req.valid('json')
        const { order, created } = await placeOrder(ctx, linkChannel(ctx, c.req.valid('param').token, placing), c.get('idempotencyKey'), placing)
        if (created && order.status === 'pending') await mailPlaced(order.code, mailLocale(c.req.header('Accept-Language')), clientIp(c, ctx.trustProxy), placing.payer.email)
        if (!created) c.header('Idempotent-Replayed', 'true')
        return c.json({ ...order, accessToken: await guestAccessToken(ctx.db, order.code) } satisfies GuestOrder, created ? 201 : 200)
      },
    )
    .onError(onLinkError)
}
