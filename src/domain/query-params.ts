import * as v from 'valibot'
import { MAX_PAGE, wholeNumberText } from './search-params.ts'

export { MAX_PAGE }

/** A whole number that arrives as a JSON number (router search) or as text (a URL query). */
export const integerParam = (message: string) =>
  v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(wholeNumberText, message), v.transform(Number))], message), v.integer(message))

/** A yes/no flag that arrives as a boolean or as the text "true"/"false". */
export const booleanParam = (message: string) =>
  v.union(
    [
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false'], message),
        v.transform((text) => text === 'true'),
      ),
    ],
    message,
  )

export const MAX_PAGE_SIZE = 50

/** The page number of every list, public and admin: 1 to MAX_PAGE, 1 when absent. */
export const pageParam = v.optional(
  v.pipe(integerParam('page must be a whole number'), v.minValue(1, 'page must be 1 or more'), v.maxValue(MAX_PAGE, `page must be at most ${MAX_PAGE}`)),
  1,
)

export const pageParams = {
  page: pageParam,
  pageSize: v.optional(
    v.pipe(integerParam('pageSize must be a whole number'), v.minValue(1, 'pageSize must be 1 or more'), v.maxValue(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)),
    12,
  ),
}

export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}
