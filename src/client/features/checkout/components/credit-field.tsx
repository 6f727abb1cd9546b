import { Box, Button, HStack, Input, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatBRL } from '../../../../domain/money.ts'
import { FormField } from '../../../ui/form/form-field.tsx'
import type { CreditLookup, useCreditCode } from '../use-credit-code.ts'

/** "I have a credit": a credit code from a canceled trip, checked and applied to what is paid now; removable before paying. */
export function CreditField({ credit, lookup, disabled }: { credit: ReturnType<typeof useCreditCode>; lookup: CreditLookup; disabled: boolean }) {
  const { t } = useLingui()
  if (credit.applied) {
    const { code } = credit.applied
    const balance = formatBRL(credit.applied.balanceCents)
    return (
      <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle" data-testid="credit-applied">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm">
            <Trans>
              Credit {code} applied (balance {balance})
            </Trans>
          </Text>
          <Button size="xs" variant="ghost" disabled={disabled} aria-label={t`Remove the credit ${code}`} onClick={credit.remove}>
            <Trans>Remove</Trans>
          </Button>
        </HStack>
      </Box>
    )
  }
  return (
    <FormField label={<Trans>I have a credit</Trans>} helper={<Trans>Optional: the code of a credit from a canceled trip (CRED-…).</Trans>} error={credit.error}>
      <HStack gap="2" width="full">
        <Input
          name="creditCode"
          value={credit.typed}
          onChange={(event) => credit.type(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void credit.apply(lookup)
            }
          }}
          disabled={disabled}
          maxLength={14}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
        <Button variant="outline" disabled={disabled || !credit.typed.trim()} loading={credit.checking} onClick={() => void credit.apply(lookup)}>
          <Trans>Apply</Trans>
        </Button>
      </HStack>
    </FormField>
  )
}
