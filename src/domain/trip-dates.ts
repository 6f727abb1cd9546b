/** A yyyy-mm-dd date as Brazilians write it: dd/mm/yyyy. */
export const formatDateBR = (iso: string): string => iso.split('-').reverse().join('/')

interface CalendarDate {
  year: number
  month: number
  day: number
}

function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const probe = new Date(Date.UTC(year, month - 1, day))
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null
  return { year, month, day }
}

/** The date at the reader's midnight, for the platform's date ranges. */
const localDate = (date: CalendarDate) => new Date(date.year, date.month - 1, date.day)
const ordinal = (date: CalendarDate) => date.year * 10000 + date.month * 100 + date.day

/**
 * A trip's dates as a range, with the parts both ends share said once: in pt-BR the spec's "day de
 * month de year" text, e.g. "12 a 18 de março de 2026", "28 de março a 3 de abril de 2026", "30 de
 * dezembro de 2026 a 2 de janeiro de 2027"; in English "March 12 – 18, 2026", "March 28 – April 3,
 * 2026" (thin spaces around the dash). The platform's long date range, whose Portuguese differs
 * from the spec's only in its dash; an end before the start (or a bad date) gives "".
 */
export function tripDateRangeText(start: string, end: string, locale: string): string {
  const from = parseIsoDate(start)
  const to = parseIsoDate(end)
  if (!from || !to || ordinal(to) < ordinal(from)) return ''
  const english = locale.startsWith('en')
  const range = new Intl.DateTimeFormat(english ? 'en' : 'pt-BR', { dateStyle: 'long' }).formatRange(localDate(from), localDate(to))
  return english ? range : range.replace(/\s–\s/, ' a ')
}

/** A moment's São Paulo day as the reader writes it: "12/03" in pt-BR, "03/12" in English; with its year when `withYear`. */
export function dueDayText(at: string, locale: string, withYear = false): string {
  const format = new Intl.DateTimeFormat(locale.startsWith('en') ? 'en' : 'pt-BR', {
    day: '2-digit',
    month: '2-digit',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'America/Sao_Paulo',
  })
  return format.format(new Date(at))
}
