import { Card, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { PageTitle } from '../../../ui/page-title.tsx'
import { PassengerTable } from '../../../ui/passengers/passenger-table.tsx'
import { useFormats } from '../../../ui/use-formats.ts'
import { myPassengersOptions } from '../api.ts'

/**
 * /agency/passengers, "My passengers": the travellers of the trips the agency sold (its links and
 * its seller code), trip by trip, read-only, so it can chase its customers for missing data.
 */
export function MyPassengersScreen() {
  const { t } = useLingui()
  const format = useFormats()
  const passengers = useQuery(myPassengersOptions())
  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <PageTitle documentTitle={t`My passengers`} subtitle={t`The travellers of the orders paid through your payment links or with your seller code.`}>
          <Trans>My passengers</Trans>
        </PageTitle>
        {passengers.isError ? (
          <Text color="fg.muted">
            <Trans>Your passengers could not be loaded. Try again in a moment.</Trans>
          </Text>
        ) : !passengers.data ? (
          <Skeleton h="40" aria-busy="true" />
        ) : passengers.data.trips.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No paid sale yet: your customers' travellers will show here.</Trans>
          </Text>
        ) : (
          passengers.data.trips.map(({ trip, passengers: rows }) => (
            <Card.Root key={trip.id} as="section" size="sm" aria-label={trip.name}>
              <Card.Body gap="3">
                <Heading as="h2" size="sm">
                  {trip.name}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {format.date(trip.checkIn)} – {format.date(trip.checkOut)}
                  {trip.boardingPlace ? ` · ${trip.boardingPlace}` : ''}
                </Text>
                <PassengerTable passengers={rows} label={t`Travellers of ${trip.name}`} showSeat={false} />
              </Card.Body>
            </Card.Root>
          ))
        )}
      </Stack>
    </Container>
  )
}
