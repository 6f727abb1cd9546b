import { Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { FormField } from './form-field.tsx'
import { MaskedInput } from './masked-input.tsx'
import { StateSelect } from './state-select.tsx'
import type { SchemaForm } from './use-schema-form.ts'

export const addressFields = ['zipCode', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'] as const
export type AddressField = (typeof addressFields)[number]

/** Any schema form holding the address fields (the profile's address, the checkout's payer). */
interface AddressForm {
  register: (field: AddressField) => ReturnType<SchemaForm<string>['register']>
  errorOf: (field: AddressField) => ReturnType<SchemaForm<string>['errorOf']>
}

/** A Brazilian address: zip code, street, number, complement, neighborhood, city and state (profile and checkout). */
export function AddressFields({ form }: { form: AddressForm }) {
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
          <StateSelect {...register('state')} autoComplete="address-level1" />
        </FormField>
      </SimpleGrid>
    </Stack>
  )
}
