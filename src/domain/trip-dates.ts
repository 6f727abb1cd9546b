/** A yyyy-mm-dd date as Brazilians write it: dd/mm/yyyy. */
export const formatDateBR = (iso: string): string => iso.split('-').reverse().join('/')

const months = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']

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

const monthName = (date: CalendarDate) => months[date.month - 1]
const ordinal = (date: CalendarDate) => date.year * 10000 + date.month * 100 + date.day

const englishMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * In pt-BR the spec's "day de month de year" range text, e.g. "12 a 18 de março de 2026",
 * "28 de março a 3 de abril de 2026", "30 de dezembro de 2026 a 2 de janeiro de 2027"; in English
 * "March 12–18, 2026", "March 28 – April 3, 2026", "December 30, 2026 – January 2, 2027".
 * Parts shared by both ends are said once; an end before the start (or a bad date) gives "".
 */
export function tripDateRangeText(start: string, end: string, locale: string): string {
  const from = parseIsoDate(start)
  const to = parseIsoDate(end)
  if (!from || !to || ordinal(to) < ordinal(from)) return ''
  return locale.startsWith('en') ? englishRange(from, to) : portugueseRange(from, to)
}

function portugueseRange(from: CalendarDate, to: CalendarDate): string {
  const full = (date: CalendarDate) => `${date.day} de ${monthName(date)} de ${date.year}`
  if (ordinal(from) === ordinal(to)) return full(from)
  if (from.year !== to.year) return `${full(from)} a ${full(to)}`
  if (from.month !== to.month) return `${from.day} de ${monthName(from)} a ${full(to)}`
  return `${from.day} a ${full(to)}`
}

function englishRange(from: CalendarDate, to: CalendarDate): string {
  const monthDay = (date: CalendarDate) => `${englishMonths[date.month - 1]} ${date.day}`
  const full = (date: CalendarDate) => `${monthDay(date)}, ${date.year}`
  if (ordinal(from) === ordinal(to)) return full(from)
  if (from.year !== to.year) return `${full(from)} – ${full(to)}`
  if (from.month !== to.month) return `${monthDay(from)} – ${full(to)}`
  return `${monthDay(from)}–${to.day}, ${to.year}`
}
