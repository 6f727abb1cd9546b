import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import {
  DEFAULT_BALANCE_DUE_DAYS,
  DEFAULT_CREDIT_MONTHS,
  MAX_BALANCE_DUE_DAYS,
  MAX_CREDIT_MONTHS,
  MAX_DEPOSIT_PERCENT,
  MIN_DEPOSIT_PERCENT,
} from '../../../../../domain/sale-terms.ts'
import { CheckboxField } from '../../form/checkbox-field.tsx'
import { TextField } from '../../form/text-field.tsx'
import { CancellationTiers } from './cancellation-tiers.tsx'
import { FormSection } from './form-section.tsx'
import type { TripForm } from './use-trip-form.ts'

const DEFAULT_DEPOSIT_PERCENT = 30

/** The trip's payment plan (a deposit now, the balance before departure) and its cancellation policy (docs/PAYMENTS.md, docs/DECISIONS.md). */
export function SaleTermsSection({ form }: { form: TripForm }) {
  const { t } = useLingui()
  return (
    <FormSection title={t`Payment plan and cancellation`}>
      <form.Field name="paymentPlan">
        {(field) => (
          <CheckboxField
            field={field}
            label={t`Take a deposit`}
            helper={t`The buyer may pay a part now and the balance before departure.`}
            whenOn={() => ({ depositPercent: String(DEFAULT_DEPOSIT_PERCENT), balanceDueDays: String(DEFAULT_BALANCE_DUE_DAYS) })}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.paymentPlan !== null}>
        {(hasPlan) =>
          hasPlan && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <form.Field name="paymentPlan.depositPercent">
                {(field) => <TextField field={field} label={t`Deposit (%)`} required inputMode="numeric" helper={t`From ${MIN_DEPOSIT_PERCENT} to ${MAX_DEPOSIT_PERCENT}`} />}
              </form.Field>
              <form.Field name="paymentPlan.balanceDueDays">
                {(field) => (
                  <TextField
                    field={field}
                    label={t`Balance due (days before departure)`}
                    required
                    inputMode="numeric"
                    helper={t`From 1 to ${MAX_BALANCE_DUE_DAYS}. Once the trip leaves sooner than this, it is sold in full only.`}
                  />
                )}
              </form.Field>
            </SimpleGrid>
          )
        }
      </form.Subscribe>
      <CancellationTiers form={form} />
      <Stack gap="3">
        <form.Field name="cancellationPolicy.creditMonths">
          {(field) => (
            <CheckboxField
              field={field}
              label={t`Offer credit instead of a refund`}
              helper={t`A buyer who cancels may take what was paid as credit for a later trip, with no penalty.`}
              whenOn={() => String(DEFAULT_CREDIT_MONTHS)}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.cancellationPolicy.creditMonths !== null}>
          {(offersCredit) =>
            offersCredit && (
              <form.Field name="cancellationPolicy.creditMonths">
                {(field) => <TextField field={field} label={t`Credit valid for (months)`} required inputMode="numeric" helper={t`From 1 to ${MAX_CREDIT_MONTHS}`} />}
              </form.Field>
            )
          }
        </form.Subscribe>
      </Stack>
    </FormSection>
  )
}
