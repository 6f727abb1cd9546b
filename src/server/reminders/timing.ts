import { saoPauloDate, saoPauloDayStart } from '../../domain/order-status.ts'

/*
 * When each reminder is due (docs/NOTIFICATIONS.md, "Reminders"). A reminder has a window: the
 * sweep sends it once inside, and never after it closes, so a server that was down does not send
 * a reminder that no longer makes sense (a Pix already expired, a departure already gone).
 */

/** A Pix reminder goes with 5 minutes left, and not with less than one: the payer could no longer pay in time. */
export const PIX_REMINDER_LEAD_MS = 5 * 60_000
export const PIX_REMINDER_MIN_LEFT_MS = 60_000

/** The travellers' data reminder: from 24 hours before the trip's deadline until the deadline. */
export const TRAVELLERS_REMINDER_LEAD_MS = 24 * 3_600_000

/** "Tomorrow" reminders (boleto due, departure) wait for 09:00 in São Paulo: no phone buzzes at midnight about tomorrow. */
const DAY_BEFORE_HOUR = 9

/** The São Paulo date of the day after the one it is at `now`. */
export const saoPauloTomorrow = (now: Date): string => saoPauloDate(saoPauloDayStart(saoPauloDate(now), 1))

/** Whether it is late enough in São Paulo's day for a reminder about tomorrow. */
export const dayBeforeReminderOpen = (now: Date): boolean => now.getTime() >= saoPauloDayStart(saoPauloDate(now)).getTime() + DAY_BEFORE_HOUR * 3_600_000
