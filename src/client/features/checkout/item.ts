import type { Product } from '../../../domain/catalogue.ts'
import { PRODUCT_MAX_INSTALLMENTS } from '../../../domain/installments.ts'
import { MAX_PEOPLE, type OrderItemInput } from '../../../domain/order.ts'
import type { BoardingPoint } from '../../../domain/road.ts'
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
      optionPriceCents: number
      /** The option's price plus the chosen boarding point's extra. */
      unitPriceCents: number
      /** The points to choose from at checkout: the trip's where one has an extra price, else none (chosen later with the travellers). */
      boardingPoints: BoardingPoint[]
      boardingPointId: number | null
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
  const boardingPoints = trip.boardingPoints.some((point) => point.extraCents > 0) ? trip.boardingPoints : []
  return {
    kind: 'trip',
    tripId: trip.id,
    slug: trip.slug,
    name: trip.name,
    checkIn: trip.checkIn,
    checkOut: trip.checkOut,
    optionId: option.id,
    optionName: option.name,
    optionPriceCents: option.priceCents,
    unitPriceCents: option.priceCents + (boardingPoints[0]?.extraCents ?? 0),
    boardingPoints,
    boardingPointId: boardingPoints[0]?.id ?? null,
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

/** The trip item boarding at another of its checkout points: its price per person follows the point's extra. */
export function atBoardingPoint(item: CheckoutItem, boardingPointId: number): CheckoutItem {
  if (item.kind !== 'trip') return item
  const point = item.boardingPoints.find((candidate) => candidate.id === boardingPointId)
  return point ? { ...item, boardingPointId: point.id, unitPriceCents: item.optionPriceCents + point.extraCents } : item
}

/** People a buyer may choose: 1 to 10, never more than the seats left. */
export const maxPeopleOf = (item: CheckoutItem) => (item.kind === 'trip' ? Math.min(MAX_PEOPLE, item.seatsLeft) : 1)

export const peopleFor = (item: CheckoutItem, wanted: number | undefined) => Math.min(Math.max(1, wanted ?? 1), maxPeopleOf(item))

export const totalOf = (item: CheckoutItem, people: number) => item.unitPriceCents * (item.kind === 'trip' ? people : 1)

export const orderItemOf = (item: CheckoutItem, people: number): OrderItemInput =>
  item.kind === 'trip' ? { tripId: item.tripId, optionId: item.optionId, people, boardingPointId: item.boardingPointId } : { productId: item.productId }
