import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { brazilianStates } from '../../../../domain/user.ts'
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

/** The payer's address: zip code, street, number, complement, neighborhood, city and state. */
export function AddressFields({ form }: { form: SchemaForm<PayerField> }) {
  const { t } = useLingui()
  const { register, errorOf } = form
  return (
    <Stack gap="4">
      <FormField label={<Trans>Zip code (CEP)</Trans>} error={errorOf('zipCode')} required>
        <MaskedInput kind="zipCode" {...register('zipCode')} autoComplete="postal-code" placeholder="00000-000" maxW={{ sm: '12rem' }} />
      </FormField>
      <FormField label={<Trans>Address</Trans>} error={errorOf('street')} required>
        <Input {...register('street')} autoComplete="address-line1" maxLength={200} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>Number</Trans>} error={errorOf('number')} required>
          <Input {...register('number')} maxLength={20} />
        </FormField>
        <FormField label={<Trans>Complement (optional)</Trans>} error={errorOf('complement')}>
          <Input {...register('complement')} autoComplete="address-line2" maxLength={100} />
        </FormField>
      </SimpleGrid>
      <FormField label={<Trans>Neighborhood</Trans>} error={errorOf('neighborhood')} required>
        <Input {...register('neighborhood')} autoComplete="address-level3" maxLength={100} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>City</Trans>} error={errorOf('city')} required>
          <Input {...register('city')} autoComplete="address-level2" maxLength={100} />
        </FormField>
        <FormField label={<Trans>State</Trans>} error={errorOf('state')} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('state')} autoComplete="address-level1">
              <option value="">{t`Choose…`}</option>
              {brazilianStates.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
    </Stack>
  )
}
