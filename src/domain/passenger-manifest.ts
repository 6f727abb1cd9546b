import type { BoardingPoint } from './road.ts'
import { travellerDocumentNumber, type Traveller, type TravellerDocument } from './traveller.ts'

/**
 * The passenger manifest of a trip, one row per traveller of its paid orders (docs/TRAVELLERS.md,
 * "Manifest"): the admins' screen and PDF, and, limited to its own sales, the selling agency's.
 * The seat of a row is its place in the list (the carrier numbers the list), so it is stable only
 * while no order is added or refunded; a trip with vehicles also has a list per vehicle, by its
 * travellers' own seats (`VehicleManifest`).
 */

export type TravellerValue = 'name' | 'document' | 'birthDate'

export interface ManifestPassenger {
  seat: number
  orderCode: string
  /** 1-based place of the traveller in the order. */
  position: number
  people: number
  buyerName: string
  optionName: string
  traveller: Traveller
  missing: TravellerValue[]
  /** Where the traveller boards a bus (issue 28): null where not chosen or the trip has no points. `at` is ISO. */
  boardingPoint: { city: string; place: string; at: string } | null
  /** The traveller's seat on a bus, by the vehicle's name (null: none chosen, or the trip sells places). */
  busSeat: { vehicleName: string; number: number } | null
}

export interface ManifestTrip {
  id: number
  name: string
  slug: string
  checkIn: string
  checkOut: string
  boardingPlace: string
  transport: 'road' | 'air' | 'cruise'
  vacancies: number
  seatsLeft: number
}

/** The figures an admin checks before handing the list to the carrier. */
export interface SeatChecks {
  vacancies: number
  seatsLeft: number
  /** People of the paid orders: the rows the manifest has. */
  paidSeats: number
  /** Seats taken by orders still waiting for payment: vacancies − seats left − paid seats. */
  heldSeats: number
  completeTravellers: number
  incompleteTravellers: number
  minors: number
  byOption: { optionName: string; paidSeats: number }[]
  /** Paid orders with fewer complete travellers than people. */
  incompleteOrders: { orderCode: string; buyerName: string; people: number; complete: number }[]
  /** A document given for more than one traveller, in one order or across orders. */
  duplicateDocuments: (TravellerDocument & { orderCodes: string[] })[]
}

export interface PassengerManifest {
  trip: ManifestTrip
  passengers: ManifestPassenger[]
  checks: SeatChecks
}

/** GET /api/agency/passengers: the selling agency's own sales' travellers, trip by trip (no seat checks: the trip's other sales are not its business). */
export interface AgencyPassengers {
  trips: { trip: ManifestTrip; passengers: ManifestPassenger[] }[]
}

/** What a traveller still lacks, in the order the forms ask for it. */
export const missingValues = (traveller: Traveller): TravellerValue[] =>
  (
    [
      ['name', traveller.name === ''],
      ['document', traveller.document === null],
      ['birthDate', traveller.birthDate === null],
    ] as const
  )
    .filter(([, missing]) => missing)
    .map(([value]) => value)

/** The items by key, in the order each key first comes (Map.groupBy is Node 21's). */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}

/** The seat checks of a manifest's rows against the trip's seats. */
export function seatChecks(trip: Pick<ManifestTrip, 'vacancies' | 'seatsLeft'>, passengers: ManifestPassenger[]): SeatChecks {
  const complete = passengers.filter((passenger) => passenger.traveller.complete)
  const incompleteOrders = [...groupBy(passengers, (passenger) => passenger.orderCode).values()]
    .map((rows) => ({ orderCode: rows[0]!.orderCode, buyerName: rows[0]!.buyerName, people: rows[0]!.people, complete: rows.filter((row) => row.traveller.complete).length }))
    .filter((order) => order.complete < order.people)
  const documented = passengers.filter((passenger) => passenger.traveller.document !== null)
  const duplicateDocuments = [...groupBy(documented, (passenger) => `${passenger.traveller.document!.kind}:${travellerDocumentNumber(passenger.traveller.document!)}`).values()]
    .filter((rows) => rows.length > 1)
    .map((rows) => ({ ...rows[0]!.traveller.document!, orderCodes: [...new Set(rows.map((row) => row.orderCode))] }))
  return {
    vacancies: trip.vacancies,
    seatsLeft: trip.seatsLeft,
    paidSeats: passengers.length,
    heldSeats: trip.vacancies - trip.seatsLeft - passengers.length,
    completeTravellers: complete.length,
    incompleteTravellers: passengers.length - complete.length,
    minors: passengers.filter((passenger) => passenger.traveller.minor).length,
    byOption: [...groupBy(passengers, (passenger) => passenger.optionName).entries()].map(([optionName, rows]) => ({ optionName, paidSeats: rows.length })),
    incompleteOrders,
    duplicateDocuments,
  }
}

/** A traveller seated in a vehicle: `seat` is the seat's own number, and where they board is on the row. */
export interface VehiclePassenger extends ManifestPassenger {
  boardingPoint: BoardingPoint | null
}

/**
 * The carrier's list of one vehicle (the ANTT list, issue 28): the travellers of the paid orders
 * seated in it, by seat; the seats pending orders hold are not on it (they block its lock).
 */
export interface VehicleManifest {
  trip: ManifestTrip
  vehicle: { id: number; name: string; manifestLockedAt: string | null }
  boardingPoints: BoardingPoint[]
  passengers: VehiclePassenger[]
  /** Seats of the vehicle held by orders waiting for payment. */
  unpaidSeats: number[]
}
