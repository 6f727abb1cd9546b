import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '../../../../domain/query-params.ts'
import { api } from '../../../api.ts'
import { toQueryString } from '../../../ui/list/list-search.ts'

/** Every admin query's key starts here, so a write can refresh all of one resource's lists. */
export const adminKeys = {
  all: ['admin'] as const,
  resource: (resource: string) => ['admin', resource] as const,
  list: (resource: string, search: object) => ['admin', resource, 'list', search] as const,
}

export const adminListOptions = <T>(resource: string, search: object) =>
  queryOptions({
    queryKey: adminKeys.list(resource, search),
    queryFn: () => api<Page<T>>(`/admin/${resource}${toQueryString(search)}`),
  })

/** A page of `GET /api/admin/<resource>` for the URL's search; the last page stays shown while the next loads. */
export const useAdminList = <T>(resource: string, search: object) => useQuery({ ...adminListOptions<T>(resource, search), placeholderData: keepPreviousData })
