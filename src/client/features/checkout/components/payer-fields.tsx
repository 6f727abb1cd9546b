import { Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { DateInput } from '../../../ui/form/date-input.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { MaskedInput } from '../../../ui/form/masked-input.tsx'
import type { SchemaForm } from '../../../ui/form/use-schema-form.ts'
import type { PayerField } from '../payer-texts.ts'

/** Who pays: name, CPF, email, phone and date of birth (all required by the gateways). */
export function PayerFields({ form }: { form: SchemaForm<PayerField> }) {
  const { register, errorOf, setValue } = form
  return (
    <Stack gap="4">
      <FormField label={<Trans>Full name</Trans>} error={errorOf('name')} required>
        <Input {...register('name')} autoComplete="name" maxLength={120} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>CPF</Trans>} error={errorOf('cpf')} required>
          <MaskedInput kind="cpf" {...register('cpf')} placeholder="000.000.000-00" />
        </FormField>
        <FormField label={<Trans>Date of birth</Trans>} error={errorOf('birthDate')} required>
          <DateInput {...register('birthDate')} onValueChange={(text) => setValue('birthDate', text)} autoComplete="bday" />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>Email</Trans>} error={errorOf('email')} required>
          <Input {...register('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </FormField>
        <FormField label={<Trans>Phone (with area code)</Trans>} error={errorOf('phone')} required>
          <MaskedInput kind="phone" {...register('phone')} type="tel" autoComplete="tel-national" inputMode="tel" placeholder="(00) 00000-0000" />
        </FormField>
      </SimpleGrid>
    </Stack>
  )
}
