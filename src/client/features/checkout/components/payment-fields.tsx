import { chakra, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import type { PaymentForm } from '../use-payment-form.ts'
import { CardFields, InstallmentsField } from './card-fields.tsx'
import { PaymentMethods } from './payment-methods.tsx'

interface PaymentFieldsProps {
  form: PaymentForm
  /** Where the slip stays once made (My purchases, or the order's page for a guest). */
  slipKept: ReactNode
  /** Locked until something else is filled in (the checkout's payer). */
  locked?: boolean
  /** What comes before the methods (the checkout's choice of the whole price or a deposit). */
  children?: ReactNode
}

/**
 * How to pay: the method, the card and its installments, or what to expect of a bank slip or a
 * Pix; one fieldset, locked while `locked` or while the payment is being sent.
 */
export function PaymentFields({ form, slipKept, locked = false, children }: PaymentFieldsProps) {
  const { method, choices, installments, setInstallments } = form
  return (
    <chakra.fieldset disabled={locked || form.busy} minW="0" data-testid="payment-fieldset">
      <chakra.legend srOnly>
        <Trans>Payment method</Trans>
      </chakra.legend>
      <Stack gap="5">
        {children}
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
  )
}
