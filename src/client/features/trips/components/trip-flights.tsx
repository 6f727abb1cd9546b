import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Flight, Trip } from '../../../../domain/trip.ts'

function FlightCard({ title, flight }: { title: string; flight: Flight }) {
  const { i18n } = useLingui()
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${flight.departureDate}T00:00:00Z`))
  return (
    <Stack gap="1" bg="bg.panel" borderWidth="1px" borderRadius="l3" p="5" data-testid="flight">
      <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Text>
      <Text fontWeight="bold">
        {flight.company} · {flight.flightNumber}
      </Text>
      <Text>
        {flight.boardingAirport} → {flight.destination}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {date} · <Trans>departs {flight.departureTime}, arrives {flight.arrivalTime}</Trans>
      </Text>
    </Stack>
  )
}

/** The aerial mesh: the first and second flights. */
export function TripFlights({ flights }: { flights: Trip['flights'] }) {
  const { t } = useLingui()
  if (!flights.first && !flights.second) return null
  return (
    <Stack as="section" aria-labelledby="flights-heading" gap="3">
      <Text as="h2" id="flights-heading" fontWeight="bold" fontSize="xl">
        <Trans>Flights</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {flights.first && <FlightCard title={t`Outbound flight`} flight={flights.first} />}
        {flights.second && <FlightCard title={t`Return flight`} flight={flights.second} />}
      </SimpleGrid>
    </Stack>
  )
}
