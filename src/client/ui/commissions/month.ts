import { saoPauloDate } from '../../../domain/order-status.ts'

/** The commission month running now, "2027-03", in São Paulo time (the month the server counts in). */
export const currentMonth = (now = new Date()): string => saoPauloDate(now).slice(0, 7)

/** The month `delta` months after `month` (before it when negative). */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + monthNumber - 1 + delta
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** "março de 2027" in the reader's language. */
export const monthLabel = (month: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`))
