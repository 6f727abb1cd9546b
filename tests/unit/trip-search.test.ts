import { expect, test } from 'vitest'
import { parseTripSearch } from '../../src/client/features/trips/trip-search.ts'

/** The router spreads the raw search under ours, so absent keys must be explicitly undefined. */
const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))

test('keeps valid filters as the router parsed them', () => {
  expect(defined(parseTripSearch({ classification: 2, transport: 'air', q: 'lisboa', page: 3 }))).toEqual({ classification: 2, transport: 'air', q: 'lisboa', page: 3 })
})

test('drops only the values a hand-edited URL got wrong, overriding the raw ones', () => {
  const search = parseTripSearch({ classification: 7, transport: 'air' })
  expect(defined(search)).toEqual({ transport: 'air' })
  expect({ classification: 7, transport: 'air', ...search }.classification).toBeUndefined()
  expect(defined(parseTripSearch({ transport: 'boat', page: 0, q: 'rio' }))).toEqual({ q: 'rio' })
})

test('leaves the first page and the page size out of the URL', () => {
  expect(defined(parseTripSearch({ page: 1, pageSize: 50 }))).toEqual({})
})
