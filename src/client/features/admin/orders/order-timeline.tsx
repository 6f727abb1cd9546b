import { HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminOrder } from '../../../../domain/admin/order.ts'
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx'
import { monoFont } from '../../../ui/mono-font.ts'
import { reasonLabels } from '../../../ui/orders/labels.ts'
import { DetailsPanel } from './fact-list.tsx'
import { useFormats } from '../../../ui/use-formats.ts'

/** The order's status changes (who made them, when an admin did) and the gateway's events. */
export function OrderTimeline({ order }: { order: AdminOrder }) {
  const { t, i18n } = useLingui()
  const format = useFormats()
  return (
    <>
      <DetailsPanel id="order-history" title={t`Status history`}>
        <Stack as="ol" gap="3" listStyleType="none" data-testid="admin-status-history">
          {order.history.map((change) => (
            <Stack as="li" key={`${change.status}-${change.at}`} gap="0.5">
              <HStack gap="3" wrap="wrap">
                <Text asChild fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                  <time dateTime={change.at}>{format.dateTime(change.at)}</time>
                </Text>
                <OrderStatusBadge status={change.status} size="sm" />
                <Text fontSize="sm">{i18n._(reasonLabels[change.reason])}</Text>
              </HStack>
              {change.by && (
                <Text fontSize="sm" color="fg.muted">
                  <Trans>by {change.by.name}</Trans>
                  {change.note && <>: “{change.note}”</>}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </DetailsPanel>
      <DetailsPanel id="order-payment-events" title={t`Payment events`}>
        {order.paymentEvents.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>The gateway has sent no event for this order.</Trans>
          </Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none">
            {order.paymentEvents.map((event) => (
              <HStack as="li" key={event.eventId} gap="3" wrap="wrap" fontSize="sm">
                <Text asChild color="fg.muted" fontVariantNumeric="tabular-nums">
                  <time dateTime={event.receivedAt}>{format.dateTime(event.receivedAt)}</time>
                </Text>
                <Text fontFamily={monoFont}>{event.eventId}</Text>
                <Text color="fg.muted">{event.gateway}</Text>
              </HStack>
            ))}
          </Stack>
        )}
      </DetailsPanel>
    </>
  )
}
