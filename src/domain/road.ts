import * as v from 'valibot'
import { adminMessages, moneyCents, requiredText } from './admin/fields.ts'
import { fieldMessages as m } from './user-messages.ts'
import { isSeatOf, vehicleLayouts, type LayoutSeat, type VehicleLayout } from './vehicle-layouts.ts'

/**
 * A road trip's departure (issue 28, docs/TRAVELLERS.md "Boarding and seats"): where the bus picks
 * travellers up, the vehicles and their seats, and each traveller's choice of both.
 */

export const MAX_BOARDING_POINTS = 20
export const MAX_VEHICLES = 10
/** R$ 10.000 a person: far above any road trip's pick-up, well inside the database's integer. */
export const MAX_BOARDING_EXTRA_CENTS = 1_000_000

export const roadMessages = {
  unknownBoardingPoint: 'This boarding point is not one of the trip’s',
  boardingExtraDiffers: 'This boarding point costs another extra than the one paid at checkout: choose a point of the same price',
  unknownSeat: 'This seat is not one of the trip’s vehicles',
  unknownVehicle: 'This vehicle is not one of the trip’s',
  blockedSeat: 'This seat is not for sale',
  seatRepeated: 'The same seat is chosen twice',
  unknownTraveller: 'No traveller of this order has this number',
  seatTaken: (number: number) => `Seat ${number} was just taken by another traveller; choose another`,
  vehicleInUse: (name: string) => `Travellers hold seats of “${name}” that this change would remove; move them first`,
  boardingPointInUse: (city: string) => `Travellers board at a point in ${city} that this change would remove; move them first`,
  vacanciesFollowVehicles: (seats: number) => `This trip sells its vehicles’ ${seats} seats: change the vehicles instead`,
} as const

const rowId = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message))
const seatNumber = v.pipe(
  v.number(roadMessages.unknownSeat),
  v.integer(roadMessages.unknownSeat),
  v.minValue(1, roadMessages.unknownSeat),
  v.maxValue(999, roadMessages.unknownSeat),
)

/** A boarding point kept (with its id) or new; the list's order is the route's. `at` is when the bus leaves there. */
export const boardingPointInputSchema = v.object({
  id: v.optional(v.nullable(rowId(roadMessages.unknownBoardingPoint)), null),
  city: requiredText(2, 80),
  place: requiredText(2, 200),
  at: v.pipe(
    v.string(m.required),
    v.trim(),
    v.isoTimestamp(m.date),
    v.transform((text) => new Date(text).toISOString()),
  ),
  extraCents: v.optional(v.pipe(moneyCents, v.maxValue(MAX_BOARDING_EXTRA_CENTS, adminMessages.maxValue(MAX_BOARDING_EXTRA_CENTS))), 0),
})

/** PUT /api/admin/trips/{id}/boarding-points: the trip's points, in order (an empty list: no points). */
export const boardingPointsUpdateSchema = v.object({
  boardingPoints: v.pipe(v.array(boardingPointInputSchema), v.maxLength(MAX_BOARDING_POINTS, m.maxLength(MAX_BOARDING_POINTS))),
})
export type BoardingPointsUpdate = v.InferOutput<typeof boardingPointsUpdateSchema>

/** A vehicle kept (with its id) or new, from a layout; `blockedSeats` are not for sale (the guide's, say). */
export const vehicleInputSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(rowId(roadMessages.unknownVehicle)), null),
    name: requiredText(1, 60),
    layout: v.picklist(vehicleLayouts, m.required),
    blockedSeats: v.optional(v.pipe(v.array(seatNumber), v.maxLength(60, m.maxLength(60))), []),
  }),
  v.forward(
    v.partialCheck([['layout'], ['blockedSeats']], (vehicle) => vehicle.blockedSeats.every((number) => isSeatOf(vehicle.layout, number)), roadMessages.unknownSeat),
    ['blockedSeats'],
  ),
)

/** PUT /api/admin/trips/{id}/vehicles: the departure's vehicles, in order (an empty list: the trip sells places, not seats). */
export const vehiclesUpdateSchema = v.object({ vehicles: v.pipe(v.array(vehicleInputSchema), v.maxLength(MAX_VEHICLES, m.maxLength(MAX_VEHICLES))) })
export type VehiclesUpdate = v.InferOutput<typeof vehiclesUpdateSchema>

/** A seat as a traveller names it. */
export const seatRefSchema = v.object({ vehicleId: rowId(roadMessages.unknownSeat), number: seatNumber })
export type SeatRef = v.InferOutput<typeof seatRefSchema>

/** A traveller's boarding point and seat, as the travellers' PUT takes them: left out keeps what is kept, null clears it. */
export const travellerPlaceEntries = {
  boardingPointId: v.optional(v.nullable(rowId(roadMessages.unknownBoardingPoint))),
  seat: v.optional(v.nullable(seatRefSchema)),
}

/** PUT /api/me/orders/{code}/seats (and a guest's): seats for some of the order's travellers, by their index. */
export const seatsUpdateSchema = v.object({
  seats: v.pipe(
    v.array(
      v.object({
        traveller: v.pipe(
          v.number(roadMessages.unknownTraveller),
          v.integer(roadMessages.unknownTraveller),
          v.minValue(0, roadMessages.unknownTraveller),
          v.maxValue(9, roadMessages.unknownTraveller),
        ),
        ...seatRefSchema.entries,
      }),
    ),
    v.minLength(1, m.required),
    v.maxLength(10, m.maxLength(10)),
  ),
})
export type SeatsUpdate = v.InferOutput<typeof seatsUpdateSchema>

/** A boarding point as the trip's page shows it. */
export interface BoardingPoint {
  id: number
  city: string
  place: string
  /** ISO timestamp. */
  at: string
  extraCents: number
}

export const seatStatuses = ['free', 'taken', 'blocked'] as const
export type SeatStatus = (typeof seatStatuses)[number]

export interface SeatMapSeat extends LayoutSeat {
  status: SeatStatus
}

export interface SeatMapVehicle {
  id: number
  name: string
  layout: VehicleLayout
  seats: SeatMapSeat[]
}

/** GET /api/trips/{slug}/seats: who sits where is not in it, only whether a seat is free. */
export interface SeatMap {
  vehicles: SeatMapVehicle[]
}

/** A vehicle as a traveller's seat names it. */
export interface VehicleName {
  id: number
  name: string
}

/** A vehicle as the admin's trip edits it. */
export interface AdminVehicle {
  id: number
  name: string
  layout: VehicleLayout
  blockedSeats: number[]
  /** When its passenger list (ANTT) was locked as sent to the carrier (ISO), null while open. */
  manifestLockedAt: string | null
  /** Seats travellers hold in it. */
  seatsTaken: number
}
