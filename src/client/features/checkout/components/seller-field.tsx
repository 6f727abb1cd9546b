import { Box, Button, HStack, Input, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { FormField } from '../../../ui/form/form-field.tsx'

interface SellerFieldProps {
  /** The seller remembered from a `?seller=` link, or null. */
  remembered: string | null
  onRemove: () => void
  typed: string
  onType: (text: string) => void
  error?: string | undefined
  disabled: boolean
}

/**
 * Who sold the trip (issue 13): the seller a link brought ("Sold by …", removable) or, without
 * one, an optional seller code typed by hand. The order carries it; an unknown code comes back
 * as this field's error.
 */
export function SellerField({ remembered, onRemove, typed, onType, error, disabled }: SellerFieldProps) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  if (remembered) {
    // The code, not the agency's name: no public API names an agency by its code.
    const seller = remembered
    return (
      <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle" data-testid="seller-attribution">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm">
            <Trans>Sold by {seller}</Trans>
          </Text>
          <Button
            size="xs"
            variant="ghost"
            disabled={disabled}
            aria-label={t`Remove the seller ${seller}`}
            onClick={() => {
              onRemove()
              requestAnimationFrame(() => input.current?.focus())
            }}
          >
            <Trans>Remove</Trans>
          </Button>
        </HStack>
        {error && (
          <Text color="fg.error" fontSize="sm" mt="1" role="alert" data-testid="seller-error">
            {error}
          </Text>
        )}
      </Box>
    )
  }
  return (
    <FormField label={<Trans>Seller code</Trans>} helper={<Trans>Optional: the code of the agency or seller who sold you this trip.</Trans>} error={error}>
      <Input
        ref={input}
        name="sellerCode"
        value={typed}
        onChange={(event) => onType(event.target.value.toUpperCase())}
        disabled={disabled}
        maxLength={12}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
    </FormField>
  )
}
