import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BoardingPoint, VehicleName } from '../../../../domain/road.ts'
import type { OrderTraveller } from '../../../../domain/traveller.ts'
import { boardingPointText } from '../../../ui/trips/boarding-point-text.ts'
import { SeatName } from './seat-name.tsx'

/** Where a traveller boards and sits, as saved: nothing for a trip without boarding points or seats. */
export function TravellerPlace({ traveller, boardingPoints, vehicles }: { traveller: OrderTraveller; boardingPoints: BoardingPoint[]; vehicles: VehicleName[] }) {
  const { i18n } = useLingui()
  const point = boardingPoints.find((candidate) => candidate.id === traveller.boardingPointId)
  const seat = traveller.seat
  if (!point && !seat) return null
  const where = point ? boardingPointText(point, i18n.locale) : ''
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="traveller-place">
      {point && <Trans>Boards at {where}</Trans>}
      {point && seat && ' · '}
      {seat && <SeatName seat={seat} vehicles={vehicles} />}
    </Text>
  )
}
