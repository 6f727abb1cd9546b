import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { DownloadButton } from '../../../ui/download-button.tsx'
import { PassengerTable } from '../../../ui/passengers/passenger-table.tsx'
import { downloadManifestPdf, tripPassengersOptions } from './api.ts'
import { SeatChecksSummary } from './seat-checks-summary.tsx'

/** The "Passengers" view of the manifest: the seat checks, a row per traveller, and the carrier's PDF. */
export function PassengersPanel({ tripId }: { tripId: number }) {
  const { t } = useLingui()
  const manifest = useQuery(tripPassengersOptions(tripId))
  if (manifest.isError) {
    return (
      <Text color="fg.muted">
        <Trans>The passenger list could not be loaded. Try again in a moment.</Trans>
      </Text>
    )
  }
  if (!manifest.data) return <Skeleton h="40" aria-busy="true" />
  const { trip, passengers, checks } = manifest.data
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" justify="space-between">
        <Text>{trip.boardingPlace ? <Trans>Boarding: {trip.boardingPlace}</Trans> : <Trans>Boarding place not set yet</Trans>}</Text>
        <DownloadButton colorPalette="brand" download={() => downloadManifestPdf(tripId)}>
          <Trans>Download PDF</Trans>
        </DownloadButton>
      </HStack>
      <SeatChecksSummary checks={checks} />
      {passengers.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No paid order yet: nobody to list.</Trans>
        </Text>
      ) : (
        <PassengerTable passengers={passengers} label={t`Passengers`} showSeat />
      )}
    </Stack>
  )
}
