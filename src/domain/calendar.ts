/** GET /api/me/calendar-feed: the account's private calendar feed (docs/CALENDAR.md). */
export interface CalendarFeed {
  /** https://…/api/calendar/<token>.ics: whoever holds it reads the account's confirmed trips, until it is reset. */
  url: string
}

/** The same feed for the calendar apps that subscribe to webcal:// links (iOS, macOS, Outlook). */
export const webcalUrlOf = (url: string) => url.replace(/^https?:/, 'webcal:')

/** The English texts of the calendar's error codes (src/domain/error-codes.ts). */
export const calendarMessages = {
  notTrip: 'This order is not a trip: it has no dates for a calendar',
  feedNotFound: 'This calendar link was reset or does not exist',
} as const

/** The file name of an order's calendar download. */
export const orderCalendarFileName = (code: string) => `roteiro-${code}.ics`
