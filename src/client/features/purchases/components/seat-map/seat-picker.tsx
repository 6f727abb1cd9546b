import { HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { SeatMapSeat, SeatMapVehicle, VehicleName } from '../../../../../domain/road.ts'
import type { OrderTraveller } from '../../../../../domain/traveller.ts'
import { FormAlert } from '../../../../ui/form/form-alert.tsx'
import { FormField } from '../../../../ui/form/form-field.tsx'
import { describeApiError } from '../../../../ui/form/api-messages.ts'
import type { OrderSource } from '../../order-source.ts'
import { seatMapQueryOptions, useChooseSeats } from '../../seats-api.ts'
import { SeatName } from '../seat-name.tsx'
import { SeatLegend } from './seat-legend.tsx'
import type { SeatState } from './seat-label.ts'
import { VehicleDeck } from './vehicle-deck.tsx'

/** The decks of a vehicle as drawn, upper first (where a double-decker numbers from). */
const decksOf = (vehicle: SeatMapVehicle) => [2, 1].map((deck) => vehicle.seats.filter((seat) => seat.deck === deck)).filter((seats) => seats.length > 0)

/**
 * The order's seats on the map of the trip's vehicles (docs/TRAVELLERS.md "Boarding and seats"):
 * the buyer picks whose seat to choose, then taps a free seat, which holds it for the order at
 * once (PUT …/seats); tapping another seat changes it. Loaded only where a trip has vehicles.
 */
export default function SeatPicker({
  code,
  source,
  slug,
  travellers,
  vehicles,
}: {
  code: string
  source: OrderSource
  slug: string
  travellers: OrderTraveller[]
  vehicles: VehicleName[]
}) {
  const { t } = useLingui()
  const map = useQuery(seatMapQueryOptions(slug))
  const choose = useChooseSeats(source, code, slug)
  const [traveller, setTraveller] = useState(0)
  const chosenVehicle = travellers[traveller]?.seat?.vehicleId
  const [shown, setShown] = useState<number | undefined>(undefined)
  if (map.isPending) return <Skeleton height="64" />
  if (map.isError || map.data.vehicles.length === 0) return null
  const vehicle = map.data.vehicles.find((candidate) => candidate.id === (shown ?? chosenVehicle)) ?? map.data.vehicles[0]!

  const stateOf = (seat: SeatMapSeat): SeatState => {
    const holder = travellers.findIndex((candidate) => candidate.seat?.vehicleId === vehicle.id && candidate.seat.number === seat.number)
    return holder >= 0 ? { traveller: holder + 1 } : seat.status
  }
  const pick = (seat: SeatMapSeat) => choose.mutate({ seats: [{ traveller, vehicleId: vehicle.id, number: seat.number }] })
  const pendingSeat = choose.isPending && choose.variables.seats[0]?.vehicleId === vehicle.id ? choose.variables.seats[0].number : undefined
  const current = travellers[traveller]?.seat
  const decks = decksOf(vehicle)
  const deckLabel = (deck: number) =>
    decks.length === 1
      ? t`${vehicle.name}: seats, front at the top`
      : deck === 2
        ? t`${vehicle.name}, upper deck: seats, front at the top`
        : t`${vehicle.name}, lower deck: seats, front at the top`

  return (
    <Stack gap="4" data-testid="seat-picker">
      <Text fontSize="sm" color="fg.muted">
        <Trans>Choose a traveller, then tap a free seat: it is held for this order at once. Tap another seat to change it.</Trans>
      </Text>
      <HStack gap="3" wrap="wrap" alignItems="flex-end">
        {travellers.length > 1 && (
          <FormField label={<Trans>Seat of</Trans>}>
            <NativeSelect.Root>
              <NativeSelect.Field value={String(traveller)} onChange={(event) => setTraveller(Number(event.currentTarget.value))} data-testid="seat-traveller">
                {travellers.map((candidate, position) => {
                  const number = position + 1
                  return (
                    <option key={position} value={String(position)}>
                      {candidate.name ? t`Traveller ${number}: ${candidate.name}` : t`Traveller ${number}`}
                    </option>
                  )
                })}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        {map.data.vehicles.length > 1 && (
          <FormField label={<Trans>Vehicle</Trans>}>
            <NativeSelect.Root>
              <NativeSelect.Field value={String(vehicle.id)} onChange={(event) => setShown(Number(event.currentTarget.value))} data-testid="seat-vehicle">
                {map.data.vehicles.map((candidate) => {
                  const free = candidate.seats.filter((seat) => seat.status === 'free').length
                  return (
                    <option key={candidate.id} value={String(candidate.id)}>
                      {t`${candidate.name} (${free} free)`}
                    </option>
                  )
                })}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
      </HStack>
      <Text fontWeight="medium" role="status" data-testid="seat-current">
        {current ? <SeatName seat={current} vehicles={vehicles} /> : <Trans>No seat chosen yet</Trans>}
      </Text>
      {choose.isError && <FormAlert status="error" title={describeApiError(choose.error)} />}
      <SeatLegend />
      <Stack gap="4" direction={{ base: 'column', md: 'row' }} alignItems="flex-start">
        {decks.map((seats) => {
          const deck = seats[0]!.deck
          return (
            <VehicleDeck
              key={`${vehicle.id}-${deck}`}
              label={deckLabel(deck)}
              seats={seats}
              stateOf={stateOf}
              currentTraveller={traveller + 1}
              pendingSeat={pendingSeat}
              onPick={pick}
            />
          )
        })}
      </Stack>
    </Stack>
  )
}
