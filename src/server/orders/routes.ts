import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { orderCodeSchema, orderMessages, placeOrderSchema, type BoletoCharge, type EventsTicket, type PixCharge } from '../../domain/order.ts'
import { jsonBody } from '../auth/http.ts'
import { ApiError } from '../http/errors.ts'
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { orderEventStream } from '../live/sse.ts'
import type { OrdersContext } from './context.ts'
import { boletoPdf, pixQrDataUrl } from './documents.ts'
import { refreshExpiry } from './expiry.ts'
import { idempotencyKeyOf } from './idempotency-key.ts'
import { findOwnOrderRow, historyOf, listOwnOrders, toOrder } from './queries.ts'
import { placeOrder, userChannel } from './service.ts'
import { issueTicket, readTicket, type TicketPurpose } from './tickets.ts'

export const noStore = createMiddleware(async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
})

/** POST /api/orders. */
export const orderRoutes = (ctx: OrdersContext) =>
  new Hono<AuthEnv>().use(noStore).post('/', requireUser, async (c) => {
    const key = idempotencyKeyOf(c)
    const input = await jsonBody(c, placeOrderSchema)
    const { order, created } = await placeOrder(ctx, userChannel(c.get('user').id, input), key, input)
    if (!created) c.header('Idempotent-Replayed', 'true')
    return c.json(order, created ? 201 : 200)
  })

const codeOf = (c: Context) => {
  const parsed = v.safeParse(orderCodeSchema, c.req.param('code'))
  if (!parsed.success) throw new ApiError(404, orderMessages.orderNotFound)
  return parsed.output
}

/** The caller's order by the code in the path, expired first if its time ran out; 404 for anyone else's. */
async function ownOrder(ctx: OrdersContext, userId: number, code: string) {
  const found = await findOwnOrderRow(ctx.db, userId, code)
  if (!found) throw new ApiError(404, orderMessages.orderNotFound)
  return { row: await refreshExpiry(ctx, found.order), trip: found.trip }
}

async function sendBoletoPdf(c: Context, ctx: OrdersContext, userId: number, code: string) {
  const { row } = await ownOrder(ctx, userId, code)
  if (row.method !== 'boleto') throw new ApiError(404, orderMessages.notBoleto)
  if (!row.boletoSlips?.length) throw new ApiError(503, orderMessages.boletoPdfUnavailable)
  const pdf = await boletoPdf(row, ctx.settings.merchant.name).catch((error: unknown) => {
    console.error(`The boleto PDF of ${row.code} failed:`, error)
    throw new ApiError(503, orderMessages.boletoPdfUnavailable)
  })
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="boleto-${row.code}.pdf"`,
    'Cache-Control': 'private, no-store',
  })
}

/**
 * A route a browser opens without our headers (EventSource, a PDF link) may carry a signed
 * `?ticket=` instead of the bearer token; without one it goes on to `requireUser`.
 */
const orTicket = (ctx: OrdersContext, purpose: TicketPurpose, handler: (c: Context, userId: number, code: string) => Promise<Response> | Response) =>
  createMiddleware(async (c, next) => {
    const ticket = c.req.query('ticket')
    if (ticket === undefined) return next()
    const code = codeOf(c)
    const userId = readTicket(await ctx.ticketSecret(), ticket, purpose, code, ctx.now())
    if (userId === null) throw new ApiError(401, orderMessages.ticketInvalid)
    return handler(c, userId, code)
  })

const streamEvents = (ctx: OrdersContext) => async (c: Context, userId: number, code: string) => {
  await ownOrder(ctx, userId, code)
  return orderEventStream(c, ctx, userId, code)
}

/** The signed-in user's orders: /api/me/orders. */
export const myOrderRoutes = (ctx: OrdersContext) =>
  new Hono<AuthEnv>()
    .get('/', noStore, requireUser, async (c) => c.json(await listOwnOrders(ctx.db, c.get('user').id)))
    .post('/firebase-token', noStore, requireUser, async (c) => {
      if (!ctx.firebase) throw new ApiError(404, orderMessages.firebaseOff)
      return c.json({ token: await ctx.firebase.customToken(c.get('user').id) })
    })
    .get('/:code', noStore, requireUser, async (c) => {
      const { row, trip } = await ownOrder(ctx, c.get('user').id, codeOf(c))
      return c.json(toOrder(row, trip, await historyOf(ctx.db, row.id)))
    })
    .get('/:code/pix', noStore, requireUser, async (c) => {
      const { row } = await ownOrder(ctx, c.get('user').id, codeOf(c))
      if (row.method !== 'pix') throw new ApiError(404, orderMessages.notPix)
      if (row.status === 'canceled' && row.statusReason === 'expired') throw new ApiError(410, orderMessages.pixExpired)
      if (row.status !== 'pending') throw new ApiError(409, orderMessages.notPending)
      if (!row.pixPayload || !row.expiresAt) throw new ApiError(503, orderMessages.pixUnavailable)
      return c.json({ payload: row.pixPayload, qrCode: await pixQrDataUrl(row.pixPayload), expiresAt: row.expiresAt.toISOString() } satisfies PixCharge)
    })
    .get('/:code/boleto', noStore, requireUser, async (c) => {
      const user = c.get('user')
      const { row } = await ownOrder(ctx, user.id, codeOf(c))
      if (row.method !== 'boleto') throw new ApiError(404, orderMessages.notBoleto)
      const first = row.boletoSlips?.[0]
      if (!first) throw new ApiError(503, orderMessages.boletoPdfUnavailable)
      const { ticket } = issueTicket(await ctx.ticketSecret(), 'boleto-pdf', user.id, row.code, ctx.now())
      const pdfUrl = row.boletoUrl ?? `/api/me/orders/${row.code}/boleto/pdf?ticket=${encodeURIComponent(ticket)}`
      return c.json({ digitableLine: first.digitableLine, barcode: first.barcode, pdfUrl, dueDate: first.dueDate, slips: row.boletoSlips ?? [] } satisfies BoletoCharge)
    })
    .get('/:code/boleto/pdf', orTicket(ctx, 'boleto-pdf', (c, userId, code) => sendBoletoPdf(c, ctx, userId, code)), requireUser, (c) => sendBoletoPdf(c, ctx, c.get('user').id, codeOf(c)))
    .post('/:code/events/ticket', noStore, requireUser, async (c) => {
      const user = c.get('user')
      const { row } = await ownOrder(ctx, user.id, codeOf(c))
      const { ticket, expiresAt } = issueTicket(await ctx.ticketSecret(), 'events', user.id, row.code, ctx.now())
      const url = `/api/me/orders/${row.code}/events?ticket=${encodeURIComponent(ticket)}`
      return c.json({ ticket, url, expiresAt: expiresAt.toISOString() } satisfies EventsTicket)
    })
    .get('/:code/events', orTicket(ctx, 'events', streamEvents(ctx)), requireUser, (c) => streamEvents(ctx)(c, c.get('user').id, codeOf(c)))
