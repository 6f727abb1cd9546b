import { tripFilterParams } from '../../../domain/trip-values.ts'
import type { TripListQuery } from '../../../domain/trip.ts'

export type TripSearch = Partial<Omit<TripListQuery, 'pageSize'>>

/**
 * The /trips filters as the URL holds them, each checked as the API's schema checks it (without
 * valibot: this runs in the route tree). A hand-edited URL with a bad value loses that value
 * only, instead of failing the page. Every key is there, a dropped one as undefined, since the
 * router merges the raw search under the validated one; the first page is left out of the URL.
 */
export function parseTripSearch(search: Record<string, unknown>): TripSearch {
  const found: Record<string, unknown> = {}
  for (const [key, check] of Object.entries(tripFilterParams)) found[key] = check(search[key])
  if (found.page === 1) found.page = undefined
  return found as TripSearch
}
