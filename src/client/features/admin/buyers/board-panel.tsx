import { Badge, Box, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createPortal } from 'react-dom'
import type { BoardingReport } from '../../../../domain/boarding-report.ts'
import type { SeatMapSeat } from '../../../../domain/road.ts'
import { DownloadButton } from '../../../ui/download-button.tsx'
import { useFormats } from '../../../ui/use-formats.ts'
import { downloadBoardingReport, tripBoardOptions, useSeatMove } from './api.ts'
import { BoardDeck } from './board-deck.tsx'
import { useTravellerDrag, type TravellerDrag } from './board-drag.ts'
import { MoveForm } from './board-move-form.tsx'
import { Travellers } from './board-traveller-list.tsx'
import { everyoneOn, useNameOf } from './board-travellers.ts'

type BoardVehicle = BoardingReport['vehicles'][number]

/** The decks of a vehicle as drawn, upper first (as the buyer's seat map draws them). */
const decksOf = (vehicle: BoardVehicle) => [2, 1].map((deck) => vehicle.seats.filter((seat) => seat.deck === deck)).filter((seats) => seats.length > 0)

/** The dragged traveller's name under the pointer (the pointer passes through it to the seat below). */
function DragGhost({ drag }: { drag: TravellerDrag }) {
  const nameOf = useNameOf()
  return createPortal(
    <Box
      position="fixed"
      left={`${drag.x + 12}px`}
      top={`${drag.y + 12}px`}
      pointerEvents="none"
      zIndex="tooltip"
      bg="brand.solid"
      color="brand.contrast"
      px="2"
      py="1"
      borderRadius="l2"
      fontSize="sm"
      boxShadow="md"
      aria-hidden="true"
      data-testid="drag-ghost"
    >
      {nameOf(drag.traveller)}
    </Box>,
    document.body,
  )
}

/**
 * The "Boarding" view of a road trip (docs/ADMIN.md "The departure board"): each vehicle's seats
 * with who sits where, the travellers without a seat or a boarding point, a move to another seat
 * or vehicle, and the boarding report by point with its CSV and PDF.
 */
export function BoardPanel({ tripId }: { tripId: number }) {
  const { t } = useLingui()
  const format = useFormats()
  const board = useQuery(tripBoardOptions(tripId))
  const move = useSeatMove(tripId)
  const drag = useTravellerDrag((traveller, seat) => move.mutate({ order: traveller.orderCode, traveller: traveller.traveller, ...seat }))
  if (board.isError) {
    return (
      <Text color="fg.muted">
        <Trans>The departure board could not be loaded. Try again in a moment.</Trans>
      </Text>
    )
  }
  if (!board.data) return <Skeleton h="40" aria-busy="true" />
  const data = board.data
  const seatedIn = (vehicle: BoardVehicle) => {
    const seated = new Map(everyoneOn(data).flatMap((each) => (each.seat?.vehicleId === vehicle.id ? [[each.seat.number, each] as const] : [])))
    return (seat: SeatMapSeat) => seated.get(seat.number)
  }
  const withoutSeat = everyoneOn(data).filter((each) => each.seat === null)
  return (
    <Stack gap="5" data-testid="board">
      {data.vehicles.length === 0 && (
        <Text color="fg.muted" data-testid="board-no-vehicles">
          <Trans>This trip has no vehicles: it sells places, not seats. Add its buses on the trip's page to seat its travellers.</Trans>
        </Text>
      )}
      {data.vehicles.length > 0 && (
        <>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Drag a traveller onto a free seat of any vehicle, or use "Move to…".</Trans>
          </Text>
          <MoveForm key={data.vehicles.map((vehicle) => vehicle.id).join()} tripId={tripId} board={data} />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            {data.vehicles.map((vehicle) => {
              const decks = decksOf(vehicle)
              return (
                <Card.Root key={vehicle.id} size="sm" data-testid="board-vehicle">
                  <Card.Body gap="2">
                    <HStack justify="space-between" wrap="wrap">
                      <Heading as="h3" size="sm">
                        {vehicle.name}
                      </Heading>
                      {vehicle.manifestLockedAt && (
                        <Badge colorPalette="red">
                          <Trans>List locked on {format.dateTime(vehicle.manifestLockedAt)}</Trans>
                        </Badge>
                      )}
                    </HStack>
                    {decks.map((seats) => (
                      <BoardDeck
                        key={seats[0]!.deck}
                        vehicleId={vehicle.id}
                        drag={drag}
                        label={
                          decks.length === 1
                            ? t`${vehicle.name}: seats, front at the top`
                            : seats[0]!.deck === 2
                              ? t`${vehicle.name}, upper deck: seats, front at the top`
                              : t`${vehicle.name}, lower deck: seats, front at the top`
                        }
                        seats={seats}
                        occupantOf={seatedIn(vehicle)}
                      />
                    ))}
                  </Card.Body>
                </Card.Root>
              )
            })}
          </SimpleGrid>
          <Stack gap="1">
            <Heading as="h3" size="sm">
              <Trans>Without a seat</Trans>
            </Heading>
            <Travellers travellers={withoutSeat} empty={t`Every traveller has a seat.`} testId="without-seat" drag={drag} />
          </Stack>
          {drag.drag && <DragGhost drag={drag.drag} />}
        </>
      )}
      <HStack gap="4" wrap="wrap" justify="space-between">
        <Heading as="h3" size="sm">
          <Trans>Boarding report</Trans>
        </Heading>
        <HStack gap="2">
          <DownloadButton variant="outline" download={() => downloadBoardingReport(tripId, 'csv')}>
            <Trans>Export CSV</Trans>
          </DownloadButton>
          <DownloadButton colorPalette="brand" download={() => downloadBoardingReport(tripId, 'pdf')}>
            <Trans>Download PDF</Trans>
          </DownloadButton>
        </HStack>
      </HStack>
      {data.points.map((point) => (
        <Stack key={point.id} gap="1" data-testid="boarding-point">
          <Text fontWeight="semibold">
            {format.dateTime(point.at)} · {point.city} — {point.place}
          </Text>
          <Travellers travellers={point.travellers} empty={t`Nobody boards here.`} testId="point-travellers" />
        </Stack>
      ))}
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {data.points.length > 0 ? <Trans>Without a boarding point</Trans> : <Trans>Travellers</Trans>}
        </Heading>
        <Travellers travellers={data.withoutPoint} empty={data.points.length > 0 ? t`Every traveller has a boarding point.` : t`No paid order yet.`} testId="without-point" />
      </Stack>
    </Stack>
  )
}
