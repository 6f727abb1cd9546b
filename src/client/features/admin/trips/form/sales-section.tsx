import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { MAX_INSTALLMENTS_OF_A_TRIP } from '../../../../../domain/admin/trip/input.ts'
import { TextField } from '../../form/text-field.tsx'
import { CheckboxField } from '../../form/checkbox-field.tsx'
import { FormSection } from './form-section.tsx'
import { SelectField } from '../../form/select-field.tsx'
import type { TripForm } from './use-trip-form.ts'

const installmentCounts = Array.from({ length: MAX_INSTALLMENTS_OF_A_TRIP }, (_, index) => index + 1)
const deadlineHours = [0, 24, 48, 72, 96, 168, 336, 720]

/** Seats, payment terms and where the trip shows. `seatsHeld`: seats orders hold now (the vacancies' floor). */
export function SalesSection({ form, seatsHeld }: { form: TripForm; seatsHeld: number }) {
  const { t } = useLingui()
  return (
    <FormSection title={t`Sales`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <form.Field name="vacancies">
          {(field) => (
            <TextField
              field={field}
              label={t`Vacancies`}
              required
              inputMode="numeric"
              helper={seatsHeld > 0 ? t`${seatsHeld} seats are taken by orders; the vacancies cannot be fewer.` : t`Seats for sale in all.`}
            />
          )}
        </form.Field>
        <form.Field name="maxInstallments">
          {(field) => <SelectField field={field} label={t`Maximum installments`} required choices={installmentCounts.map((count) => ({ value: count, label: `${count}x` }))} />}
        </form.Field>
        <form.Field name="travellersDeadlineHours">
          {(field) => (
            <SelectField
              field={field}
              label={t`Travellers' data until`}
              helper={t`Buyers fill in and change their travellers until this long before the departure day.`}
              required
              choices={deadlineHours.map((hours) => ({ value: hours, label: t`${hours} h before` }))}
            />
          )}
        </form.Field>
      </SimpleGrid>
      <Stack gap="3">
        <form.Field name="boletoInstallments">
          {(field) => <CheckboxField field={field} label={t`Bank slip in installments`} helper={t`When off, a bank slip is paid at once.`} />}
        </form.Field>
        <form.Field name="featured">{(field) => <CheckboxField field={field} label={t`Featured on the home page`} />}</form.Field>
        <form.Field name="published">
          {(field) => <CheckboxField field={field} label={t`Published`} helper={t`Only published trips show in the catalogue and can be bought.`} />}
        </form.Field>
      </Stack>
    </FormSection>
  )
}
