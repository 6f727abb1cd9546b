import { Box, Button, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState, type Ref } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import type { TripSummary } from '../../../../domain/trip.ts'
import { tripDateRangeText } from '../../../../domain/trip-dates.ts'
import { tripsQueryOptions } from '../../trips/api.ts'

const RESULTS = 6

/** The text typed, once the typing pauses: one catalogue request per pause, not per key. */
function useSettled(text: string, delayMs = 300) {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs)
    return () => clearTimeout(timer)
  }, [text, delayMs])
  return settled
}

function TripFacts({ trip }: { trip: TripSummary }) {
  const { i18n } = useLingui()
  return (
    <Stack gap="0" textAlign="start" minW="0">
      <Text fontWeight="semibold" whiteSpace="normal">
        {trip.name}
      </Text>
      <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
        {tripDateRangeText(trip.checkIn, trip.checkOut, i18n.locale)}
        {' · '}
        {trip.seatsLeft > 0 ? <Plural value={trip.seatsLeft} one="# seat left" other="# seats left" /> : <Trans>Sold out</Trans>}
        {trip.fromPriceCents !== null && (
          <>
            {' · '}
            <Trans>from {formatBRL(trip.fromPriceCents)}</Trans>
          </>
        )}
      </Text>
    </Stack>
  )
}

interface TripSearchProps {
  chosen: TripSummary | null
  onChoose: (trip: TripSummary | null) => void
  /** The search box's ref, so a refused send focuses it (its label and error come from the field around it). */
  inputRef?: Ref<HTMLInputElement | null>
}

/**
 * Finds a trip of the published catalogue (the same list the trips page shows) by name or
 * destination; choosing one shows it with a way to change it.
 */
export function TripSearch({ chosen, onChoose, inputRef }: TripSearchProps) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const q = useSettled(text.trim())
  const trips = useQuery({ ...tripsQueryOptions({ q: q || undefined, pageSize: RESULTS }), enabled: chosen === null, placeholderData: keepPreviousData })

  if (chosen) {
    return (
      <HStack justify="space-between" gap="3" p="3" borderWidth="1px" borderRadius="l2" borderColor="brand.border" bg="brand.subtle" data-testid="chosen-trip">
        <TripFacts trip={chosen} />
        <Button variant="outline" size="sm" flexShrink="0" onClick={() => onChoose(null)}>
          <Trans>Change trip</Trans>
        </Button>
      </HStack>
    )
  }
  const found = trips.data?.items ?? []
  return (
    <Stack gap="2">
      <Input ref={inputRef} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t`Trip name or destination`} autoComplete="off" />
      {trips.isPending ? (
        <Stack gap="2" aria-busy="true" aria-label={t`Loading`}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h="12" />
          ))}
        </Stack>
      ) : found.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          <Trans>No published trip matches this search.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Trips found`}>
          {found.map((trip) => (
            <Box as="li" key={trip.id}>
              <Button variant="outline" w="full" h="auto" py="2" justifyContent="flex-start" disabled={trip.seatsLeft < 1} onClick={() => onChoose(trip)}>
                <TripFacts trip={trip} />
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
