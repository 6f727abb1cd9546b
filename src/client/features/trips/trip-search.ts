import { tripListQuerySchema, type TripListQuery } from '../../../domain/trip.ts'
import { parseLenient } from '../../ui/lenient-search.ts'

export type TripSearch = Partial<Omit<TripListQuery, 'pageSize'>>

const searchKeys = ['classification', 'transport', 'eventType', 'q', 'featured', 'page'] as const

/** The router merges the raw search under the validated one, so a dropped key must be there as undefined. */
const withEveryKey = (search: TripSearch): TripSearch => ({ ...Object.fromEntries(searchKeys.map((key) => [key, undefined])), ...search })

/**
 * The /trips filters as the URL holds them, checked by the API's own schema. A hand-edited URL
 * with a bad value loses that value only, instead of failing the page.
 */
export function parseTripSearch(search: Record<string, unknown>): TripSearch {
  const { pageSize: _ignored, ...input } = search
  const parsed = parseLenient(tripListQuerySchema, input)
  if (!parsed) return withEveryKey({})
  const { pageSize: _default, page, ...filters } = parsed
  return withEveryKey({ ...filters, ...(page > 1 ? { page } : {}) })
}
