import { hasControlCharacters } from './control-characters.ts'
import { MAX_PAGE, wholeNumberParam } from './search-params.ts'
import type { TripListQuery } from './trip.ts'

/*
 * A trip's fixed values (trip.ts builds its schemas on them) and the list's filters read without
 * valibot, for /trips' `validateSearch`: the route tree and the public screens are in first
 * visits, valibot (~3 kB) loads with the screens that check forms. Nothing here may import
 * valibot: a module lives in one chunk, with all it imports.
 */

/** The spec's classification codes: excursão 0, nacional 1, internacional 2. */
export const classifications = [0, 1, 2] as const
export type Classification = (typeof classifications)[number]

export const transports = ['road', 'air', 'cruise'] as const
export type Transport = (typeof transports)[number]

/** Trip detail sections by the spec's indexes. */
export const tripSections = ['included', 'notIncluded', 'documentation', 'extraInfo'] as const
export type TripSection = (typeof tripSections)[number]

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const TRIP_QUERY_MAX_LENGTH = 100

/**
 * Each filter as tripListQuerySchema reads it, or undefined where the schema refuses it
 * (tests/unit/trip-search.test.ts holds the two to the same answers).
 */
export const tripFilterParams: { [K in Exclude<keyof TripListQuery, 'pageSize'>]-?: (value: unknown) => TripListQuery[K] | undefined } = {
  classification: (value) => classifications.find((code) => code === wholeNumberParam(value)),
  transport: (value) => transports.find((transport) => transport === value),
  eventType: (value) => (typeof value === 'string' && slugPattern.test(value) ? value : undefined),
  q: (value) => {
    const text = typeof value === 'string' && !hasControlCharacters(value) ? value.trim() : undefined
    return text !== undefined && text.length <= TRIP_QUERY_MAX_LENGTH ? text : undefined
  },
  featured: (value) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined),
  page: (value) => {
    const page = wholeNumberParam(value)
    return page !== undefined && page >= 1 && page <= MAX_PAGE ? page : undefined
  },
}
