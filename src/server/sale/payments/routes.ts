import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import { paymentsConfigSchema, sandboxPaymentSchema, webhookReceiptSchema } from '../../../domain/answers/orders.ts'
import { type PaymentsConfig, type SandboxPayment, type WebhookReceipt } from '../../../domain/order.ts'
import { UserType } from '../../../domain/session.ts'
import { eq } from 'drizzle-orm'
import { orders } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { publicRoute, requireRole, type AuthEnv } from '../../http/auth-middleware.ts'
import { endpoint } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import type { OrdersContext } from '../orders/context.ts'
import { loadOrder } from '../orders/queries.ts'
import { byCode } from '../orders/routes.ts'
import { waitingBalanceCharge } from '../orders/balance.ts'
import { applyPaymentEvent } from './events.ts'
import { WebhookRejected, WebhookUnknownType } from '../orders/gateway.ts'
import type { SandboxGateway } from './sandbox/gateway.ts'

const tag = 'Payments'
const sandboxAnswer = { 200: json('The webhook status and the order', sandboxPaymentSchema) }

/** /api/payments: the browser's payment settings, the gateway's webhook, and the sandbox control. */
export function paymentRoutes(ctx: OrdersContext & { sandbox: SandboxGateway | null }) {
  const { settings } = ctx
  const routes = new Hono<AuthEnv>()
    .get(
      '/config',
      publicRoute,
      endpoint({ tag, summary: 'How the browser tokenizes a card and follows a status', answers: { 200: json('The configuration', paymentsConfigSchema) } }),
      (c) => {
        const config: PaymentsConfig = {
          gateway: ctx.gateway.name,
          tokenizeUrl: ctx.gateway.name === 'sandbox' ? '/sandbox-gateway/v1/card-tokens' : null,
          publicKey: ctx.gateway.name === 'mercadopago' ? (settings.mercadoPago?.publicKey ?? null) : null,
          sandboxControl: Boolean(ctx.sandbox && settings.sandboxControl),
          firebase: settings.firebase ? { projectId: settings.firebase.projectId, apiKey: settings.firebase.apiKey, authDomain: settings.firebase.authDomain } : null,
        }
        return c.json(config)
      },
    )
    .post(
      '/webhook',
      publicRoute,
      endpoint({
        tag,
        summary: "The gateway's notifications (signed)",
        description: 'Its body is the gateway’s own (Mercado Pago’s or the sandbox’s); an unsigned or mis-signed one is refused.',
        body: v.record(v.string(), v.unknown()),
        answers: { 200: json('Received', webhookReceiptSchema) },
      }),
      bodyLimit({ maxSize: 256 * 1024 }),
      async (c) => {
        const rawBody = await c.req.text()
        let event
        try {
          event = await ctx.gateway.readWebhook({ headers: c.req.raw.headers, rawBody, url: c.req.url, now: ctx.now() })
        } catch (error) {
          if (error instanceof WebhookRejected) throw apiError(error.missing ? 'payment.webhook_signature_missing' : 'payment.webhook_signature')
          if (error instanceof WebhookUnknownType) throw apiError('payment.webhook_unknown_type')
          throw error
        }
        const receipt: WebhookReceipt = { received: true, outcome: event ? await applyPaymentEvent(ctx, event) : 'ignored' }
        return c.json(receipt)
      },
    )
  if (!ctx.sandbox || !settings.sandboxControl) return routes
  const sandbox = ctx.sandbox
  const orderOf = async (code: string) => {
    const [order] = await ctx.db.select().from(orders).where(eq(orders.code, code))
    if (!order) throw apiError('order.not_found')
    return order
  }
  const sandboxPayment = async (orderId: number, delivered: Response): Promise<SandboxPayment> => ({
    webhookStatus: delivered.status,
    order: await loadOrder(ctx.db, orderId, ctx.now()),
  })
  return (
    routes
      .post(
        '/sandbox/orders/:code/pay',
        requireRole(UserType.admin),
        endpoint({ tag, summary: "Sandbox gateway: pays the order's pending Pix or boleto charge (its own, or its balance's)", answers: sandboxAnswer }),
        byCode,
        async (c) => {
          const order = await orderOf(c.req.valid('param').code)
          // The charge waiting now: the order's own, or its balance's (issue 27).
          const balance = order.status === 'paid' ? await waitingBalanceCharge(ctx.db, order.id) : null
          const charge = balance ?? order
          if (charge.method === 'card' || !charge.chargeId) throw apiError('order.not_pending')
          return c.json(await sandboxPayment(order.id, await sandbox.payCharge(charge.chargeId, ctx.now())))
        },
      )
      // The payer's bank takes a paid charge back: the gateway's refund webhook, as a real one sends it.
      .post(
        '/sandbox/orders/:code/charge-back',
        requireRole(UserType.admin),
        endpoint({ tag, summary: 'Sandbox gateway: the bank takes a paid charge back', answers: sandboxAnswer }),
        byCode,
        async (c) => {
          const order = await orderOf(c.req.valid('param').code)
          if (!order.chargeId) throw apiError('order.not_paid')
          return c.json(await sandboxPayment(order.id, await sandbox.chargeBack(order.chargeId, ctx.now())))
        },
      )
  )
}
