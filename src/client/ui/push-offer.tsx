import { Button, Card, HStack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { declinePushOffer, pushOfferDeclined } from '../pwa/push-device.ts'
import { usePushDevice } from './use-push-device.ts'

/**
 * "Get reminders on this phone", offered at the one moment it helps: right after an order is
 * placed, below its payment (never above the Pix code or the slip), while the browser has not been
 * asked yet. The permission prompt comes only from the user's click; "Not now" hides the offer
 * from this user on this device for good.
 */
export function PushOffer({ userId }: { userId: number }) {
  const { state, busy, turnOn } = usePushDevice()
  const [hidden, setHidden] = useState(() => pushOfferDeclined(userId))
  const titleId = useId()
  if (hidden || state !== 'off' || Notification.permission !== 'default') return null
  return (
    <Card.Root as="aside" size="sm" data-testid="push-offer" aria-labelledby={titleId}>
      <Card.Body gap="3">
        <Text fontWeight="semibold" id={titleId}>
          <Trans>Get reminders on this phone</Trans>
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <Trans>Payment confirmed, Pix about to expire, boleto due, travellers' data missing, departure tomorrow: we let you know here. You choose which in your account.</Trans>
        </Text>
        <HStack gap="3">
          <Button
            size="sm"
            loading={busy}
            onClick={async () => {
              await turnOn()
              // A prompt closed without an answer is a "no" too: the offer does not come back.
              if (Notification.permission !== 'granted') declinePushOffer(userId)
              setHidden(true)
            }}
          >
            <Trans>Turn on reminders</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              declinePushOffer(userId)
              setHidden(true)
            }}
          >
            <Trans>Not now</Trans>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
