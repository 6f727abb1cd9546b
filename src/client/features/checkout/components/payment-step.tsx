import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CheckoutForm } from '../use-checkout-form.ts'
import { CheckoutSection } from './checkout-section.tsx'
import { PaymentFields } from './payment-fields.tsx'
import { PlanChoice } from './plan-choice.tsx'

/**
 * The checkout's payment step: the whole price or a deposit where the trip offers one, then how to
 * pay, locked until the payer's data is valid. `slipKept` says where the slip stays after the order
 * is placed (My purchases, or the order's page for a guest).
 */
export function PaymentStep({ form, slipKept }: { form: CheckoutForm; slipKept: ReactNode }) {
  return (
    <CheckoutSection
      id="payment-heading"
      title={<Trans>Payment</Trans>}
      note={form.payerValid ? undefined : <Trans>Fill in the payer's data and address to choose how to pay.</Trans>}
    >
      <PaymentFields form={form} slipKept={slipKept} locked={!form.payerValid}>
        {form.planOffer && <PlanChoice offer={form.planOffer} totalCents={form.total} value={form.plan} onChange={form.choosePlan} />}
      </PaymentFields>
    </CheckoutSection>
  )
}
