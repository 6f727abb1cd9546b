import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { eventTypesQueryOptions } from '../../catalogue/api.ts'
import { tripsQueryOptions } from '../api.ts'
import { useDocumentTitle } from '../../../ui/use-document-title.ts'
import { TripGrid } from './trip-grid.tsx'

export const eventTripsQuery = (slug: string) => tripsQueryOptions({ eventType: slug, pageSize: 50 })

/** /f1 and /motogp: the event's header and every trip of its event type. */
export function EventTripsPage({ slug, fallbackName }: { slug: string; fallbackName: string }) {
  const { data: eventTypes } = useSuspenseQuery(eventTypesQueryOptions())
  const { data: trips } = useSuspenseQuery(eventTripsQuery(slug))
  const eventType = eventTypes.find((item) => item.slug === slug)
  const name = eventType?.name ?? fallbackName
  useDocumentTitle(name)
  return (
    <Stack gap="8">
      <Box as="header" bgGradient="to-br" gradientFrom="roteiro.secondary" gradientTo="roteiro.background" py={{ base: '10', md: '16' }}>
        <Container maxW="6xl">
          <Text color="fg.muted" textTransform="uppercase" letterSpacing="widest" fontSize="sm">
            <Trans>Race weekend packages</Trans>
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mt="2">
            {name}
          </Heading>
          {eventType?.description && (
            <Text mt="3" maxW="2xl" color="fg">
              {eventType.description}
            </Text>
          )}
        </Container>
      </Box>
      <Container maxW="6xl">
        {trips.items.length > 0 ? (
          <TripGrid trips={trips.items} />
        ) : (
          <Text color="fg.muted">
            <Trans>No packages for this event right now. Come back soon.</Trans>
          </Text>
        )}
      </Container>
    </Stack>
  )
}
