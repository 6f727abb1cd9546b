import * as v from 'valibot'
import { tripListQuerySchema, type TripListQuery } from '../../../domain/trip.ts'

export type TripSearch = Partial<Omit<TripListQuery, 'pageSize'>>

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
      return { ...filters, ...(page > 1 ? { page } : {}) }
    }
    const bad = new Set(result.issues.map((issue) => String(issue.path?.[0]?.key ?? '')))
    const kept = Object.fromEntries(Object.entries(candidate).filter(([key]) => !bad.has(key)))
    if (Object.keys(kept).length === Object.keys(candidate).length) return {}
    candidate = kept
  }
}
