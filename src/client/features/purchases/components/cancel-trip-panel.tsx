import { Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Order } from '../../../../domain/order.ts'
import { cancellationQuoteQueryOptions } from '../cancellation-api.ts'
import type { OrderSource } from '../order-source.ts'
import { CancelTripDialog } from './cancel-trip-dialog.tsx'
import { Panel } from './order-panel.tsx'

/** A paid trip's "Cancel trip", shown only where its quote allows it (not departed, no balance payment waiting); nothing while the quote loads or offline. */
export function CancelTripPanel({ order, source }: { order: Order & { item: { kind: 'trip' } }; source: OrderSource }) {
  const quote = useQuery(cancellationQuoteQueryOptions(order.code, source))
  if (!quote.data?.allowed) return null
  return (
    <Panel id="cancel-trip-heading" title={<Trans>Cancel the trip</Trans>}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {quote.data.withdrawalRight ? (
            <Trans>You bought it less than 7 days ago: cancelling now gives back everything you paid.</Trans>
          ) : (
            <Trans>See what the trip's cancellation policy gives back before anything happens.</Trans>
          )}
        </Text>
        <CancelTripDialog order={order} quote={quote.data} source={source} />
      </Stack>
    </Panel>
  )
}
