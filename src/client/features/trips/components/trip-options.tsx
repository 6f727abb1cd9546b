import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatBRL } from '../../../../domain/money.ts'
import type { Trip } from '../../../../domain/trip.ts'

/** Options with price and people, and the seats left (or "esgotado"). */
export function TripOptions({ trip }: { trip: Trip }) {
  const soldOut = trip.seatsLeft === 0
  return (
    <Stack as="section" aria-labelledby="options-heading" gap="3" bg="bg.panel" borderWidth="1px" borderRadius="l3" p="5" data-testid="trip-options">
      <HStack justify="space-between" wrap="wrap">
        <Text as="h2" id="options-heading" fontWeight="bold" fontSize="lg">
          <Trans>Options and prices</Trans>
        </Text>
        {soldOut ? (
          <Badge colorPalette="red" variant="solid" size="lg" data-testid="sold-out">
            <Trans>Sold out</Trans>
          </Badge>
        ) : (
          <Badge variant="subtle" size="lg" data-testid="seats-left">
            <Plural value={trip.seatsLeft} one="# seat left" other="# seats left" />
          </Badge>
        )}
      </HStack>
      <Stack as="ul" listStyleType="none" gap="2">
        {trip.options.map((option) => (
          <HStack as="li" key={option.id} justify="space-between" gap="4" py="2" borderTopWidth="1px" wrap="wrap">
            <Stack gap="0">
              <Text fontWeight="medium">{option.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                <Plural value={option.people} one="# person" other="# people" />
              </Text>
            </Stack>
            <HStack gap="3">
              <Text fontWeight="bold" fontSize="lg">
                {formatBRL(option.priceCents)}
              </Text>
              <Button asChild disabled={soldOut} aria-disabled={soldOut}>
                <Link to="/user/checkout" search={{ trip: trip.slug, option: option.id }} disabled={soldOut}>
                  <Trans>Buy</Trans>
                </Link>
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        <Trans>Pay by credit card in up to {trip.maxInstallments} installments, bank slip or Pix.</Trans>
      </Text>
    </Stack>
  )
}
