import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatBRL } from '../../../../domain/money.ts'
import { tripDateRangeText } from '../../../../domain/trip-dates.ts'
import { myForfaitRequestsQueryOptions } from '../api.ts'
import { forfaitStatusPalette, forfaitStatusText } from '../../../ui/forfait-status.ts'

/** The traveller's requests with the agency's answers, newest first. */
export function MyForfaitRequests() {
  const { i18n } = useLingui()
  const { data: requests } = useQuery(myForfaitRequestsQueryOptions())
  if (!requests?.length) return null
  const sent = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' })
  return (
    <Stack as="section" gap="3" aria-labelledby="my-forfait-requests">
      <Heading as="h2" size="md" id="my-forfait-requests">
        <Trans>Your requests</Trans>
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3">
        {requests.map((request) => (
          <Card.Root as="li" key={request.id} size="sm">
            <Card.Body gap="1">
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="semibold">{request.destination}</Text>
                <Badge colorPalette={forfaitStatusPalette[request.status]}>{forfaitStatusText(request.status)}</Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {request.departureDate ? tripDateRangeText(request.departureDate, request.returnDate ?? request.departureDate, i18n.locale) : <Trans>Flexible dates</Trans>}
                {' · '}
                <Trans>
                  {request.adults} adult(s), {request.children} child(ren)
                </Trans>
                {request.budgetPerPersonCents !== null && ` · ${formatBRL(request.budgetPerPersonCents)}`}
                {' · '}
                <Trans>sent on {sent.format(new Date(request.createdAt))}</Trans>
              </Text>
              {request.answer && (
                <Text whiteSpace="pre-line" mt="2">
                  {request.answer}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  )
}
