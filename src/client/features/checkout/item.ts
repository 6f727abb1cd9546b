import type { Product } from '../../../domain/catalogue.ts'
import { PRODUCT_MAX_INSTALLMENTS } from '../../../domain/installments.ts'
import { MAX_PEOPLE, type OrderItemInput } from '../../../domain/order.ts'
import type { Trip } from '../../../domain/trip.ts'

/** What the checkout sells: a trip option for some people, or a priced product. */
export type CheckoutItem =
  | {
      kind: 'trip'
      tripId: number
      slug: string
      name: string
      checkIn: string
      checkOut: string
      optionId: number
      optionName: string
      unitPriceCents: number
      seatsLeft: number
      installmentLimit: number
      boletoInstallments: boolean
      /** The deposit plan offered now; null: the whole price only. */
      planOffer: Trip['paymentPlan']
    }
  | { kind: 'product'; productId: number; name: string; unitPriceCents: number; installmentLimit: number; boletoInstallments: false }

/** `heldSeats`: the seats a waitlist offer holds for this buyer, which the trip's seats left do not show. */
export function tripItem(trip: Trip, optionId: number | undefined, heldSeats = 0): CheckoutItem | null {
  const option = trip.options.find((candidate) => candidate.id === optionId)
  const seatsLeft = trip.seatsLeft + heldSeats
  if (!option || seatsLeft < 1) return null
  return {
    kind: 'trip',
    tripId: trip.id,
    slug: trip.slug,
    name: trip.name,
    checkIn: trip.checkIn,
    checkOut: trip.checkOut,
    optionId: option.id,
    optionName: option.name,
    unitPriceCents: option.priceCents,
    seatsLeft,
    installmentLimit: trip.maxInstallments,
    boletoInstallments: trip.boletoInstallments,
    planOffer: trip.paymentPlan,
  }
}

export function productItem(product: Product | undefined): CheckoutItem | null {
  if (!product || product.priceCents === null) return null
  return { kind: 'product', productId: product.id, name: product.name, unitPriceCents: product.priceCents, installmentLimit: PRODUCT_MAX_INSTALLMENTS, boletoInstallments: false }
}

/** People a buyer may choose: 1 to 10, never more than the seats left. */
export const maxPeopleOf = (item: CheckoutItem) => (item.kind === 'trip' ? Math.min(MAX_PEOPLE, item.seatsLeft) : 1)

export const peopleFor = (item: CheckoutItem, wanted: number | undefined) => Math.min(Math.max(1, wanted ?? 1), maxPeopleOf(item))

export const totalOf = (item: CheckoutItem, people: number) => item.unitPriceCents * (item.kind === 'trip' ? people : 1)

export const orderItemOf = (item: CheckoutItem, people: number): OrderItemInput =>
  item.kind === 'trip' ? { tripId: item.tripId, optionId: item.optionId, people } : { productId: item.productId }
