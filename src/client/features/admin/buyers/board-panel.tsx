import { Badge, Box, Button, Card, Field, Heading, HStack, List, NativeSelect, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { BoardingReport, BoardingTraveller } from '../../../../domain/boarding-report.ts'
import type { SeatMapSeat } from '../../../../domain/road.ts'
import { DownloadButton } from '../../../ui/download-button.tsx'
import { useFormats } from '../../../ui/use-formats.ts'
import { deckGrid, windowSide } from '../../purchases/components/seat-map/vehicle-deck.tsx'
import { downloadBoardingReport, tripBoardOptions, useSeatMove } from './api.ts'

type BoardVehicle = BoardingReport['vehicles'][number]

const keyOf = (each: BoardingTraveller) => `${each.orderCode}:${each.traveller}`

/** Everyone on the board: by boarding point in the route's order, then those without one. */
const everyoneOn = (board: BoardingReport) => [...board.points.flatMap((point) => point.travellers), ...board.withoutPoint]

/** The decks of a vehicle as drawn, upper first (as the buyer's seat map draws them). */
const decksOf = (vehicle: BoardVehicle) => [2, 1].map((deck) => vehicle.seats.filter((seat) => seat.deck === deck)).filter((seats) => seats.length > 0)

function useNameOf() {
  const { t } = useLingui()
  return (each: BoardingTraveller) => each.data.name || t`(name not given)`
}

/** One deck drawn as the buyer's seat map draws it, read-only: on each taken seat its traveller's name, a minor marked. */
function BoardDeck({ label, seats, occupantOf }: { label: string; seats: SeatMapSeat[]; occupantOf: (seat: SeatMapSeat) => BoardingTraveller | undefined }) {
  const { t } = useLingui()
  const nameOf = useNameOf()
  return (
    // Focusable: a deck wider than a phone scrolls, and the keyboard must reach what it hides.
    <Box
      role="group"
      aria-label={label}
      tabIndex={0}
      borderWidth="2px"
      borderColor="border.emphasized"
      borderRadius="l3"
      borderTopRadius="2xl"
      px="3"
      pt="2"
      pb="3"
      width="fit-content"
      maxW="full"
      overflowX="auto"
    >
      <Text fontSize="xs" color="fg.muted" textAlign="center" mb="2" aria-hidden="true">
        {label}
      </Text>
      <Box as="ul" listStyleType="none" {...deckGrid(seats, '6rem')} gap="1.5">
        {seats.map((seat) => {
          const who = occupantOf(seat)
          const number = seat.number
          const state = who
            ? who.data.minor
              ? t`${nameOf(who)}, minor`
              : nameOf(who)
            : seat.status === 'blocked'
              ? t`not for sale`
              : seat.status === 'taken'
                ? t`held by an unpaid order`
                : t`free`
          return (
            <Box
              as="li"
              key={seat.number}
              data-seat={seat.number}
              data-state={who ? 'seated' : seat.status}
              gridRow={seat.row}
              gridColumn={seat.column}
              borderWidth="1px"
              borderRadius="l2"
              px="1"
              fontSize="xs"
              lineHeight="short"
              overflow="hidden"
              bg={who ? 'brand.muted' : seat.status === 'free' ? 'bg' : 'bg.emphasized'}
              color={who ? 'brand.fg' : seat.status === 'free' ? 'fg' : 'fg.muted'}
              borderColor={who ? 'brand.solid' : 'border.emphasized'}
              borderStyle={seat.status === 'blocked' ? 'dashed' : undefined}
              {...windowSide(seat)}
            >
              <VisuallyHidden>{t`Seat ${number}: ${state}`}</VisuallyHidden>
              <Box aria-hidden="true">
                <HStack gap="1">
                  <Text fontWeight="semibold">{seat.number}</Text>
                  {who?.data.minor && (
                    <Badge size="xs" colorPalette="orange">
                      <Trans>minor</Trans>
                    </Badge>
                  )}
                </HStack>
                {who && <Text truncate>{nameOf(who)}</Text>}
              </Box>
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}

/** The "Move to…" pick: a traveller, a vehicle, one of its free seats (PUT …/seats); a refusal (seat taken, list locked) is toasted by the api. */
function MoveForm({ tripId, board }: { tripId: number; board: BoardingReport }) {
  const { t } = useLingui()
  const nameOf = useNameOf()
  const move = useSeatMove(tripId)
  const everyone = everyoneOn(board)
  const [who, setWho] = useState('')
  const [vehicleId, setVehicleId] = useState(board.vehicles[0]!.id)
  const [number, setNumber] = useState('')
  const vehicle = board.vehicles.find((candidate) => candidate.id === vehicleId) ?? board.vehicles[0]!
  const traveller = everyone.find((each) => keyOf(each) === who)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!traveller || number === '') return
    move.mutate({ order: traveller.orderCode, traveller: traveller.traveller, vehicleId: vehicle.id, number: Number(number) }, { onSuccess: () => setNumber('') })
  }
  return (
    <Box as="form" onSubmit={submit} aria-label={t`Move to…`} data-testid="seat-move">
      <Heading as="h3" size="sm" mb="2">
        <Trans>Move to…</Trans>
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Traveller</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={who} onChange={(event) => setWho(event.target.value)}>
              <option value="">{t`Choose…`}</option>
              {everyone.map((each) => {
                const name = nameOf(each)
                const where = each.seat ? `${each.seat.vehicleName} ${each.seat.number}` : t`no seat`
                return (
                  <option key={keyOf(each)} value={keyOf(each)}>
                    {`${name} (${each.orderCode}) · ${where}`}
                  </option>
                )
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Vehicle</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={String(vehicle.id)}
              onChange={(event) => {
                setVehicleId(Number(event.target.value))
                setNumber('')
              }}
            >
              {board.vehicles.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Free seat</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={number} onChange={(event) => setNumber(event.target.value)}>
              <option value="">{t`Choose…`}</option>
              {vehicle.seats
                .filter((seat) => seat.status === 'free')
                .map((seat) => (
                  <option key={seat.number} value={seat.number}>
                    {seat.number}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand" loading={move.isPending} disabled={!traveller || number === ''}>
          <Trans>Move</Trans>
        </Button>
      </HStack>
    </Box>
  )
}

/** A list of travellers by name with their order and seat, or a line saying there is none. */
function Travellers({ travellers, empty, testId }: { travellers: BoardingTraveller[]; empty: string; testId: string }) {
  const nameOf = useNameOf()
  if (travellers.length === 0)
    return (
      <Text color="fg.muted" data-testid={testId}>
        {empty}
      </Text>
    )
  return (
    <List.Root variant="plain" gap="1" data-testid={testId}>
      {travellers.map((each) => (
        <List.Item key={keyOf(each)} display="flex" gap="2" flexWrap="wrap">
          <Text>{nameOf(each)}</Text>
          {each.data.minor && (
            <Badge size="sm" colorPalette="orange">
              <Trans>minor</Trans>
            </Badge>
          )}
          <Text as="span" color="fg.muted" fontSize="sm">
            {each.orderCode} · {each.seat ? `${each.seat.vehicleName} ${each.seat.number}` : <Trans>no seat</Trans>}
          </Text>
        </List.Item>
      ))}
    </List.Root>
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
      {data.vehicles.length > 0 && (
        <>
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
            <Travellers travellers={withoutSeat} empty={t`Every traveller has a seat.`} testId="without-seat" />
          </Stack>
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
