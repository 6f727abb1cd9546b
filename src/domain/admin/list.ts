import * as v from 'valibot'
import { freeText } from '../text.ts'
import { integerParam, pageParam } from '../query-params.ts'
import { ADMIN_PAGE_SIZE } from '../search-params.ts'

export { ADMIN_PAGE_SIZE }

/** Spec section 9: compact server-side tables. Admin lists page by 20 by default, at most 100. */
export const ADMIN_MAX_PAGE_SIZE = 100

/** `field` sorts ascending, `-field` descending. */
export type SortParam<F extends string> = F | `-${F}`

/**
 * The query every admin list takes (`GET /api/admin/<resource>`): page, pageSize, sort among the
 * resource's sortable fields, and free text `q`. `extra` adds the resource's own filters. The
 * same schema validates the admin screens' URL search, so a list's URL is its API query.
 */
export function adminListQuery<const F extends string, const E extends v.ObjectEntries = Record<never, never>>(sortable: readonly [F, ...F[]], extra?: E) {
  const sorts = sortable.flatMap((field) => [field, `-${field}`]) as [SortParam<F>, ...SortParam<F>[]]
  return v.object({
    page: pageParam,
    pageSize: v.optional(
      v.pipe(
        integerParam('pageSize must be a whole number'),
        v.minValue(1, 'pageSize must be 1 or more'),
        v.maxValue(ADMIN_MAX_PAGE_SIZE, `pageSize must be at most ${ADMIN_MAX_PAGE_SIZE}`),
      ),
      ADMIN_PAGE_SIZE,
    ),
    sort: v.optional(v.picklist(sorts, `sort must be one of: ${sorts.join(', ')}`)),
    q: v.optional(v.pipe(freeText(), v.trim(), v.maxLength(200, 'q must be at most 200 characters'))),
    ...(extra ?? ({} as E)),
  })
}

export type AdminListQuery<F extends string = string> = {
  page: number
  pageSize: number
  sort?: SortParam<F>
  q?: string
}

/** The field and direction of a sort parameter. */
export function parseSort<F extends string>(sort: SortParam<F>): { field: F; descending: boolean } {
  return sort.startsWith('-') ? { field: sort.slice(1) as F, descending: true } : { field: sort as F, descending: false }
}
