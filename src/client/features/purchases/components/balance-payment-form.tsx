import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Order, PaymentsConfig } from '../../../../domain/order.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { CheckoutSubmit } from '../../checkout/components/checkout-submit.tsx'
import { PaymentFields } from '../../checkout/components/payment-fields.tsx'
import { usePaymentForm } from '../../checkout/use-payment-form.ts'
import { tripQueryOptions } from '../../trips/api.ts'
import { paymentsConfigQueryOptions } from '../api.ts'
import { payBalance, showBalanceCharge } from '../balance-api.ts'
import type { OrderSource } from '../order-source.ts'

interface BalancePaymentFormProps {
  order: Order & { balance: NonNullable<Order['balance']> }
  source: OrderSource
  onClose: () => void
}

function BalanceForm({ order, source, onClose, config }: BalancePaymentFormProps & { config: PaymentsConfig }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  // The installment rules are the trip's, as at the checkout (the order does not carry them).
  const trip = useQuery({ ...tripQueryOptions(order.item.kind === 'trip' ? order.item.tripSlug : ''), enabled: order.item.kind === 'trip' })
  const form = usePaymentForm<Order, Order['payer']>({
    amountCents: order.balance.amountCents,
    installmentLimit: trip.data?.maxInstallments ?? 1,
    boletoInstallments: trip.data?.boletoInstallments ?? false,
    config,
    context: { balance: order.code },
    place: (payment, _payer, key) => payBalance(order.code, source, payment, key),
    onPlaced: (paid) => {
      showBalanceCharge(queryClient, paid, source)
      onClose()
    },
  })
  return (
    <form
      noValidate
      aria-label={t`Pay the balance`}
      onSubmit={(event) => {
        event.preventDefault()
        form.pay(order.payer, event)
      }}
    >
      <Stack gap="4">
        <PaymentFields
          form={form}
          slipKept={<Trans>The slip (PDF and linha digitável) shows here as soon as it is made. Confirmation may take a few days: pay it before the balance's due date.</Trans>}
        />
        <HStack gap="3" wrap="wrap">
          <CheckoutSubmit form={form} />
          <Button variant="ghost" onClick={onClose} disabled={form.busy}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}

/** "Pay the balance": Pix, bank slip or card (installments on the balance), the same fields as the checkout's, paying this order's balance. */
export function BalancePaymentForm(props: BalancePaymentFormProps) {
  const { t } = useLingui()
  const config = useQuery(paymentsConfigQueryOptions())
  if (config.isError) return <FormAlert status="error" title={t`Could not connect`} />
  if (!config.data) return <Skeleton height="40" aria-busy />
  return <BalanceForm {...props} config={config.data} />
}
