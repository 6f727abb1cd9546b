import { Input, SimpleGrid } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ChangeEvent } from 'react'
import { FormField } from './form-field.tsx'

type NameField = 'firstName' | 'lastName'

interface NameForm {
  errorOf: (field: NameField) => string | undefined
  register: (field: NameField) => { name: string; value: string; ref: (element: HTMLInputElement | null) => void; onChange: (event: ChangeEvent<HTMLInputElement>) => void }
}

/** First and last name side by side (stacked on a phone). */
export function PersonNameFields({ form }: { form: NameForm }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField label={<Trans>First name</Trans>} error={form.errorOf('firstName')} required>
        <Input {...form.register('firstName')} autoComplete="given-name" maxLength={60} />
      </FormField>
      <FormField label={<Trans>Last name</Trans>} error={form.errorOf('lastName')} required>
        <Input {...form.register('lastName')} autoComplete="family-name" maxLength={80} />
      </FormField>
    </SimpleGrid>
  )
}
