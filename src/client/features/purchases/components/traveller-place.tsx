import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BoardingPoint } from '../../../../domain/road.ts'
import type { OrderTraveller } from '../../../../domain/traveller.ts'
import { boardingPointText } from '../../../ui/trips/boarding-point-text.ts'

/** Where a traveller boards and sits, as saved: nothing for a trip without boarding points or seats. */
export function TravellerPlace({ traveller, boardingPoints }: { traveller: OrderTraveller; boardingPoints: BoardingPoint[] }) {
  const { i18n } = useLingui()
  const point = boardingPoints.find((candidate) => candidate.id === traveller.boardingPointId)
  const seat = traveller.seat?.number
  if (!point && seat === undefined) return null
  const where = point ? boardingPointText(point, i18n.locale) : ''
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="traveller-place">
      {point && <Trans>Boards at {where}</Trans>}
      {point && seat !== undefined && ' · '}
      {seat !== undefined && <Trans>Seat {seat}</Trans>}
    </Text>
  )
}
