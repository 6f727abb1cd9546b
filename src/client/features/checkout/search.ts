import { MAX_PEOPLE } from '../../../domain/order-code.ts'

/**
 * /user/checkout?trip=<URL name>&option=<id>&people=<n> or ?product=<id>: what is being bought,
 * in the URL so a reload (or coming back from sign-in) keeps the choice. A bad value is dropped.
 * `offer=1`: a waitlist offer's link, whose seats are held for the buyer (docs/WAITLIST.md).
 * Plain checks, not valibot: a route's `validateSearch` is in every first visit.
 */
const wholeUpTo = (max: number) => (value: unknown) => {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined
}
const id = wholeUpTo(2_147_483_647)
const people = wholeUpTo(MAX_PEOPLE)
const slug = (value: unknown) => (typeof value === 'string' && value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : undefined)

export interface CheckoutSearch {
  trip?: string
  option?: number
  people?: number
  product?: number
  offer?: 1
}

export function parseCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const found: CheckoutSearch = {}
  const trip = slug(search.trip)
  const option = id(search.option)
  const count = people(search.people)
  const product = id(search.product)
  if (trip !== undefined) found.trip = trip
  if (option !== undefined) found.option = option
  if (count !== undefined) found.people = count
  if (product !== undefined) found.product = product
  if (String(search.offer) === '1') found.offer = 1
  return found
}
