import { Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import type { Order } from '../../../../domain/order.ts'
import { tripDateRangeText } from '../../../../domain/trip-dates.ts'
import { reportConversion } from '../conversion.ts'
import { methodLabels, reasonLabels } from '../../../ui/orders/labels.ts'
import { useOrderLiveStatus } from '../live-status.ts'
import { myOrdersSource, type OrderSource } from '../order-source.ts'
import { AddToCalendarButton } from './add-to-calendar-button.tsx'
import { BalancePanel } from './balance-panel.tsx'
import { BoletoPanel } from './boleto-panel.tsx'
import { CancelTripPanel } from './cancel-trip-panel.tsx'
import { CancellationSummary } from './cancellation-summary.tsx'
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx'
import { PixPanel } from './pix-panel.tsx'
import { SandboxPaymentHint } from './sandbox-payment-hint.tsx'
import { TravellersPanel } from './travellers-panel.tsx'
import { Voucher } from './voucher.tsx'
import { monoFont } from '../../../ui/mono-font.ts'
import { Panel } from './order-panel.tsx'

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {children}
      </Text>
    </Stack>
  )
}

function Installments({ order }: { order: Order }) {
  const values = order.installmentValuesCents
  const count = order.installments
  if (count === 1) return <Trans>1x (at once)</Trans>
  const value = formatBRL(values.at(-1) ?? 0)
  const first = formatBRL(values[0] ?? 0)
  return values[0] === values.at(-1) ? (
    <Trans>
      {count}x of {value}
    </Trans>
  ) : (
    <Trans>
      {count}x: first {first}, then {value}
    </Trans>
  )
}

function History({ order }: { order: Order }) {
  const { i18n } = useLingui()
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  return (
    <Stack as="ol" gap="2" listStyleType="none" data-testid="status-history">
      {order.history.map((change) => (
        <HStack as="li" key={`${change.status}-${change.at}`} gap="3" alignItems="baseline" wrap="wrap">
          <Text asChild fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" minW="8.5rem">
            <time dateTime={change.at}>{when.format(new Date(change.at))}</time>
          </Text>
          <OrderStatusBadge status={change.status} size="sm" />
          <Text fontSize="sm">{i18n._(reasonLabels[change.reason])}</Text>
        </HStack>
      ))}
    </Stack>
  )
}

/** The seats of a boleto order are held for less time than the slip's due date gives (docs/PAYMENTS.md): say until when. */
function BoletoHold({ expiresAt }: { expiresAt: string }) {
  const { i18n } = useLingui()
  const until = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(expiresAt))
  return (
    <Text fontSize="sm" mb="4" data-testid="boleto-hold">
      <Trans>Your seats are held until {until}: pay the slip by then, or the order is canceled and they go back on sale.</Trans>
    </Text>
  )
}

/**
 * One order: code, item, people, amount, method, installments and status history; while it waits
 * for payment, its Pix code or bank slip (live: it turns to paid by itself); a paid deposit order's
 * balance and the way to pay it (BalancePanel); once paid, the receipt
 * (the order with its payment's date) and a trip's voucher, never the means to pay it again. A
 * paid order reports the conversion once.
 */
export function OrderDetails({ order, source = myOrdersSource, afterPayment }: { order: Order; source?: OrderSource; afterPayment?: ReactNode }) {
  const { t, i18n } = useLingui()
  const pending = order.status === 'pending'
  useOrderLiveStatus(order.code, pending, source)
  const { item, code, status, amountCents } = order
  useEffect(() => reportConversion({ code, status, amountCents }), [code, status, amountCents])
  const card = order.card
  // The order panel is the receipt: a paid order says when the payment arrived.
  const paidAt = order.status === 'paid' ? order.history.find((change) => change.status === 'paid')?.at : undefined
  return (
    <Stack gap="5" data-testid="order-details" data-code={order.code}>
      {order.cancellation && (
        <Panel id="cancellation-heading" title={order.cancellation.credit ? <Trans>Trip canceled: your credit</Trans> : <Trans>Trip canceled: your refund</Trans>}>
          <CancellationSummary cancellation={order.cancellation} />
        </Panel>
      )}
      {order.status === 'paid' && item.kind === 'trip' && <Voucher order={order} source={source} />}
      {/* The calendar is the signed-in buyer's (/api/me/orders): a guest's order has none. */}
      {order.status === 'paid' && item.kind === 'trip' && source === myOrdersSource && <AddToCalendarButton code={order.code} />}
      {order.status === 'paid' && order.balance && (
        <Panel id="balance-heading" title={<Trans>Balance of the trip</Trans>}>
          <BalancePanel order={{ ...order, balance: order.balance }} source={source} />
        </Panel>
      )}
      {pending && order.method === 'pix' && (
        <Panel id="pix-heading" title={<Trans>Pay with Pix</Trans>}>
          <PixPanel code={order.code} source={source} />
          <SandboxPaymentHint />
        </Panel>
      )}
      {order.method === 'boleto' && pending && (
        <Panel id="boleto-heading" title={<Trans>Bank slip</Trans>}>
          {order.expiresAt && <BoletoHold expiresAt={order.expiresAt} />}
          <BoletoPanel code={order.code} pending source={source} />
          <SandboxPaymentHint />
        </Panel>
      )}
      {/* Paid by its first slip: only the slips still to pay, never the paid one again. */}
      {order.method === 'boleto' && order.status === 'paid' && order.installments > 1 && (
        <Panel id="boleto-heading" title={<Trans>Next bank slips</Trans>}>
          <BoletoPanel code={order.code} pending={false} source={source} />
        </Panel>
      )}
      {afterPayment}
      <Panel id="order-heading" title={<Trans>Order {code}</Trans>}>
        <Stack gap="4">
          <HStack gap="2">
            <OrderStatusBadge status={order.status} size="lg" />
          </HStack>
          <Grid as="dl" templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <Fact label={<Trans>Order code</Trans>}>
              <Text as="span" fontFamily={monoFont} data-testid="order-code">
                {order.code}
              </Text>
            </Fact>
            <Fact label={item.kind === 'trip' ? <Trans>Trip</Trans> : <Trans>Product</Trans>}>
              {item.kind === 'trip' && item.tripSlug ? (
                <Link to="/trip/$name" params={{ name: item.tripSlug }}>
                  <Text as="span" textDecoration="underline">
                    {item.tripName}
                  </Text>
                </Link>
              ) : item.kind === 'trip' ? (
                item.tripName
              ) : (
                item.productName
              )}
            </Fact>
            {item.kind === 'trip' && (
              <>
                <Fact label={<Trans>Option</Trans>}>{item.optionName}</Fact>
                <Fact label={<Trans>Dates</Trans>}>{tripDateRangeText(item.checkIn, item.checkOut, i18n.locale)}</Fact>
                <Fact label={<Trans>People</Trans>}>
                  <Plural value={item.people} one="# person" other="# people" />
                </Fact>
              </>
            )}
            <Fact label={<Trans>Amount</Trans>}>{formatBRL(order.amountCents)}</Fact>
            {order.plan === 'deposit' && (
              <Fact label={<Trans>Paid so far</Trans>}>
                <Text as="span" data-testid="paid-so-far">
                  {formatBRL(order.paidCents)}
                </Text>
              </Fact>
            )}
            <Fact label={<Trans>Payment method</Trans>}>
              {i18n._(methodLabels[order.method])}
              {card ? ` · ${card.brand.toUpperCase()} •••• ${card.last4}` : ''}
            </Fact>
            <Fact label={<Trans>Installments</Trans>}>
              <Installments order={order} />
            </Fact>
            {paidAt && (
              <Fact label={<Trans>Paid on</Trans>}>
                <Text as="span" data-testid="paid-at">
                  {new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(paidAt))}
                </Text>
              </Fact>
            )}
          </Grid>
        </Stack>
      </Panel>
      {item.kind === 'trip' && (
        <Panel id="travellers-heading" title={<Trans>Travellers</Trans>}>
          <TravellersPanel code={order.code} source={source} editable={pending || order.status === 'paid'} tripSlug={item.tripSlug} />
        </Panel>
      )}
      {order.status === 'paid' && item.kind === 'trip' && <CancelTripPanel order={{ ...order, item }} source={source} />}
      <Panel id="history-heading" title={t`Status history`}>
        <History order={order} />
      </Panel>
    </Stack>
  )
}
