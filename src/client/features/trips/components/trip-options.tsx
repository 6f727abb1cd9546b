import { Badge, Box, Button, chakra, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import { MAX_PEOPLE } from '../../../../domain/order.ts'
import { isSignedIn } from '../../../../domain/session.ts'
import type { Trip } from '../../../../domain/trip.ts'
import { useSession } from '../../../session.ts'

/**
 * Options with their price per person, the number of people (1 to 10, never more than the
 * seats left) and the total, then "Comprar" to /user/checkout with that choice in the URL. A
 * visitor signs in first: the checkout address rides along as `redirect`, so the sign-in can
 * bring them back to the same choice.
 */
export function TripOptions({ trip }: { trip: Trip }) {
  const { t } = useLingui()
  const signedIn = isSignedIn(useSession())
  const navigate = useNavigate()
  const soldOut = trip.seatsLeft === 0
  const maxPeople = Math.min(MAX_PEOPLE, trip.seatsLeft)
  const [optionId, setOptionId] = useState(trip.options[0]?.id)
  const [people, setPeople] = useState(1)
  const option = trip.options.find((candidate) => candidate.id === optionId)
  const count = Math.min(people, Math.max(1, maxPeople))
  const search = { trip: trip.slug, option: option?.id ?? 0, people: count }
  const checkoutHref = `/user/checkout?${new URLSearchParams({ trip: search.trip, option: String(search.option), people: String(search.people) })}`
  const signInHref = `/signin?${new URLSearchParams({ redirect: checkoutHref })}`

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
      <chakra.fieldset disabled={soldOut} minW="0">
        <chakra.legend srOnly>{t`Choose an option`}</chakra.legend>
        <Stack as="ul" listStyleType="none" gap="2">
          {trip.options.map((candidate) => {
            const checked = candidate.id === optionId
            return (
              <li key={candidate.id}>
                <HStack
                  as="label"
                  justify="space-between"
                  gap="3"
                  p="3"
                  borderWidth="1px"
                  borderRadius="l2"
                  borderColor={checked ? 'brand.border' : 'border'}
                  bg={checked ? 'brand.subtle' : 'transparent'}
                  cursor={soldOut ? 'not-allowed' : 'pointer'}
                  css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
                >
                  <HStack gap="3" minW="0">
                    <input type="radio" name="trip-option" value={candidate.id} checked={checked} onChange={() => setOptionId(candidate.id)} style={{ width: '1.1rem', height: '1.1rem', flexShrink: 0 }} />
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium">{candidate.name}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        <Plural value={candidate.people} one="Room for # person" other="Room for # people" />
                      </Text>
                    </Stack>
                  </HStack>
                  <Stack gap="0" textAlign="end" flexShrink="0">
                    <Text fontWeight="bold">{formatBRL(candidate.priceCents)}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      <Trans>per person</Trans>
                    </Text>
                  </Stack>
                </HStack>
              </li>
            )
          })}
        </Stack>
      </chakra.fieldset>
      {!soldOut && option && (
        <Stack gap="3" pt="1">
          <HStack justify="space-between" alignItems="flex-end" gap="4">
            <Box>
              <chakra.label htmlFor="trip-people" display="block" fontSize="sm" fontWeight="medium" mb="1">
                <Trans>People</Trans>
              </chakra.label>
              <NativeSelect.Root width="6rem">
                <NativeSelect.Field id="trip-people" value={String(count)} onChange={(event) => setPeople(Number(event.target.value))}>
                  {Array.from({ length: maxPeople }, (_, index) => index + 1).map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
            <Stack gap="0" textAlign="end" aria-live="polite">
              <Text fontSize="sm" color="fg.muted">
                <Trans>Total</Trans>
              </Text>
              <Text fontWeight="bold" fontSize="xl" data-testid="options-total">
                {formatBRL(option.priceCents * count)}
              </Text>
            </Stack>
          </HStack>
          <Button asChild size="lg">
            {signedIn ? (
              <Link to="/user/checkout" search={search}>
                <Trans>Buy</Trans>
              </Link>
            ) : (
              <a
                href={signInHref}
                onClick={(event) => {
                  event.preventDefault()
                  void navigate({ href: signInHref })
                }}
              >
                <Trans>Buy</Trans>
              </a>
            )}
          </Button>
          {!signedIn && (
            <Text fontSize="xs" color="fg.muted" textAlign="center">
              <Trans>You will sign in first and come back to this choice.</Trans>
            </Text>
          )}
        </Stack>
      )}
      {soldOut && (
        <Button size="lg" disabled>
          <Trans>Buy</Trans>
        </Button>
      )}
      <Text fontSize="xs" color="fg.muted">
        <Trans>Pay by credit card in up to {trip.maxInstallments} installments, bank slip or Pix.</Trans>
      </Text>
    </Stack>
  )
}
