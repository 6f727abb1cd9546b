import { useMemo } from 'react'
import { parseLenient } from '../lenient-search.ts'
import type { ListSchema, ListSearch } from './list-search.ts'

/*
 * Apart from list-search.ts, whose `listSearch` is in the route tree (every first visit): this
 * checks with valibot, which loads with the screens.
 */

/** The URL's search checked by the list endpoint's schema (domain): a bad key is dropped, not fatal. */
export const checkedListSearch = <S extends ListSchema>(schema: S, search: ListSearch<S>) => (parseLenient(schema, search) ?? {}) as ListSearch<S>

/** checkedListSearch for a screen: the same object while the URL's search is the same. */
export function useListSearch<S extends ListSchema>(schema: S, search: ListSearch<S>): ListSearch<S> {
  return useMemo(() => checkedListSearch(schema, search), [schema, search])
}
