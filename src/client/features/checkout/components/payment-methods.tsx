import { Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { PaymentMethod } from '../../../../domain/order-status.ts'
import { RadioCard } from './radio-card.tsx'

const MethodChoice = RadioCard<PaymentMethod>

interface PaymentMethodsProps {
  value: PaymentMethod | undefined
  onChange: (method: PaymentMethod) => void
  maxCardInstallments: number
  boletoInstallments: boolean
  /** False when the gateway gave no way to tokenize a card (isCardAvailable of card-tokenizer). */
  cardAvailable: boolean
  error?: string
}

/** Card, boleto or Pix as native radio buttons; the fieldset around them locks them until the payer's data is valid. */
export function PaymentMethods({ value, onChange, maxCardInstallments, boletoInstallments, cardAvailable, error }: PaymentMethodsProps) {
  const describedBy = error ? 'method-error' : undefined
  return (
    <Stack gap="2">
      {cardAvailable && (
        <MethodChoice
          name="method"
          value="card"
          checked={value === 'card'}
          onChange={onChange}
          describedBy={describedBy}
          title={<Trans>Credit card</Trans>}
          description={maxCardInstallments > 1 ? <Trans>In up to {maxCardInstallments} installments; confirmed at once.</Trans> : <Trans>Confirmed at once.</Trans>}
        />
      )}
      <MethodChoice
        name="method"
        value="boleto"
        checked={value === 'boleto'}
        onChange={onChange}
        describedBy={describedBy}
        title={<Trans>Bank slip (boleto)</Trans>}
        description={boletoInstallments ? <Trans>In one or more slips. Confirmation may take hours or days.</Trans> : <Trans>One slip. Confirmation may take hours or days.</Trans>}
      />
      <MethodChoice
        name="method"
        value="pix"
        checked={value === 'pix'}
        onChange={onChange}
        describedBy={describedBy}
        title={<Trans>Pix</Trans>}
        description={<Trans>Pay at once with the QR code or the copy-and-paste code, valid for 30 minutes.</Trans>}
      />
      {error && (
        <Text id="method-error" color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  )
}
