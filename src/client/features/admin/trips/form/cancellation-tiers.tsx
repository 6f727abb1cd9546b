import { Button, Fieldset, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_TIERS } from '../../../../../domain/sale-terms.ts'
import { fieldError } from '../../form/field-error.ts'
import { TextField } from '../../form/text-field.tsx'
import { blankTier } from './form-values.ts'
import { ListError } from './list-error.tsx'
import type { TripForm } from './use-trip-form.ts'

/** The cancellation policy's tiers: a cancellation this many days or more before departure costs this share of the price. */
export function CancellationTiers({ form }: { form: TripForm }) {
  const { t } = useLingui()
  return (
    <Fieldset.Root>
      <Fieldset.Legend>
        <Trans>Cancellation penalty</Trans>
      </Fieldset.Legend>
      <Fieldset.HelperText>
        <Trans>
          A cancellation from this many days before departure costs this share of the price; the last tier starts at 0 days. Within 7 days of an online purchase the law gives
          everything back.
        </Trans>
      </Fieldset.HelperText>
      <form.Field name="cancellationPolicy.tiers" mode="array">
        {(tiers) => (
          <Stack gap="3">
            <Stack as="ol" listStyleType="none" gap="3" aria-label={t`Cancellation tiers`}>
              {tiers.state.value.map((_tier, index) => (
                <HStack as="li" key={index} gap="3" alignItems="end" aria-label={t`Tier ${index + 1}`}>
                  <form.Field name={`cancellationPolicy.tiers[${index}].daysBefore`}>
                    {(field) => <TextField field={field} label={t`Days before`} required inputMode="numeric" />}
                  </form.Field>
                  <form.Field name={`cancellationPolicy.tiers[${index}].penaltyPercent`}>
                    {(field) => <TextField field={field} label={t`Penalty (%)`} required inputMode="numeric" />}
                  </form.Field>
                  <Button
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t`Remove tier ${index + 1}`}
                    disabled={tiers.state.value.length === 1}
                    onClick={() => tiers.removeValue(index)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </HStack>
              ))}
            </Stack>
            <ListError error={fieldError(tiers)} />
            {tiers.state.value.length < MAX_TIERS && (
              <Button variant="outline" alignSelf="start" onClick={() => tiers.pushValue(blankTier())}>
                <Trans>Add a tier</Trans>
              </Button>
            )}
          </Stack>
        )}
      </form.Field>
    </Fieldset.Root>
  )
}
