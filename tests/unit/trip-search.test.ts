import { expect, test } from 'vitest'
import { parseTripSearch } from '../../src/client/features/trips/trip-search.ts'

test('keeps valid filters as the router parsed them', () => {
  expect(parseTripSearch({ classification: 2, transport: 'air', q: 'lisboa', page: 3 })).toEqual({ classification: 2, transport: 'air', q: 'lisboa', page: 3 })
})

test('drops only the values a hand-edited URL got wrong', () => {
  expect(parseTripSearch({ classification: 7, transport: 'air' })).toEqual({ transport: 'air' })
  expect(parseTripSearch({ transport: 'boat', page: 0, q: 'rio' })).toEqual({ q: 'rio' })
})

test('leaves the first page and the page size out of the URL', () => {
  expect(parseTripSearch({ page: 1, pageSize: 50 })).toEqual({})
})
