import * as v from 'valibot'
import { freeText } from '../text.ts'
import { fieldMessages as m } from '../user-messages.ts'

/**
 * Field rules of the admin forms and of the admin API's request bodies (both parse with the same
 * schema). Messages are English texts the client translates (ui/form/validation-messages.ts).
 */
export const adminMessages = {
  wholeNumber: 'Must be a whole number',
  minValue: (min: number) => `Minimum value ${min}`,
  maxValue: (max: number) => `Maximum value ${max}`,
  amount: 'Invalid amount',
  time: 'Invalid time',
  endBeforeStart: 'The end must be after the start',
  bannerRequired: 'At least one banner must be chosen',
  pdfOnly: 'Only PDF files are accepted',
  photoAndFileRequired: 'A product needs both a photo and a file',
  imageRequired: 'An image is required',
} as const

/** Required text, trimmed, `min` to `max` characters. */
export const requiredText = (min: number, max: number) =>
  v.pipe(freeText(m.required), v.trim(), v.nonEmpty(m.required), v.minLength(min, m.minLength(min)), v.maxLength(max, m.maxLength(max)))

/** Optional text, trimmed (empty when left blank), at most `max` characters. */
export const optionalText = (max: number) => v.optional(v.pipe(freeText(), v.trim(), v.maxLength(max, m.maxLength(max))), '')

/** A number given as a number, or as the text a form field holds (trimmed; empty is "required"). */
const numberOrText = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.check((value) => value !== '', m.required),
  )

/** A whole number between `min` and `max`, as a number or as the text a form field holds. */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    numberOrText(adminMessages.wholeNumber),
    v.check((value) => (typeof value === 'number' ? Number.isInteger(value) : /^-?\d+$/.test(value)), adminMessages.wholeNumber),
    v.transform(Number),
    v.minValue(min, adminMessages.minValue(min)),
    v.maxValue(max, adminMessages.maxValue(max)),
  )

const reaisText = /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$|^\d+(\.\d{1,2})?$/

/**
 * Money typed in reais ("1.234,56", "1234.56", "R$ 99,90") or given in cents as a number; the
 * output is integer cents.
 */
export const moneyCents = v.pipe(
  numberOrText(adminMessages.amount),
  v.check((value) => (typeof value === 'number' ? Number.isInteger(value) && value >= 0 : reaisText.test(value.replace(/^R\$\s*/, ''))), adminMessages.amount),
  v.transform((value) => (typeof value === 'number' ? value : reaisToCents(value.replace(/^R\$\s*/, '')))),
)

/** "1.234,56" or "1234.56" → 123456. */
export function reaisToCents(text: string): number {
  const normalized = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text
  return Math.round(Number(normalized) * 100)
}

export const isoDate = v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.isoDate(m.date))
export const optionalIsoDateTime = v.nullish(v.pipe(v.string(), v.isoTimestamp(m.date)), null)
/** 24-hour "HH:MM". */
export const timeOfDay = v.pipe(v.string(m.required), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, adminMessages.time))
