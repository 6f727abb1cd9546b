import { t } from '@lingui/core/macro'

type DatePart = 'day' | 'month' | 'year'

/** The order of day, month and year in the locale's short date (pt-BR 22/11/2000, en 11/22/2000). */
export function dateOrder(locale: string): DatePart[] {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2000, 10, 22)))
  return parts.map((part) => part.type).filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year')
}

/** The spec's mm/dd/yyyy placeholder in the locale's order and words (dd/mm/aaaa in pt-BR). */
export function datePlaceholder(locale: string): string {
  const letters: Record<DatePart, string> = {
    day: t({ message: 'dd', comment: 'Placeholder of the day in a date field (two letters)' }),
    month: t({ message: 'mm', comment: 'Placeholder of the month in a date field (two letters)' }),
    year: t({ message: 'yyyy', comment: 'Placeholder of the year in a date field (four letters)' }),
  }
  return dateOrder(locale)
    .map((part) => letters[part])
    .join('/')
}

/** The typed date as ISO 8601 (what the schemas take); an incomplete text stays as typed, so the schema calls it invalid. */
export function toIsoDate(text: string, locale: string): string {
  const numbers = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim())
  if (!numbers) return text.trim()
  const value: Partial<Record<DatePart, string>> = {}
  dateOrder(locale).forEach((part, index) => {
    value[part] = numbers[index + 1]
  })
  return `${value.year}-${value.month}-${value.day}`
}

/** An ISO date (yyyy-mm-dd) as the locale writes it, for the masked input. */
export function fromIsoDate(iso: string | null, locale: string): string {
  const numbers = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null
  if (!numbers) return ''
  const value: Record<DatePart, string> = { year: numbers[1]!, month: numbers[2]!, day: numbers[3]! }
  return dateOrder(locale)
    .map((part) => value[part])
    .join('/')
}
