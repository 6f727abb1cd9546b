import type { AdminVehicle, BoardingPoint } from '../../road.ts'
import type { ScheduleDay } from '../../trip.ts'
import type { StoredImageInput } from '../../uploads.ts'
import type { AdminTripInput, FlightInput } from './input.ts'

export interface AdminTripOption {
  id: number
  name: string
  priceCents: number
  people: number
  /** Orders naming the option: it cannot be removed while there are any. */
  orders: number
}

/**
 * GET /api/admin/trips/:id: the trip as the admin's form edits it. Sending it back (PUT) as it is
 * changes nothing: every input field is here, in the input's shape.
 */
export interface AdminTrip extends Omit<AdminTripInput, 'schedule' | 'options' | 'flights' | 'images'> {
  id: number
  slug: string
  seatsLeft: number
  schedule: ScheduleDay[]
  options: AdminTripOption[]
  flights: { first: FlightInput | null; second: FlightInput | null }
  images: StoredImageInput[]
  /** Set apart: PUT /api/admin/trips/{id}/boarding-points and /vehicles (the trip's PUT leaves them alone). */
  boardingPoints: BoardingPoint[]
  vehicles: AdminVehicle[]
  /** Orders of any status. */
  orders: number
  updatedAt: string
}
