import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminOrder, LedgerEntry } from '../../../../domain/admin/order.ts'
import { paidSign } from '../../../../domain/ledger.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { saoPauloDate } from '../../../../domain/order-status.ts'
import { monoFont } from '../../../ui/mono-font.ts'
import { balanceStatusLabels, balanceStatusPalette, methodLabels } from '../../../ui/orders/labels.ts'
import { useFormats } from '../../../ui/use-formats.ts'
import { DetailsPanel, FactList } from './fact-list.tsx'
import { chargePurposeLabels, ledgerKindLabels, ledgerSourceLabels, planLabels } from './ledger-labels.ts'
import { MarkRefundSentButton } from './mark-refund-sent-button.tsx'

const signOf = (row: LedgerEntry) => ({ 1: '+', [-1]: '−', 0: '' })[paidSign[row.kind]]

/** One movement: when, what (and for what, by which method), how much, who, and a refund's sending. */
function LedgerRow({ order, row }: { order: AdminOrder; row: LedgerEntry }) {
  const { i18n } = useLingui()
  const format = useFormats()
  const sentOn = row.sentAt && format.dateTime(row.sentAt)
  const what = [row.purpose && i18n._(chargePurposeLabels[row.purpose]), row.method && i18n._(methodLabels[row.method])].filter(Boolean).join(' · ')
  return (
    <Stack as="li" gap="0.5" data-testid="ledger-row">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{i18n._(ledgerKindLabels[row.kind])}</Text>
          {what && <Text color="fg.muted">{what}</Text>}
        </HStack>
        <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap" fontWeight="medium">
          {signOf(row)}
          {formatBRL(row.amountCents)}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        <time dateTime={row.at}>{format.dateTime(row.at)}</time> · {row.by ? <Trans>by {row.by.name}</Trans> : i18n._(ledgerSourceLabels[row.source])}
        {row.note && <> · “{row.note}”</>}
      </Text>
      {row.kind === 'refund' && (
        <HStack gap="3" wrap="wrap">
          {row.sentAt ? (
            <Text fontSize="sm" color="fg.muted">
              <Trans>Sent on {sentOn}</Trans>
            </Text>
          ) : (
            <>
              <Badge colorPalette="orange" size="sm">
                <Trans>To send</Trans>
              </Badge>
              <MarkRefundSentButton code={order.code} refund={row} pixKey={order.refundPixKey} />
            </>
          )}
        </HStack>
      )}
    </Stack>
  )
}

/** The balance's amount, due day (São Paulo) and status. */
function BalanceFact({ balance }: { balance: NonNullable<AdminOrder['balance']> }) {
  const { i18n } = useLingui()
  const format = useFormats()
  const amount = formatBRL(balance.amountCents)
  const due = format.date(saoPauloDate(new Date(balance.dueAt)))
  return (
    <HStack as="span" gap="2" wrap="wrap">
      <span>
        <Trans>
          {amount} by {due}
        </Trans>
      </span>
      <Badge colorPalette={balanceStatusPalette[balance.status]} size="sm">
        {i18n._(balanceStatusLabels[balance.status])}
      </Badge>
    </HStack>
  )
}

/** How a cancellation on request settled the order: the refund and the penalty kept, or the credit's code and amount. */
function CancellationFact({ cancellation }: { cancellation: NonNullable<AdminOrder['cancellation']> }) {
  if (cancellation.choice === 'credit' && cancellation.credit) {
    const credit = formatBRL(cancellation.credit.amountCents)
    const code = cancellation.credit.code
    return (
      <Trans>
        A credit of {credit}: {code}
      </Trans>
    )
  }
  const refund = formatBRL(cancellation.refundCents)
  const penalty = formatBRL(cancellation.penaltyCents)
  return (
    <Trans>
      A refund of {refund}, {penalty} kept
    </Trans>
  )
}

/** The order's money: its plan, what it holds, its balance and cancellation, and every movement as a ledger (docs/PAYMENTS.md, "The ledger"). */
export function OrderMoneyPanel({ order }: { order: AdminOrder }) {
  const { t, i18n } = useLingui()
  const { balance, cancellation } = order
  return (
    <DetailsPanel id="order-money" title={t`Money`}>
      <Stack gap="4">
        <FactList
          facts={[
            [t`Plan`, i18n._(planLabels[order.plan])],
            [t`Paid so far`, formatBRL(order.paidCents)],
            [t`Credit applied`, order.creditAppliedCents > 0 ? formatBRL(order.creditAppliedCents) : ''],
            [t`Balance`, balance && <BalanceFact key="balance" balance={balance} />],
            [t`Canceled for`, cancellation && <CancellationFact key="cancellation" cancellation={cancellation} />],
            [
              t`Buyer's Pix key for the refund`,
              order.refundPixKey && (
                <Text as="span" fontFamily={monoFont} key="pix">
                  {order.refundPixKey}
                </Text>
              ),
            ],
          ]}
        />
        {order.ledger.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No money has moved on this order.</Trans>
          </Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" aria-label={t`Ledger`}>
            {order.ledger.map((row) => (
              <LedgerRow key={row.id} order={order} row={row} />
            ))}
          </Stack>
        )}
      </Stack>
    </DetailsPanel>
  )
}
