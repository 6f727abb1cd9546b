import { Trans } from '@lingui/react/macro'
import type { SeatRef, VehicleName } from '../../../../domain/road.ts'

/** "Poltrona 14, Ônibus 1": a seat with its vehicle's name (the number alone if the vehicle is gone from the list). */
export function SeatName({ seat, vehicles }: { seat: SeatRef; vehicles: VehicleName[] }) {
  const number = seat.number
  const vehicle = vehicles.find((candidate) => candidate.id === seat.vehicleId)?.name
  return vehicle === undefined ? (
    <Trans>Seat {number}</Trans>
  ) : (
    <Trans>
      Seat {number}, {vehicle}
    </Trans>
  )
}
