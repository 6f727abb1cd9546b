import * as v from 'valibot'
import { tripListQuerySchema, type TripListQuery } from '../../../domain/trip.ts'

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
  let candidate: Record<string, unknown> = input
  for (;;) {
    const result = v.safeParse(tripListQuerySchema, candidate)
    if (result.success) {
      const { pageSize: _default, page, ...filters } = result.output
      return withEveryKey({ ...filters, ...(page > 1 ? { page } : {}) })
    }
    const bad = new Set(result.issues.map((issue) => String(issue.path?.[0]?.key ?? '')))
    const kept = Object.fromEntries(Object.entries(candidate).filter(([key]) => !bad.has(key)))
    if (Object.keys(kept).length === Object.keys(candidate).length) return withEveryKey({})
    candidate = kept
  }
}
