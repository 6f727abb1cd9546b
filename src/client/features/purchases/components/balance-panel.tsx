import { Badge, Button, Grid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import type { Order } from '../../../../domain/order.ts'
import { balanceOverdueAt } from '../../../../domain/sale-terms.ts'
import { dueDayText } from '../../../../domain/trip-dates.ts'
import { ApiError } from '../../../api-error.ts'
import { balanceStatusLabels, balanceStatusPalette } from '../../../ui/orders/labels.ts'
import { orderQueryOptions, pixChargeQueryOptions } from '../api.ts'
import type { OrderSource } from '../order-source.ts'
import { BalancePaymentForm } from './balance-payment-form.tsx'
import { BoletoPanel } from './boleto-panel.tsx'
import { PixPanel } from './pix-panel.tsx'
import { SandboxPaymentHint } from './sandbox-payment-hint.tsx'

type DepositOrder = Order & { balance: NonNullable<Order['balance']> }

/** A waiting balance is checked this often: the events stream only says when an order's status changes, and a deposit order stays `paid`. */
const WAITING_BALANCE_RECHECK_MS = 3_000

/**
 * The balance's waiting charge: its Pix code, else its slip (the order does not say which way
 * it is paid, and its `/pix` answers 409 `order.not_pix` for a slip), else a card the gateway reviews.
 */
function WaitingBalance({ code, source }: { code: string; source: OrderSource }) {
  const pix = useQuery(pixChargeQueryOptions(code, source))
  if (pix.isPending) return <Skeleton height="56" aria-busy />
  const notPix = pix.error instanceof ApiError && pix.error.code === 'order.not_pix'
  return (
    <Stack gap="3">
      {notPix ? <BoletoPanel code={code} pending source={source} /> : <PixPanel code={code} source={source} />}
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
      {balance.status === 'pending' && <WaitingBalance code={order.code} source={source} />}
    </Stack>
  )
}
