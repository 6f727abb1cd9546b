import type * as v from 'valibot'
import { ADMIN_PAGE_SIZE } from '../../../domain/search-params.ts'

/** What an admin list keeps in its URL: the API's list query, defaults left out. */
export type ListSearch<S extends v.GenericSchema> = Partial<v.InferOutput<S>>

export type ListSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>

/**
 * The `validateSearch` of an admin list screen: the URL's values as they are, the defaults (page 1,
 * 20 a page) and empty ones left out of it. The screen checks them with the list endpoint's own
 * schema (useListSearch, checked-list-search.ts): the schemas and valibot then load with the admin's
 * screens, not with every first visit.
 */
export function listSearch<S extends ListSchema>() {
  return (search: Record<string, unknown>): ListSearch<S> => {
    const result: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(search)) {
      if ((key === 'page' && value === 1) || (key === 'pageSize' && value === ADMIN_PAGE_SIZE) || value === '') continue
      result[key] = value
    }
    return result as ListSearch<S>
  }
}

/**
 * The router's search reducer for a table's change: merges the patch and goes back to page 1
 * unless the patch names a page.
 */
export const mergeSearch =
  <S extends object>(patch: object) =>
  (previous: S): S =>
    ({ ...previous, page: undefined, ...patch }) as S
