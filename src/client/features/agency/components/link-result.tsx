import { Button, Card, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import type { PaymentLink } from '../../../../domain/payment-link.ts'
import { tripDateRangeText } from '../../../../domain/trip-dates.ts'
import { expiryText } from '../whatsapp.ts'
import { LinkQr } from './link-qr.tsx'
import { ShareButtons } from './share-buttons.tsx'

/** The link just made: what it sells at the frozen total, until when, its address, and the ways to hand it over. */
export function LinkResult({ link, onAnother }: { link: PaymentLink; onAnother: () => void }) {
  const { i18n } = useLingui()
  const { item } = link
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the agency just sent is gone: its focus (and a phone's scroll) moves to what replaced it.
  useEffect(() => heading.current?.focus(), [])
  return (
    <Card.Root as="section" aria-labelledby="link-ready-heading" borderColor="brand.border" data-testid="link-result">
      <Card.Header>
        <Heading as="h2" id="link-ready-heading" size="md" ref={heading} tabIndex={-1} outline="none">
          <Trans>Payment link ready</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'stretch', md: 'flex-start' }}>
          <Stack gap="3" flex="1" minW="0">
            <Stack gap="0.5">
              <Text fontWeight="semibold">{item.kind === 'trip' ? item.tripName : item.productName}</Text>
              {item.kind === 'trip' && (
                <Text fontSize="sm" color="fg.muted">
                  {item.optionName} · {tripDateRangeText(item.checkIn, item.checkOut, i18n.locale)} · <Plural value={item.people} one="# person" other="# people" />
                </Text>
              )}
            </Stack>
            <Text fontSize="2xl" fontWeight="bold" data-testid="link-total">
              {formatBRL(link.amountCents)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <Trans>Price frozen on the link. Valid until {expiryText(link.expiresAt, i18n.locale)}.</Trans>
            </Text>
            <Field.Root>
              <Field.Label>
                <Trans>Link address</Trans>
              </Field.Label>
              <Input value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} fontSize="sm" />
            </Field.Root>
            <HStack gap="2" wrap="wrap">
              <ShareButtons link={link} />
            </HStack>
          </Stack>
          <Stack align="center" gap="1">
            <LinkQr url={link.url} />
            <Text fontSize="xs" color="fg.muted" textAlign="center" maxW="56">
              <Trans>At the counter, the customer scans it to pay on their phone.</Trans>
            </Text>
          </Stack>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button variant="ghost" onClick={onAnother}>
          <Trans>Create another link</Trans>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
