import * as v from 'valibot'
import { calendarFeedSchema } from '../../../domain/answers/calendar.ts'
import { orderCodeSchema } from '../../../domain/order.ts'
import { json, type Operation } from '../operation.ts'

const tag = 'Calendar'
const calendar = (description: string) => ({ 200: { description, contentType: 'text/calendar' as const } })

/** A confirmed trip in the buyer's calendar: one order's file, and the account's private feed (docs/CALENDAR.md). */
export const calendarOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/me/orders/:code/calendar.ics',
    tag,
    summary: "A paid trip order's events (the trip, its departure and return, with reminders)",
    description: 'An attachment. 409 `order.not_paid` until the order is paid (and after a refund); 404 `order.not_trip` for a product.',
    pathParams: { code: orderCodeSchema },
    answers: calendar('An iCalendar file (Content-Disposition: attachment)'),
  },
  { method: 'GET', path: '/api/me/calendar-feed', tag, summary: "The account's private calendar feed URL", answers: { 200: json('The feed', calendarFeedSchema) } },
  {
    method: 'POST',
    path: '/api/me/calendar-feed/reset',
    tag,
    summary: 'A new calendar feed URL; the old one stops answering',
    answers: { 200: json('The new feed', calendarFeedSchema) },
  },
  {
    method: 'GET',
    path: '/api/calendar/:file',
    tag,
    summary: "The account's confirmed trips as a calendar to subscribe to",
    description: 'The secret URL from /api/me/calendar-feed: `{token}.ics`, no bearer token. 404 `calendar.feed_not_found` once reset or the account is deleted.',
    pathParams: { file: v.pipe(v.string(), v.regex(/^[\w-]{1,200}\.ics$/)) },
    answers: calendar('An iCalendar file'),
  },
]
