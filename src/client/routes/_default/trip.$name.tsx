import { Badge, Button, Container, EmptyState, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { tripDateRangeText } from '../../../domain/trip-dates.ts'
import { ApiError } from '../../api.ts'
import { tripQueryOptions } from '../../features/trips/api.ts'
import { TripFlights } from '../../features/trips/components/trip-flights.tsx'
import { TripGallery } from '../../features/trips/components/trip-gallery.tsx'
import { TripOptions } from '../../features/trips/components/trip-options.tsx'
import { TripSchedule } from '../../features/trips/components/trip-schedule.tsx'
import { TripSections } from '../../features/trips/components/trip-sections.tsx'
import { classificationLabels, transportLabels } from '../../features/trips/labels.ts'
import { PageTitle } from '../../ui/page-title.tsx'
import { useDocumentTitle } from '../../ui/use-document-title.ts'

export const Route = createFileRoute('/_default/trip/$name')({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureQueryData(tripQueryOptions(params.name))
      return { found: true }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { found: false }
      throw error
    }
  },
  component: TripPage,
})

function TripNotFound() {
  const { t } = useLingui()
  useDocumentTitle(t`Trip not found`)
  return (
    <Container maxW="3xl" py="16">
      <EmptyState.Root data-testid="trip-not-found">
        <EmptyState.Content>
          <EmptyState.Title as="h1">
            <Trans>We could not find this trip</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>It may have ended or changed its name. See the trips we have now.</Trans>
          </EmptyState.Description>
          <Button asChild>
            <Link to="/trips">{t`See all trips`}</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  )
}

function Fact({ label, children }: { label: string; children: string }) {
  if (!children) return null
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{children}</Text>
    </Stack>
  )
}

function TripDetail({ name }: { name: string }) {
  const { t, i18n } = useLingui()
  const { data: trip } = useSuspenseQuery(tripQueryOptions(name))
  return (
    <Container maxW="6xl" py={{ base: '0', md: '8' }} px={{ base: '0', md: '6' }}>
      <TripGallery images={trip.images} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" mt="6" px={{ base: '4', md: '0' }}>
        <Stack gap="8" minW="0">
          <Stack gap="3">
            <HStack gap="2" wrap="wrap">
              <Badge variant="subtle">{i18n._(classificationLabels[trip.classification])}</Badge>
              <Badge variant="outline">{i18n._(transportLabels[trip.transport])}</Badge>
              {trip.eventType && <Badge variant="outline">{trip.eventType.name}</Badge>}
              {trip.mentalMapTag && <Badge variant="plain" color="fg.muted">#{trip.mentalMapTag}</Badge>}
            </HStack>
            <PageTitle documentTitle={trip.name} subtitle={`${trip.destination} · ${tripDateRangeText(trip.checkIn, trip.checkOut)}`}>
              {trip.name}
            </PageTitle>
            <Text whiteSpace="pre-line">{trip.placeDescription}</Text>
          </Stack>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" bg="bg.panel" borderWidth="1px" borderRadius="l3" p="5">
            <Fact label={t`Dates`}>{tripDateRangeText(trip.checkIn, trip.checkOut)}</Fact>
            <Fact label={t`Boarding place`}>{trip.boardingPlace}</Fact>
            <Fact label={t`Hotel`}>{trip.hotel}</Fact>
            <Fact label={t`Destination`}>{trip.destination}</Fact>
          </Grid>
          <TripSchedule days={trip.schedule} />
          <TripFlights flights={trip.flights} />
          <TripSections sections={trip.sections} />
        </Stack>
        <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '20' }} alignSelf="start">
          <TripOptions trip={trip} />
        </Stack>
      </Grid>
    </Container>
  )
}

function TripPage() {
  const { found } = Route.useLoaderData()
  const { name } = Route.useParams()
  return found ? <TripDetail name={name} /> : <TripNotFound />
}
