import { Hono, type Context } from 'hono'
import type { EventAttributes } from 'ics'
import { orderCalendarFileName, type CalendarFeed } from '../../domain/calendar.ts'
import { myOrderPath } from '../../domain/order.ts'
import { publicRoute, requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { apiError } from '../http/errors.ts'
import type { SaleContext } from '../sale/context.ts'
import { codeOf } from '../sale/orders/routes.ts'
import { noStore } from '../http/no-store.ts'
import { calendarOrderOf, confirmedTripsOf, type CalendarOrder } from './calendar-orders.ts'
import { feedOwnerOf, feedTokenOf, resetFeedToken } from './feed-service.ts'
import { calendarFile, tripEvents } from './trip-events.ts'

const calendarName = 'Roteiro'

function eventsOf(ctx: SaleContext, order: CalendarOrder): EventAttributes[] {
  if (!order.trip) return []
  return tripEvents({ ...order, trip: order.trip }, `${ctx.settings.publicUrl}${myOrderPath(order.code)}`, new URL(ctx.settings.publicUrl).hostname)
}

const sendCalendar = (c: Context, body: string, headers: Record<string, string>) => c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', ...headers })

/** GET /api/me/orders/:code/calendar.ics: a confirmed trip order's events, for "Add to calendar". */
export const orderCalendarRoutes = (ctx: SaleContext) =>
  new Hono<AuthEnv>().get('/:code/calendar.ics', noStore, requireUser, async (c) => {
    const order = await calendarOrderOf(ctx.db, c.get('user').id, codeOf(c))
    if (!order) throw apiError('order.not_found')
    if (!order.trip) throw apiError('order.not_trip')
    if (order.status !== 'paid') throw apiError('order.not_paid')
    return sendCalendar(c, calendarFile(eventsOf(ctx, order), calendarName), {
      'Content-Disposition': `attachment; filename="${orderCalendarFileName(order.code)}"`,
    })
  })

const feedOf = (ctx: SaleContext, token: string): CalendarFeed => ({ url: `${ctx.settings.publicUrl}/api/calendar/${token}.ics` })

/** /api/me/calendar-feed: the account's private feed URL, and its reset. */
export const calendarFeedRoutes = (ctx: SaleContext) =>
  new Hono<AuthEnv>()
    .use(noStore)
    .get('/', requireUser, async (c) => c.json(feedOf(ctx, await feedTokenOf(ctx.db, await ctx.ticketSecret(), c.get('user').id, ctx.now()))))
    .post('/reset', requireUser, async (c) => c.json(feedOf(ctx, await resetFeedToken(ctx.db, await ctx.ticketSecret(), c.get('user').id, ctx.now()))))

/**
 * GET /api/calendar/:token.ics: the feed a phone's calendar subscribes to, by its secret URL
 * alone (calendar apps send no headers of ours). Two indexed queries and no writes, so a poll
 * costs little; an unknown token is a 404 like any missing page.
 */
export const publicCalendarRoutes = (ctx: SaleContext) =>
  new Hono().get('/:file', publicRoute, async (c) => {
    const file = c.req.param('file')
    const userId = file.endsWith('.ics') ? await feedOwnerOf(ctx.db, await ctx.ticketSecret(), file.slice(0, -'.ics'.length)) : null
    if (userId === null) throw apiError('calendar.feed_not_found')
    const events = (await confirmedTripsOf(ctx.db, userId)).flatMap((order) => eventsOf(ctx, order))
    return sendCalendar(c, calendarFile(events, calendarName), { 'Cache-Control': 'private, max-age=900' })
  })
