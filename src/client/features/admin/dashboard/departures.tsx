import { Card, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DEPARTURE_DAYS, type Departure } from '../../../../domain/admin/dashboard.ts'
import { useFormats } from '../../../ui/use-formats.ts'
import { OrderCodeLink } from '../orders/order-code-link.tsx'

function DepartureItem({ departure }: { departure: Departure }) {
  const { t } = useLingui()
  const format = useFormats()
  return (
    <Stack as="li" gap="1" data-testid="departure">
      <HStack gap="3" wrap="wrap">
        <ChakraLink asChild fontWeight="medium">
          <Link to="/admin/trips/buyers" search={{ tripId: departure.id }}>
            {departure.name}
          </Link>
        </ChakraLink>
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {t`departs ${format.date(departure.checkIn)}`}
        </Text>
      </HStack>
      <Text fontSize="sm">{t`${departure.seatsSold} of ${departure.vacancies} seats sold`}</Text>
      {departure.travellersMissing === 0 ? (
        <Text fontSize="sm" color="fg.success">
          <Trans>Every traveller's data is in.</Trans>
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.warning">
            <Plural value={departure.travellersMissing} one="# traveller with missing data:" other="# travellers with missing data:" />
          </Text>
          <Stack as="ul" gap="1" listStyleType="none" ps="3" aria-label={t`Orders with missing travellers' data, ${departure.name}`}>
            {departure.incompleteOrders.map((order) => (
              <HStack as="li" key={order.code} gap="3" wrap="wrap" fontSize="sm">
                <OrderCodeLink code={order.code} />
                <Text>{order.payerName}</Text>
                <Text color="fg.muted">{t`${order.missing} of ${order.people} missing`}</Text>
              </HStack>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  )
}

/** Trips leaving in the next 14 days: seats sold and whose travellers' data is still missing, each opening its passenger list. */
export function Departures({ departures }: { departures: Departure[] }) {
  return (
    <Card.Root as="section" aria-labelledby="departures" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="departures">
          <Trans>Departures in the next {DEPARTURE_DAYS} days</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        {departures.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No trip departs in the next {DEPARTURE_DAYS} days.</Trans>
          </Text>
        ) : (
          <Stack as="ol" gap="4" listStyleType="none">
            {departures.map((departure) => (
              <DepartureItem key={departure.id} departure={departure} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
}
