/*
 * A URL's search values read without valibot, for the client's route tree (`validateSearch`), which
 * is in every first visit: valibot (~3 kB) loads with the screens that check forms and lists. Each
 * reads a value as the valibot schema built on the same pattern does (query-params.ts,
 * commission-query.ts), or gives undefined where the schema would refuse it. Nothing here may
 * import valibot: a module lives in one chunk, with all it imports.
 */

/**
 * Far past the last page of any of our lists, and far below what overflows the query's offset:
 * `?page=99999999999999999999` was a 500 (issue 15, finding 8).
 */
export const MAX_PAGE = 10_000

/** Spec section 9: compact server-side tables. Admin lists page by 20 by default (admin/list.ts). */
export const ADMIN_PAGE_SIZE = 20

export const wholeNumberText = /^-?\d+$/

/** A whole number that arrives as a JSON number (router search) or as text: integerParam's reading. */
export function wholeNumberParam(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && wholeNumberText.test(value) ? Number(value) : Number.NaN
  return Number.isInteger(number) ? number : undefined
}

/** A month, yyyy-mm: monthSchema's pattern. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

export const monthParam = (value: unknown) => (typeof value === 'string' && monthPattern.test(value) ? value : undefined)
