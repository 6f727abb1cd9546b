import { Hono, type Context } from 'hono'
import type { EventAttributes } from 'ics'
import * as v from 'valibot'
import { calendarFeedSchema } from '../../domain/answers/calendar.ts'
import { orderCalendarFileName, type CalendarFeed } from '../../domain/calendar.ts'
import { myOrderPath, orderCodeSchema } from '../../domain/order.ts'
import { publicRoute, requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { apiError } from '../http/errors.ts'
import type { SaleContext } from '../sale/context.ts'
import { noStore } from '../http/no-store.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'
import { calendarOrderOf, confirmedTripsOf, type CalendarOrder } from './calendar-orders.ts'
import { feedOwnerOf, feedTokenOf, resetFeedToken } from './feed-service.ts'
import { calendarFile, tripEvents } from './trip-events.ts'

const calendarName = 'Roteiro'
const tag = 'Calendar'
const calendar = (description: string) => ({ 200: { description, contentType: 'text/calendar' as const } })

function eventsOf(ctx: SaleContext, order: CalendarOrder): EventAttributes[] {
  if (!order.trip) return []
  return tripEvents({ ...order, trip: order.trip }, `${ctx.settings.publicUrl}${myOrderPath(order.code)}`, new URL(ctx.settings.publicUrl).hostname)
}

const sendCalendar = (c: Context, body: string, headers: Record<string, string>) => c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', ...headers })

/** GET /api/me/orders/:code/calendar.ics: a confirmed trip order's events, for "Add to calendar". */
export const orderCalendarRoutes = (ctx: SaleContext) =>
  new Hono<AuthEnv>().get(
    '/:code/calendar.ics',
    noStore,
    requireUser,
    endpoint({
      tag,
      summary: "A paid trip order's events (the trip, its departure and return, with reminders)",
      description: 'An attachment. 409 `order.not_paid` until the order is paid (and after a refund); 404 `order.not_trip` for a product.',
      answers: calendar('An iCalendar file (Content-Disposition: attachment)'),
    }),
    input('param', v.object({ code: orderCodeSchema }), () => apiError('order.not_found')),
    async (c) => {
      const order = await calendarOrderOf(ctx.db, c.get('user').id, c.req.valid('param').code)
      if (!order) throw apiError('order.not_found')
      if (!order.trip) throw apiError('order.not_trip')
      if (order.status !== 'paid') throw apiError('order.not_paid')
      return sendCalendar(c, calendarFile(eventsOf(ctx, order), calendarName), {
        'Content-Disposition': `attachment; filename="${orderCalendarFileName(order.code)}"`,
      })
    },
  )

const feedOf = (ctx: SaleContext, token: string): CalendarFeed => ({ url: `${ctx.settings.publicUrl}/api/calendar/${token}.ics` })

/** /api/me/calendar-feed: the account's private feed URL, and its reset. */
export const calendarFeedRoutes = (ctx: SaleContext) =>
  new Hono<AuthEnv>()
    .use(noStore)
    .get('/', requireUser, endpoint({ tag, summary: "The account's private calendar feed URL", answers: { 200: json('The feed', calendarFeedSchema) } }), async (c) =>
      c.json(feedOf(ctx, await feedTokenOf(ctx.db, await ctx.ticketSecret(), c.get('user').id, ctx.now()))),
    )
    .post(
      '/reset',
      requireUser,
      endpoint({ tag, summary: 'A new calendar feed URL; the old one stops answering', answers: { 200: json('The new feed', calendarFeedSchema) } }),
      async (c) => c.json(feedOf(ctx, await resetFeedToken(ctx.db, await ctx.ticketSecret(), c.get('user').id, ctx.now()))),
    )

/**
 * GET /api/calendar/:token.ics: the feed a phone's calendar subscribes to, by its secret URL
 * alone (calendar apps send no headers of ours). Two indexed queries and no writes, so a poll
 * costs little; an unknown token is a 404 like any missing page.
 */
export const publicCalendarRoutes = (ctx: SaleContext) =>
  new Hono().get(
    '/:file',
    publicRoute,
    endpoint({
      tag,
      summary: "The account's confirmed trips as a calendar to subscribe to",
      description: 'The secret URL from /api/me/calendar-feed: `{token}.ics`, no bearer token. 404 `calendar.feed_not_found` once reset or the account is deleted.',
      answers: calendar('An iCalendar file'),
    }),
    input('param', v.object({ file: v.pipe(v.string(), v.regex(/^[\w-]{1,200}\.ics$/)) }), () => apiError('calendar.feed_not_found')),
    async (c) => {
      const { file } = c.req.valid('param')
      const userId = await feedOwnerOf(ctx.db, await ctx.ticketSecret(), file.slice(0, -'.ics'.length))
      if (userId === null) throw apiError('calendar.feed_not_found')
      const events = (await confirmedTripsOf(ctx.db, userId)).flatMap((order) => eventsOf(ctx, order))
      return sendCalendar(c, calendarFile(events, calendarName), { 'Cache-Control': 'private, max-age=900' })
    },
  )
