import { Badge, Button, Grid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import type { Order } from '../../../../domain/order.ts'
import type { PaymentMethod } from '../../../../domain/order-status.ts'
import { balanceOverdueAt } from '../../../../domain/sale-terms.ts'
import { dueDayText } from '../../../../domain/trip-dates.ts'
import { balanceStatusLabels, balanceStatusPalette } from '../../../ui/orders/labels.ts'
import { orderQueryOptions } from '../api.ts'
import type { OrderSource } from '../order-source.ts'
import { BalancePaymentForm } from './balance-payment-form.tsx'
import { BoletoPanel } from './boleto-panel.tsx'
import { PixPanel } from './pix-panel.tsx'
import { SandboxPaymentHint } from './sandbox-payment-hint.tsx'

type DepositOrder = Order & { balance: NonNullable<Order['balance']> }

/** A waiting balance is checked this often: the order page follows the events stream only while the order waits for its first payment, and a deposit order is `paid` by then. */
const WAITING_BALANCE_RECHECK_MS = 3_000

/** The balance's waiting charge, by how it is paid: its Pix code, its slip, or a card the gateway is reviewing. */
function WaitingBalance({ code, method, source }: { code: string; method: PaymentMethod | null; source: OrderSource }) {
  return (
    <Stack gap="3">
      {method === 'pix' && <PixPanel code={code} source={source} />}
      {method === 'boleto' && <BoletoPanel code={code} pending source={source} />}
      {method === 'card' && (
        <Text data-testid="balance-card-review">
          <Trans>The card payment of the balance is being reviewed; this page shows it paid as soon as it is approved.</Trans>
        </Text>
      )}
      <SandboxPaymentHint />
    </Stack>
  )
}

/**
 * A paid deposit order's balance: what is left, by when, and how it stands; "Pay the balance" by
 * Pix, slip or card while it is open (or overdue, within its grace), the charge's Pix code or slip
 * while it waits (rechecked until it is paid).
 */
export function BalancePanel({ order, source }: { order: DepositOrder; source: OrderSource }) {
  const { t, i18n } = useLingui()
  const [paying, setPaying] = useState(false)
  const { balance } = order
  useQuery({ ...orderQueryOptions(order.code, source), refetchInterval: WAITING_BALANCE_RECHECK_MS, enabled: balance.status === 'pending' })
  const due = dueDayText(balance.dueAt, i18n.locale, true)
  const payable = balance.status === 'open' || balance.status === 'overdue'
  const lastDay = dueDayText(balanceOverdueAt(new Date(balance.dueAt)).toISOString(), i18n.locale, true)
  return (
    <Stack gap="4" data-testid="balance" data-status={balance.status}>
      <Grid as="dl" templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="4">
        <Stack gap="0.5">
          <Text as="dt" fontSize="sm" color="fg.muted">
            <Trans>Balance</Trans>
          </Text>
          <Text as="dd" fontWeight="semibold" data-testid="balance-amount">
            {formatBRL(balance.amountCents)}
          </Text>
        </Stack>
        <Stack gap="0.5">
          <Text as="dt" fontSize="sm" color="fg.muted">
            <Trans>Due by</Trans>
          </Text>
          <Text as="dd" fontWeight="semibold" data-testid="balance-due">
            {due}
          </Text>
        </Stack>
        <Stack gap="0.5">
          <Text as="dt" fontSize="sm" color="fg.muted">
            <Trans>Status</Trans>
          </Text>
          <Text as="dd">
            <Badge colorPalette={balanceStatusPalette[balance.status]} variant="subtle" data-testid="balance-status">
              {i18n._(balanceStatusLabels[balance.status])}
            </Badge>
          </Text>
        </Stack>
      </Grid>
      {balance.status === 'overdue' && (
        <Text fontSize="sm" color="fg.error">
          <Trans>The due date has passed: pay it by {lastDay}, or the order is canceled under the trip's cancellation policy.</Trans>
        </Text>
      )}
      {payable && !paying && (
        <Button alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => setPaying(true)}>
          {t`Pay the balance`}
        </Button>
      )}
      {payable && paying && <BalancePaymentForm order={order} source={source} onClose={() => setPaying(false)} />}
      {balance.status === 'pending' && <WaitingBalance code={order.code} method={balance.method} source={source} />}
    </Stack>
  )
}
