import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatBRL } from '../../../../domain/money.ts'
import { tripDateRangeText } from '../../../../domain/trip-dates.ts'
import type { TripSummary } from '../../../../domain/trip.ts'
import { ResponsiveImage } from '../../../ui/responsive-image.tsx'
import { classificationLabels, transportLabels } from '../labels.ts'

export function TripCard({ trip, priority = false }: { trip: TripSummary; priority?: boolean }) {
  const { i18n } = useLingui()
  return (
    <Card.Root asChild overflow="hidden" variant="outline" bg="bg.panel" _hover={{ borderColor: 'accent' }} transition="border-color 0.15s">
      <Link to="/trip/$name" params={{ name: trip.slug }} data-testid="trip-card">
        {trip.coverImage ? (
          <ResponsiveImage image={trip.coverImage} sizes="(min-width: 1152px) 360px, (min-width: 768px) 45vw, 100vw" priority={priority} />
        ) : (
          <Box aspectRatio={16 / 9} bg="bg.emphasized" />
        )}
        <Card.Body gap="2" p="4">
          <HStack gap="2" wrap="wrap">
            <Badge variant="subtle">{i18n._(classificationLabels[trip.classification])}</Badge>
            <Badge variant="outline">{i18n._(transportLabels[trip.transport])}</Badge>
            {trip.seatsLeft === 0 && (
              <Badge colorPalette="red" variant="solid">
                <Trans>Sold out</Trans>
              </Badge>
            )}
          </HStack>
          <Card.Title as="h3" fontSize="md" lineClamp={2}>
            {trip.name}
          </Card.Title>
          <Stack gap="0.5" fontSize="sm" color="fg.muted">
            <Text>{trip.destination}</Text>
            <Text>{tripDateRangeText(trip.checkIn, trip.checkOut)}</Text>
          </Stack>
          {trip.fromPriceCents !== null && (
            <Text fontSize="sm" mt="1">
              <Trans>
                from{' '}
                <Text as="span" fontWeight="bold" fontSize="lg" color="fg">
                  {formatBRL(trip.fromPriceCents)}
                </Text>
              </Trans>
            </Text>
          )}
        </Card.Body>
      </Link>
    </Card.Root>
  )
}
