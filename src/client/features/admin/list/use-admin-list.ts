import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { paths } from '../../../api-contract.gen.ts'

/** Every admin query's key starts here, so a write can refresh all of one resource's lists. */
export const adminKeys = {
  all: ['admin'] as const,
  resource: (resource: string) => ['admin', resource] as const,
  list: (resource: string, search: object) => ['admin', resource, 'list', search] as const,
}

/** The query a GET endpoint takes, as the contract types it (the URL's search of its list screen). */
export type ListQuery<Path extends keyof paths> = paths[Path] extends { get: { parameters: { query?: infer Query } } } ? NonNullable<Query> : never

/** A page of an admin list for the URL's search, as `fetchPage` asks its endpoint for it; the last page stays shown while the next loads. */
export const useAdminList = <Search extends object, Page>(resource: string, search: Search, fetchPage: (search: Search) => Promise<Page>) =>
  useQuery({ queryKey: adminKeys.list(resource, search), queryFn: () => fetchPage(search), placeholderData: keepPreviousData })
