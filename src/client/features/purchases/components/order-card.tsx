import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatBRL } from '../../../../domain/money.ts'
import type { OrderListEntry } from '../../../../domain/order.ts'
import { dueDayText, tripDateRangeText } from '../../../../domain/trip-dates.ts'
import { balanceStatusLabels, methodLabels } from '../../../ui/orders/labels.ts'
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx'

/** A paid deposit's balance still to pay: how much, by when, and how it stands. */
function BalanceLine({ balance }: { balance: NonNullable<OrderListEntry['balance']> }) {
  const { i18n } = useLingui()
  const amount = formatBRL(balance.amountCents)
  const due = dueDayText(balance.dueAt, i18n.locale, true)
  const status = i18n._(balanceStatusLabels[balance.status])
  return (
    <Text fontSize="sm" fontWeight="medium" color={balance.status === 'overdue' ? 'fg.error' : 'fg.warning'} data-testid="balance-line">
      <Trans>
        Balance {amount} by {due} · {status}
      </Trans>
    </Text>
  )
}

/** One purchase in a list, saying when travellers' data is still missing; the whole card opens its details. */
export function OrderCard({ order }: { order: OrderListEntry }) {
  const { i18n } = useLingui()
  const { item } = order
  const name = item.kind === 'trip' ? item.tripName : item.productName
  const placed = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' }).format(new Date(order.createdAt))
  const code = order.code
  return (
    <Box as="li" listStyleType="none" data-testid="order-card" data-code={order.code}>
      <Link to="/user/myAcquired" search={{ order: order.code }} style={{ display: 'block' }}>
        <Stack gap="2" bg="bg.panel" borderWidth="1px" borderRadius="l3" p="4" _hover={{ borderColor: 'brand.border' }} transition="border-color 0.15s">
          <HStack justify="space-between" alignItems="flex-start" gap="3">
            <Text fontWeight="semibold" lineClamp={2}>
              {name}
            </Text>
            <OrderStatusBadge status={order.status} size="sm" />
          </HStack>
          {item.kind === 'trip' && (
            <Text fontSize="sm" color="fg.muted">
              {item.optionName} · {tripDateRangeText(item.checkIn, item.checkOut, i18n.locale)} · <Plural value={item.people} one="# person" other="# people" />
            </Text>
          )}
          {order.status === 'paid' && order.balance && order.balance.status !== 'paid' && <BalanceLine balance={order.balance} />}
          {order.travellersMissing > 0 && (
            <Text fontSize="sm" fontWeight="medium" color="fg.warning" data-testid="travellers-missing">
              <Plural value={order.travellersMissing} one="Missing the data of # traveller" other="Missing the data of # travellers" />
            </Text>
          )}
          <HStack justify="space-between" gap="3" wrap="wrap" fontSize="sm">
            <Text color="fg.muted">
              <Trans>
                Order {code} · {placed}
              </Trans>
            </Text>
            <Text fontWeight="bold">
              {formatBRL(order.amountCents)} · {i18n._(methodLabels[order.method])}
            </Text>
          </HStack>
        </Stack>
      </Link>
    </Box>
  )
}
