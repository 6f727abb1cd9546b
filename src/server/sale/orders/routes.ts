import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import {
  boletoChargeSchema,
  cancellationQuoteSchema,
  eventsTicketSchema,
  firebaseTokenSchema,
  orderListSchema,
  orderSchema,
  pixChargeSchema,
} from '../../../domain/answers/orders.ts'
import { orderCodeSchema, payBalanceSchema, placeOrderSchema, type BoletoCharge, type EventsTicket, type PixCharge } from '../../../domain/order.ts'
import { apiError } from '../../http/errors.ts'
import { requireUser, type AuthEnv } from '../../http/auth-middleware.ts'
import type { OrdersContext } from './context.ts'
import { boletoPdf, pixQrDataUrl } from './documents.ts'
import { refreshExpiry } from './expiry.ts'
import { orderIdempotencyKey } from './idempotency-key.ts'
import { findOrderRowOf, historyOf, listOwnOrders, toOrder, type OrderOwner, type OrderRow } from './queries.ts'
import { payBalance, waitingBalanceCharge } from './balance.ts'
import { cancelPaidOrder, quoteCancellation } from './cancellation.ts'
import { cancelOrderRequestSchema } from '../../../domain/cancellation.ts'
import { placeOrder, userChannel } from './service.ts'
import { orderMoneyOf } from './order-money.ts'
import { isLiveSession } from '../../auth/sessions.ts'
import { issueTicket, readTicket, type TicketPurpose } from './tickets.ts'
import { logger } from '../../observability/logger.ts'
import { noStore } from '../../http/no-store.ts'
import { endpoint, input, type EndpointDeclaration } from '../../openapi/endpoint.ts'
import { idempotencyKeyHeader, json } from '../../openapi/operation.ts'

const tag = 'Orders'

/** POST /api/orders. */
export const orderRoutes = (ctx: OrdersContext) =>
  new Hono<AuthEnv>().use(noStore).post(
    '/',
    requireUser,
    endpoint({
      tag,
      summary: 'Places an order for a trip option or a product',
      headers: idempotencyKeyHeader,
      answers: { 201: json('The order, placed', orderSchema), 200: json('The order the same Idempotency-Key placed before (Idempotent-Replayed: true)', orderSchema) },
    }),
    orderIdempotencyKey,
    input('json', placeOrderSchema),
    async (c) => {
      const placing = c.req.valid('json')
      const { order, created } = await placeOrder(ctx, userChannel(c.get('user').id, placing), c.get('idempotencyKey'), placing)
      if (!created) c.header('Idempotent-Replayed', 'true')
      return c.json(order, created ? 201 : 200)
    },
  )

/** The order code of the path; a code that cannot be one is a 404, as an unknown one is. */
export const byCode = input('param', v.object({ code: orderCodeSchema }), () => apiError('order.not_found'))
const ticketQuery = input('query', v.object({ ticket: v.optional(v.string()) }))
const ticketNote = 'Without the bearer token, a `?ticket=` from the ticket route opens it (a browser link or an EventSource cannot send headers).'

export const codeOf = (c: Context) => {
  const parsed = v.safeParse(orderCodeSchema, c.req.param('code'))
  if (!parsed.success) throw apiError('order.not_found')
  return parsed.output
}

const passThrough = createMiddleware(async (_c, next) => {
  await next()
})

/**
 * How a family of order routes finds the caller's order: the signed-in owner's (/api/me/orders)
 * or a guest's by its access token (/api/external-orders). Both answer alike.
 */
export interface OrderAccess {
  /** Where the routes are mounted: the URLs of tickets start with it. */
  basePath: string
  /** What the route matrix reads: requireUser, or publicRoute when the access token is the key. */
  declared: MiddlewareHandler
  /** Checks the caller may read the order of the path (after `declared`); 404 when not, never confirming the code exists. */
  guard: MiddlewareHandler
  ownerOf(c: Context): OrderOwner
  purposes: { events: TicketPurpose; boletoPdf: TicketPurpose }
  /** The user id a ticket names (0 for a guest), and back. */
  ticketSubject(owner: OrderOwner): number
  ownerOfTicket(subject: number): OrderOwner
  /** The session a ticket dies with: the caller's, or none for a guest. */
  ticketSession(c: Context): number | null
  /** How the contract names these routes: their tag, whose order it is ("One order …", "… trip order"), and whether the bearer is a guest order's token. */
  contract: { tag: string; who: string; whose: string; guestAccessToken?: true }
}

export const userOrderAccess: OrderAccess = {
  basePath: '/api/me/orders',
  declared: requireUser,
  guard: passThrough,
  ownerOf: (c) => ({ kind: 'user', userId: (c as Context<AuthEnv>).get('user').id }),
  purposes: { events: 'events', boletoPdf: 'boleto-pdf' },
  ticketSubject: (owner) => (owner.kind === 'user' ? owner.userId : 0),
  ownerOfTicket: (userId) => ({ kind: 'user', userId }),
  ticketSession: (c) => (c as Context<AuthEnv>).get('user').sessionId,
  contract: { tag, who: 'of the caller', whose: "the caller's" },
}

/** The caller's order by the code in the path, expired first if its time ran out; 404 for anyone else's. */
async function ownOrder(ctx: OrdersContext, owner: OrderOwner, code: string) {
  const found = await findOrderRowOf(ctx.db, owner, code)
  if (!found) throw apiError('order.not_found')
  return { row: await refreshExpiry(ctx, found.order), trip: found.trip, agencyName: found.agencyName, money: found.money }
}

/**
 * What the buyer is asked to pay now, in the order's shape: the order's own charge while it is
 * pending, else its balance's waiting charge (issue 27), else the order's first charge as it was.
 */
async function payableOf(ctx: OrdersContext, row: OrderRow): Promise<OrderRow> {
  const balance = row.status === 'paid' ? await waitingBalanceCharge(ctx.db, row.id) : null
  if (!balance) return row
  const { method, pixPayload, boletoSlips, boletoUrl, expiresAt } = balance
  const lapsed = expiresAt !== null && expiresAt.getTime() <= ctx.now().getTime()
  return { ...row, method, pixPayload, boletoSlips, boletoUrl, expiresAt, ...(lapsed ? { status: 'canceled', statusReason: 'expired' } : { status: 'pending' }) }
}

async function sendBoletoPdf(c: Context, ctx: OrdersContext, owner: OrderOwner, code: string) {
  const row = await payableOf(ctx, (await ownOrder(ctx, owner, code)).row)
  if (row.method !== 'boleto') throw apiError('order.not_boleto')
  if (!row.boletoSlips?.length) throw apiError('order.boleto_pdf_unavailable')
  const pdf = await boletoPdf(row, ctx.settings.merchant.name).catch((error: unknown) => {
    logger().error({ err: error, order: row.code }, 'A boleto PDF failed')
    throw apiError('order.boleto_pdf_unavailable')
  })
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="boleto-${row.code}.pdf"`,
    'Cache-Control': 'private, no-store',
  })
}

/**
 * A route a browser opens without our headers (EventSource, a PDF link) may carry a signed
 * `?ticket=` instead of the bearer token; without one it goes on to the access's guard.
 */
const orTicket = (
  ctx: OrdersContext,
  access: OrderAccess,
  purpose: TicketPurpose,
  handler: (c: Context, owner: OrderOwner, code: string, sessionId: number | null) => Promise<Response> | Response,
) =>
  createMiddleware(async (c, next) => {
    const ticket = c.req.query('ticket')
    if (ticket === undefined) return next()
    const code = codeOf(c)
    const holder = readTicket(await ctx.ticketSecret(), ticket, purpose, code, ctx.now())
    if (holder === null) throw apiError('order.ticket_invalid')
    if (holder.sessionId !== null && !(await isLiveSession(ctx.db, holder.sessionId, ctx.now()))) throw apiError('order.ticket_invalid')
    return handler(c, access.ownerOfTicket(holder.userId), code, holder.sessionId)
  })

/** The stream lives as long as the session it was opened in: the ticket's, or the bearer's. */
const streamEvents = (ctx: OrdersContext) => async (c: Context, owner: OrderOwner, code: string, sessionId: number | null) => {
  await ownOrder(ctx, owner, code)
  const reread = async () => {
    const found = await findOrderRowOf(ctx.db, owner, code)
    return found ? refreshExpiry(ctx, found.order) : null
  }
  return ctx.streamEvents(c, { code, holder: owner.kind === 'user' ? `user:${owner.userId}` : `guest:${code}`, reread, sessionId })
}

/** A route of one order's family declared with the family's tag and bearer (the owner's session, or the guest's token). */
export const orderEndpoint =
  ({ contract: { tag, guestAccessToken } }: OrderAccess) =>
  (declaration: Omit<EndpointDeclaration, 'tag' | 'guestAccessToken'>) =>
    endpoint({ tag, ...declaration, ...(guestAccessToken && { guestAccessToken }) })

/** One order of the caller: its details, Pix, boleto, boleto PDF, live status, its balance's payment and its cancellation, as `access` finds it. */
export const orderReadRoutes = (ctx: OrdersContext, access: OrderAccess) => {
  const { who } = access.contract
  const declare = orderEndpoint(access)
  return new Hono<AuthEnv>()
    .get('/:code', noStore, access.declared, access.guard, declare({ summary: `One order ${who}`, answers: { 200: json('The order', orderSchema) } }), byCode, async (c) => {
      const { row, trip, agencyName, money } = await ownOrder(ctx, access.ownerOf(c), c.req.valid('param').code)
      return c.json(toOrder(row, trip, orderMoneyOf(row, money, ctx.now()), await historyOf(ctx.db, row.id), agencyName))
    })
    .get(
      '/:code/pix',
      noStore,
      access.declared,
      access.guard,
      declare({ summary: "A pending Pix order's code and QR", answers: { 200: json('The Pix charge', pixChargeSchema) } }),
      byCode,
      async (c) => {
        const row = await payableOf(ctx, (await ownOrder(ctx, access.ownerOf(c), c.req.valid('param').code)).row)
        if (row.method !== 'pix') throw apiError('order.not_pix')
        if (row.status === 'canceled' && row.statusReason === 'expired') throw apiError('order.pix_expired')
        if (row.status !== 'pending') throw apiError('order.not_pending')
        if (!row.pixPayload || !row.expiresAt) throw apiError('order.pix_unavailable')
        return c.json({ payload: row.pixPayload, qrCode: await pixQrDataUrl(row.pixPayload), expiresAt: row.expiresAt.toISOString() } satisfies PixCharge)
      },
    )
    .get(
      '/:code/boleto',
      noStore,
      access.declared,
      access.guard,
      declare({ summary: "A boleto order's slips", answers: { 200: json('The bank slips', boletoChargeSchema) } }),
      byCode,
      async (c) => {
        const owner = access.ownerOf(c)
        const row = await payableOf(ctx, (await ownOrder(ctx, owner, c.req.valid('param').code)).row)
        if (row.method !== 'boleto') throw apiError('order.not_boleto')
        const first = row.boletoSlips?.[0]
        if (!first) throw apiError('order.boleto_pdf_unavailable')
        const holder = { userId: access.ticketSubject(owner), sessionId: access.ticketSession(c) }
        const { ticket } = issueTicket(await ctx.ticketSecret(), access.purposes.boletoPdf, holder, row.code, ctx.now())
        const pdfUrl = row.boletoUrl ?? `${access.basePath}/${row.code}/boleto/pdf?ticket=${encodeURIComponent(ticket)}`
        return c.json({ digitableLine: first.digitableLine, barcode: first.barcode, pdfUrl, dueDate: first.dueDate, slips: row.boletoSlips ?? [] } satisfies BoletoCharge)
      },
    )
    .get(
      '/:code/boleto/pdf',
      declare({ summary: 'The bank slips as a PDF', description: ticketNote, answers: { 200: { description: 'A PDF', contentType: 'application/pdf' } } }),
      ticketQuery,
      orTicket(ctx, access, access.purposes.boletoPdf, (c, owner, code) => sendBoletoPdf(c, ctx, owner, code)),
      access.declared,
      access.guard,
      byCode,
      (c) => sendBoletoPdf(c, ctx, access.ownerOf(c), c.req.valid('param').code),
    )
    .post(
      '/:code/events/ticket',
      noStore,
      access.declared,
      access.guard,
      declare({ summary: 'A short-lived ticket for the live status stream', answers: { 200: json('The ticket and the URL to open', eventsTicketSchema) } }),
      byCode,
      async (c) => {
        const owner = access.ownerOf(c)
        const { row } = await ownOrder(ctx, owner, c.req.valid('param').code)
        const holder = { userId: access.ticketSubject(owner), sessionId: access.ticketSession(c) }
        const { ticket, expiresAt } = issueTicket(await ctx.ticketSecret(), access.purposes.events, holder, row.code, ctx.now())
        const url = `${access.basePath}/${row.code}/events?ticket=${encodeURIComponent(ticket)}`
        return c.json({ ticket, url, expiresAt: expiresAt.toISOString() } satisfies EventsTicket)
      },
    )
    .get(
      '/:code/events',
      declare({
        summary: "The order's status as it changes (server-sent events)",
        description: ticketNote,
        answers: { 200: { description: '`status` events, each an OrderStatusEvent', contentType: 'text/event-stream' } },
      }),
      ticketQuery,
      orTicket(ctx, access, access.purposes.events, streamEvents(ctx)),
      access.declared,
      access.guard,
      byCode,
      (c) => streamEvents(ctx)(c, access.ownerOf(c), c.req.valid('param').code, access.ticketSession(c)),
    )
    .post(
      '/:code/balance',
      noStore,
      access.declared,
      access.guard,
      declare({
        summary: "Pays a paid deposit order's balance (Pix, boleto or card)",
        description:
          'Its Pix and boleto are then at `/pix` and `/boleto`; the sandbox control pays it like any pending charge. 409 when there is no balance to pay, or one payment of it already waits.',
        headers: idempotencyKeyHeader,
        answers: {
          201: json("The order, its balance's payment asked", orderSchema),
          200: json('The order as the same Idempotency-Key left it (Idempotent-Replayed: true)', orderSchema),
        },
      }),
      byCode,
      orderIdempotencyKey,
      input('json', payBalanceSchema),
      async (c) => {
        const { order, created } = await payBalance(ctx, access.ownerOf(c), c.req.valid('param').code, c.get('idempotencyKey'), c.req.valid('json'))
        if (!created) c.header('Idempotent-Replayed', 'true')
        return c.json(order, created ? 201 : 200)
      },
    )
    .get(
      '/:code/cancellation',
      noStore,
      access.declared,
      access.guard,
      declare({
        summary: "What cancelling the order would give back: the penalty by the trip's policy (none within 7 days of the purchase), the refund and the credit",
        answers: { 200: json('The quote', cancellationQuoteSchema) },
      }),
      byCode,
      async (c) => c.json(await quoteCancellation(ctx, access.ownerOf(c), c.req.valid('param').code)),
    )
    .post(
      '/:code/cancellation',
      noStore,
      access.declared,
      access.guard,
      declare({
        summary: 'Cancels a paid trip order by the quote: a refund through the gateway each payment came from, or a credit',
        description:
          'A boleto has no way back: its part of the refund needs `pixKey` (400 on `pixKey` without it) and is sent by an admin. 409 when the order cannot be canceled (a second call, a balance payment waiting).',
        answers: { 200: json('The order, canceled, with its cancellation', orderSchema) },
      }),
      byCode,
      input('json', cancelOrderRequestSchema),
      async (c) => c.json(await cancelPaidOrder(ctx, { kind: 'buyer', owner: access.ownerOf(c) }, c.req.valid('param').code, c.req.valid('json'))),
    )
}

/** The signed-in user's orders: /api/me/orders. */
export const myOrderRoutes = (ctx: OrdersContext) =>
  new Hono<AuthEnv>()
    .get('/', noStore, requireUser, endpoint({ tag, summary: "The caller's orders", answers: { 200: json('Newest first', orderListSchema) } }), async (c) =>
      c.json(await listOwnOrders(ctx.db, c.get('user').id, ctx.now())),
    )
    .post(
      '/firebase-token',
      noStore,
      requireUser,
      endpoint({ tag, summary: "A Firebase token to follow one's orders live (404 when Firebase is off)", answers: { 200: json('A custom token', firebaseTokenSchema) } }),
      async (c) => {
        if (!ctx.firebase) throw apiError('order.firebase_off')
        return c.json({ token: await ctx.firebase.customToken(c.get('user').id) })
      },
    )
    .route('/', orderReadRoutes(ctx, userOrderAccess))
