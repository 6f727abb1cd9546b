import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PaymentMethod } from '../../../../domain/order-status.ts'

interface ChoiceProps {
  value: PaymentMethod
  checked: boolean
  onChange: (method: PaymentMethod) => void
  title: ReactNode
  description: ReactNode
  describedBy: string | undefined
}

function MethodChoice({ value, checked, onChange, title, description, describedBy }: ChoiceProps) {
  return (
    <HStack
      as="label"
      alignItems="flex-start"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={checked ? 'brand.border' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg.subtle'}
      cursor="pointer"
      _hover={{ borderColor: 'brand.border' }}
      css={{
        '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      }}
      data-testid={`method-${value}`}
    >
      <Box as="span" pt="0.5">
        <input
          type="radio"
          name="method"
          value={value}
          checked={checked}
          onChange={() => onChange(value)}
          aria-describedby={describedBy}
          style={{ width: '1.1rem', height: '1.1rem', accentColor: 'currentColor' }}
        />
      </Box>
      <Stack gap="0.5">
        <Text as="span" fontWeight="semibold">
          {title}
        </Text>
        <Text as="span" fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
    </HStack>
  )
}

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
          value="card"
          checked={value === 'card'}
          onChange={onChange}
          describedBy={describedBy}
          title={<Trans>Credit card</Trans>}
          description={maxCardInstallments > 1 ? <Trans>In up to {maxCardInstallments} installments; confirmed at once.</Trans> : <Trans>Confirmed at once.</Trans>}
        />
      )}
      <MethodChoice
        value="boleto"
        checked={value === 'boleto'}
        onChange={onChange}
        describedBy={describedBy}
        title={<Trans>Bank slip (boleto)</Trans>}
        description={boletoInstallments ? <Trans>In one or more slips. Confirmation may take hours or days.</Trans> : <Trans>One slip. Confirmation may take hours or days.</Trans>}
      />
      <MethodChoice
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
