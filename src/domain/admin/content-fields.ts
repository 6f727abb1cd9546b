import * as v from 'valibot'
import { freeText } from '../text.ts'
import { adminMessages, moneyCents, wholeNumber } from './fields.ts'
import { storedImageSchema } from '../uploads.ts'
import { fieldMessages as m } from '../user-messages.ts'

/** Messages of the catalogue-content admin (banners, tips, products, ...), in English; the client translates them. */
export const contentMessages = {
  link: 'Use a path of this site (starting with /) or an https:// address',
  slugless: 'The name needs letters or digits',
  eventTypeTaken: 'An event type with this name already exists',
  tipTaken: 'A tip with this title already exists',
  orderMismatch: 'The list does not match the current banners; reload and try again',
  orderRepeats: 'Each banner must appear once',
} as const

/** A display position an admin may leave blank (the server then puts the row last). */
export const optionalPosition = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), wholeNumber(0, 9999)], adminMessages.wholeNumber))),
  v.transform((value) => (value === '' || value === undefined ? null : value)),
)

/**
 * An uploaded file (a stored image, a PDF key) that must be there: absent or null says `missing`,
 * a malformed one says why. The form holds null until a file is uploaded.
 */
export const requiredUpload = <S extends v.GenericSchema>(schema: S, missing: string) =>
  v.pipe(
    v.nullish(schema, null),
    v.check((value) => value !== null && value !== undefined, missing),
    v.transform((value) => value as NonNullable<typeof value>),
  )

export const requiredImage = (missing: string) => requiredUpload(storedImageSchema, missing)

/** Money in reais (or cents) that may be left blank: null then. */
export const optionalMoneyCents = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), moneyCents], adminMessages.amount))),
  v.transform((value) => (value === '' || value === undefined ? null : value)),
)

/**
 * Where a banner leads: a path inside this site ("/trips?q=praia", never "//host") or an https
 * address. Blank is no link (null).
 */
export const bannerLink = v.pipe(
  v.optional(v.nullable(v.pipe(freeText(), v.trim(), v.maxLength(500, m.maxLength(500)))), ''),
  v.check((link) => !link || isSitePath(link) || isHttpsUrl(link), contentMessages.link),
  v.transform((link) => link || null),
)

const isSitePath = (link: string) => /^\/(?![/\\])\S*$/.test(link)

function isHttpsUrl(link: string): boolean {
  try {
    const url = new URL(link)
    return url.protocol === 'https:' && Boolean(url.hostname) && !/\s/.test(link)
  } catch {
    return false
  }
}
