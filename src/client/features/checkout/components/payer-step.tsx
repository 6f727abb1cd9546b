import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AddressFields } from '../../../ui/form/address-fields.tsx'
import type { CheckoutForm } from '../use-checkout-form.ts'
import { CheckoutSection } from './checkout-section.tsx'
import { PayerFields } from './payer-fields.tsx'

/** The first steps of a checkout: who pays, then where they live. */
export function PayerStep({ form, note }: { form: CheckoutForm; note?: ReactNode }) {
  return (
    <>
      <CheckoutSection id="payer-heading" title={<Trans>Payer</Trans>} note={note}>
        <PayerFields form={form.payer} />
      </CheckoutSection>
      <CheckoutSection id="address-heading" title={<Trans>Address</Trans>}>
        <AddressFields form={form.payer} />
      </CheckoutSection>
    </>
  )
}
