/*
 * What the URLs of the order screens check (`?order=`, `?code=`, `?people=`): apart from the rest
 * of the order schemas (order.ts, which re-exports these and builds orderCodeSchema on them), so
 * the route tree of the first load carries neither the checkout's schemas nor valibot. Nothing
 * here may import valibot.
 */

/** The most people one order takes. */
export const MAX_PEOPLE = 10

/** The API's answer, and the screens' message, for a code that is no order. */
export const ORDER_NOT_FOUND = 'Could not find the order'

/** Order codes: 8 characters of Crockford's base 32 (no I, L, O, U), shown as XXXX-XXXX. */
export const ORDER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const orderCodePattern = /^[0-9A-HJKMNP-TV-Z]{4}-?[0-9A-HJKMNP-TV-Z]{4}$/
export const withDash = (code: string) => `${code.replace('-', '').slice(0, 4)}-${code.replace('-', '').slice(4)}`

/**
 * orderCodeSchema's reading (order.ts) without valibot, for the order screens' `validateSearch`:
 * XXXX-XXXX, or undefined for anything that is no order code.
 */
export function orderCodeParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const code = value.trim().toUpperCase()
  return orderCodePattern.test(code) ? withDash(code) : undefined
}
