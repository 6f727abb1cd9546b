import * as v from 'valibot'
import { ADMIN_PAGE_SIZE } from '../../../domain/admin/list.ts'
import { parseLenient } from '../lenient-search.ts'

/** What an admin list keeps in its URL: the API's list query, defaults left out. */
export type ListSearch<S extends v.GenericSchema> = Partial<v.InferOutput<S>>

/**
 * The `validateSearch` of an admin list screen: the URL is checked by the list endpoint's own
 * schema (domain), so the URL's search is the API's query. A bad key is dropped, not fatal; the
 * defaults (page 1, 20 a page) stay out of the URL.
 */
export function listSearch<S extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>>(schema: S) {
  const keys = Object.keys(schema.entries)
  return (search: Record<string, unknown>): ListSearch<S> => {
    const parsed = (parseLenient(schema, search) ?? {}) as Record<string, unknown>
    // The router merges the raw search under the validated one, so a dropped key must be there as undefined.
    const result: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, undefined]))
    for (const [key, value] of Object.entries(parsed)) {
      if ((key === 'page' && value === 1) || (key === 'pageSize' && value === ADMIN_PAGE_SIZE) || value === '') continue
      result[key] = value
    }
    return result as ListSearch<S>
  }
}

/** `?a=1&b=x` from the defined values of a search. */
export function toQueryString(search: object): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The router's search reducer for a table's change: merges the patch and goes back to page 1
 * unless the patch names a page.
 */
export const mergeSearch =
  <S extends object>(patch: object) =>
  (previous: S): S =>
    ({ ...previous, page: undefined, ...patch }) as S
