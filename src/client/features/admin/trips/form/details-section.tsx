import { SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { tripSections } from '../../../../../domain/trip.ts'
import { sectionLabels } from '../../../../ui/trips/labels.ts'
import { TextField } from '../../form/text-field.tsx'
import { FormSection } from './form-section.tsx'
import type { TripForm } from './use-trip-form.ts'

/** Included, not included, documents and extra information: the trip page's lists, one item a line. */
export function DetailsSection({ form }: { form: TripForm }) {
  const { t, i18n } = useLingui()
  return (
    <FormSection title={t`What the trip includes`} description={t`One item a line.`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {tripSections.map((section) => (
          <form.Field key={section} name={section}>
            {(field) => <TextField field={field} label={i18n._(sectionLabels[section])} multiline />}
          </form.Field>
        ))}
      </SimpleGrid>
    </FormSection>
  )
}
