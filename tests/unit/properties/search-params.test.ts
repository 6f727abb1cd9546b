import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { parseCheckoutSearch } from '../../../src/client/features/checkout/search.ts'
import { parseTripSearch } from '../../../src/client/features/trips/trip-search.ts'
import { parseLenient } from '../../../src/client/ui/lenient-search.ts'
import { monthSchema } from '../../../src/domain/commission-query.ts'
import { orderCodeSchema } from '../../../src/domain/order.ts'
import { orderCodeParam } from '../../../src/domain/order-code.ts'
import { integerParam } from '../../../src/domain/query-params.ts'
import { monthParam, wholeNumberParam } from '../../../src/domain/search-params.ts'
import { tripListQuerySchema } from '../../../src/domain/trip.ts'
import { runs } from './settings.ts'

/*
 * The route tree reads its URLs without valibot (it is in every first visit; docs/PERFORMANCE.md,
 * session 11): each plain reading must answer as the valibot schema it stands for.
 */

/** What the router hands `validateSearch`: a JSON value when the text parses as one, else the text. */
const urlValue = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '2',
    '3',
    '-1',
    ' 2 ',
    '1.5',
    '10000',
    '10001',
    'air',
    'road',
    'cruise',
    'boat',
    'f1',
    'moto-gp',
    'F1',
    'a--b',
    '',
    'true',
    'false',
    'TRUE',
    '2026-11',
    '2026-13',
    '2026-1',
    'abcd-efgh',
    '7KX2-9PQR',
    ' 7kx29pqr ',
    '7KX2-9PQI',
    'lisboa',
    ' rio ',
    'a\u0000b',
    'x'.repeat(101),
    ` ${'x'.repeat(100)} `,
    'x'.repeat(201),
  ),
  fc.integer({ min: -3, max: 12_000 }),
  fc.constantFrom(1.5, Number.NaN, Infinity, 2_147_483_648, true, false, null),
  fc.string({ maxLength: 12 }),
)
const maybe = (arbitrary: fc.Arbitrary<unknown>) => fc.option(arbitrary, { nil: undefined })
const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))
const parsedBy = <S extends v.GenericSchema>(schema: S, value: unknown) => {
  const result = v.safeParse(schema, value)
  return result.success ? result.output : undefined
}

test('/trips reads each filter as the API query schema does, dropping what it refuses', () => {
  const search = fc.record({
    classification: maybe(urlValue),
    transport: maybe(urlValue),
    eventType: maybe(urlValue),
    q: maybe(urlValue),
    featured: maybe(urlValue),
    page: maybe(urlValue),
    pageSize: maybe(urlValue),
  })
  fc.assert(
    fc.property(search, (input) => {
      const { pageSize: _pageSize, ...filters } = input
      const { pageSize: _default, page, ...rest } = parseLenient(tripListQuerySchema, filters) ?? { page: 1 }
      expect(defined(parseTripSearch(input))).toEqual(defined({ ...rest, page: page > 1 ? page : undefined }))
    }),
    runs(),
  )
})

test('an order code, a month and a whole number read as their schemas do', () => {
  fc.assert(
    fc.property(urlValue, (value) => {
      expect(orderCodeParam(value)).toEqual(parsedBy(orderCodeSchema, value))
      expect(monthParam(value)).toEqual(parsedBy(monthSchema, value))
      expect(wholeNumberParam(value)).toEqual(parsedBy(integerParam('whole'), value))
    }),
    runs(),
  )
})

test('the checkout keeps a URL name and ids within bounds, dropping the rest', () => {
  const whole = (max: number) => v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max))
  const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(200))
  fc.assert(
    fc.property(fc.record({ trip: maybe(urlValue), option: maybe(urlValue), people: maybe(urlValue), product: maybe(urlValue) }), (input) => {
      const expected = {
        trip: input.trip === undefined ? undefined : parsedBy(slug, input.trip),
        option: input.option === undefined ? undefined : parsedBy(whole(2_147_483_647), input.option),
        people: input.people === undefined ? undefined : parsedBy(whole(10), input.people),
        product: input.product === undefined ? undefined : parsedBy(whole(2_147_483_647), input.product),
      }
      expect(parseCheckoutSearch(input)).toEqual(defined(expected))
    }),
    runs(),
  )
})
