import * as v from 'valibot'

/*
 * What the URLs of the order screens check (`?order=`, `?code=`, `?people=`): apart from the rest
 * of the order schemas (order.ts, which re-exports these), so the route tree of the first load
 * does not carry the checkout's schemas.
 */

/** The most people one order takes. */
export const MAX_PEOPLE = 10

/** The API's answer, and the screens' message, for a code that is no order. */
export const ORDER_NOT_FOUND = 'Could not find the order'

/** Order codes: 8 characters of Crockford's base 32 (no I, L, O, U), shown as XXXX-XXXX. */
export const ORDER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const orderCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[0-9A-HJKMNP-TV-Z]{4}-?[0-9A-HJKMNP-TV-Z]{4}$/, ORDER_NOT_FOUND),
  v.transform((code) => `${code.replace('-', '').slice(0, 4)}-${code.replace('-', '').slice(4)}`),
)
