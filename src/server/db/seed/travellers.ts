import { completeCpf } from '../../../domain/cpf.ts'
import type { orderTravellers, orders, trips } from '../schema/index.ts'

const companions = ['Helena Souza', 'Miguel Costa', 'Sofia Ramos', 'Arthur Pinto', 'Laura Vieira', 'Davi Castro', 'Alice Monteiro', 'Heitor Duarte']

/** The states the demo's RGs were issued in: the agency sells around São Paulo. */
const rgStates = ['SP', 'MG', 'PR', 'RJ']

type OrderRow = typeof orders.$inferSelect
type TravellerRow = typeof orderTravellers.$inferInsert

const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`

/**
 * The demo's travellers (docs/TRAVELLERS.md), so the manifests show every state: most paid orders
 * are complete (the buyer first, then companions), every fourth has nothing filled yet, every
 * fifth a companion still without a birth date, and every third of the parties of two or more a
 * child under 18 at departure; every fourth companion travels on an RG (with its issuing state)
 * rather than a CPF. The travellers of a trip with a seat map (`complete`) are all
 * complete, so its buses' lists can be locked as soon as a new buyer's are (issue 28).
 */
export function demoTravellers(paid: OrderRow[], tripsById: Map<number, typeof trips.$inferSelect>, complete: Set<number>, now: Date): TravellerRow[] {
  return paid.flatMap((order, index) => {
    const trip = order.tripId === null ? undefined : tripsById.get(order.tripId)
    if (!trip) return []
    const whole = complete.has(trip.id)
    if (!whole && index % 4 === 3) return []
    return Array.from({ length: order.people }, (_, position): TravellerRow => {
      const companion = index * 10 + position
      const base = { orderId: order.id, position, documentKind: 'cpf' as const, updatedAt: now }
      if (position === 0) return { ...base, name: order.payer.name, documentNumber: order.payer.cpf, birthDate: order.payer.birthDate || null }
      const minor = position === order.people - 1 && index % 3 === 0
      const birthDate = !whole && index % 5 === 0 ? null : yearsBefore(trip.checkIn, minor ? 9 : 30 + (companion % 25))
      const document =
        companion % 4 === 1
          ? { documentKind: 'rg' as const, documentNumber: String(20_000_000 + companion * 3_571), documentState: rgStates[companion % rgStates.length]! }
          : { documentNumber: completeCpf(String(300_000_000 + companion * 7_919)) }
      return { ...base, name: companions[companion % companions.length]!, ...document, birthDate }
    })
  })
}
