import { chakra, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import type { CheckoutForm } from '../use-checkout-form.ts'
import { CardFields, InstallmentsField } from './card-fields.tsx'
import { CheckoutSection } from './checkout-section.tsx'
import { PaymentMethods } from './payment-methods.tsx'

/**
 * The payment step: the method (locked until the payer's data is valid), the card and its
 * installments, or what to expect of a bank slip or a Pix. `slipKept` says where the slip stays
 * after the order is placed (My purchases, or the order's page for a guest).
 */
export function PaymentStep({ form, slipKept }: { form: CheckoutForm; slipKept: ReactNode }) {
  const { method, choices, installments, setInstallments } = form
  return (
    <CheckoutSection
      id="payment-heading"
      title={<Trans>Payment</Trans>}
      note={form.payerValid ? undefined : <Trans>Fill in the payer's data and address to choose how to pay.</Trans>}
    >
      <chakra.fieldset disabled={!form.payerValid || form.busy} minW="0" data-testid="payment-fieldset">
        <chakra.legend srOnly>
          <Trans>Payment method</Trans>
        </chakra.legend>
        <Stack gap="5">
          <PaymentMethods
            value={method}
            onChange={form.chooseMethod}
            maxCardInstallments={form.maxCardInstallments}
            boletoInstallments={form.boletoSplits}
            cardAvailable={form.cardAvailable}
            error={form.methodError}
          />
          {method === 'card' && <CardFields form={form.card} installments={choices} installmentsValue={installments} onInstallments={setInstallments} />}
          {method === 'boleto' && (
            <Stack gap="4">
              {choices.length > 1 && <InstallmentsField installments={choices} value={installments} onChange={setInstallments} />}
              <FormAlert status="info" title={<Trans>Bank slip confirmation may take hours or days.</Trans>}>
                {slipKept}
              </FormAlert>
            </Stack>
          )}
          {method === 'pix' && (
            <FormAlert status="info" title={<Trans>The Pix code is valid for 30 minutes.</Trans>}>
              <Trans>Pay it in your bank's app; this screen turns to confirmed by itself as soon as the payment arrives.</Trans>
            </FormAlert>
          )}
        </Stack>
      </chakra.fieldset>
    </CheckoutSection>
  )
}
