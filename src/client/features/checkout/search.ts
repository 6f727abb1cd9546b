import * as v from 'valibot'
import { MAX_PEOPLE } from '../../../domain/order-code.ts'

/**
 * /user/checkout?trip=<URL name>&option=<id>&people=<n> or ?product=<id>: what is being bought,
 * in the URL so a reload (or coming back from sign-in) keeps the choice. A bad value is dropped.
 * `offer=1`: a waitlist offer's link, whose seats are held for the buyer (docs/WAITLIST.md).
 */
const id = v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
const people = v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(MAX_PEOPLE))
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(200))

export interface CheckoutSearch {
  trip?: string
  option?: number
  people?: number
  product?: number
  offer?: 1
}

const pick = <T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | undefined => {
  if (value === undefined) return undefined
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : undefined
}

export function parseCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const found: CheckoutSearch = {}
  const trip = pick(slug, search.trip)
  const option = pick(id, search.option)
  const count = pick(people, search.people)
  const product = pick(id, search.product)
  if (trip !== undefined) found.trip = trip
  if (option !== undefined) found.option = option
  if (count !== undefined) found.people = count
  if (product !== undefined) found.product = product
  if (String(search.offer) === '1') found.offer = 1
  return found
}
