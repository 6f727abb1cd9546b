import { Box, Card, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { FillingTrip } from '../../../../domain/admin/dashboard.ts'
import { useFormats } from '../../../ui/use-formats.ts'

/** Upcoming trips by seats taken: a bar each (drawn for the eye; the sentence beside it says the same). */
export function FillingTrips({ trips }: { trips: FillingTrip[] }) {
  const { t } = useLingui()
  const format = useFormats()
  return (
    <Card.Root as="section" aria-labelledby="filling-trips" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="filling-trips">
          <Trans>Trips filling up</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        {trips.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No upcoming published trip.</Trans>
          </Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none">
            {trips.map((trip) => {
              const percent = Math.round((trip.seatsTaken / trip.vacancies) * 100)
              return (
                <Stack as="li" key={trip.id} gap="1">
                  <ChakraLink asChild fontWeight="medium">
                    <Link to="/admin/trips/buyers" search={{ tripId: trip.id }}>
                      {trip.name}
                    </Link>
                  </ChakraLink>
                  <Box aria-hidden="true" h="2" borderRadius="full" bg="bg.muted" overflow="hidden">
                    <Box h="full" w={`${percent}%`} bg="colorPalette.solid" colorPalette="brand" borderRadius="full" />
                  </Box>
                  <Text fontSize="sm" color="fg.muted">
                    {t`${trip.seatsTaken} of ${trip.vacancies} seats taken (${percent}%), ${trip.seatsPaid} paid · departs ${format.date(trip.checkIn)}`}
                  </Text>
                </Stack>
              )
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
}
