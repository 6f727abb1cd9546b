import { Button, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { brazilianStates, profileUpdateSchema, type Profile, type ProfileUpdate } from '../../../../domain/user.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { formatMasked, MaskedInput } from '../../../ui/form/masked-input.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { showSuccess } from '../../../ui/toaster.ts'
import { useUpdateProfile } from '../api.ts'

const addressFields = ['zipCode', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'] as const
type AddressField = (typeof addressFields)[number]

function addressTexts(profile: Profile): Record<AddressField, string> {
  const address = profile.address
  return {
    zipCode: address ? formatMasked('zipCode', address.zipCode) : '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    neighborhood: address?.neighborhood ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
  }
}

/** The address goes whole (the API writes it whole); emptying every field removes it. */
const toUpdate = (texts: Record<AddressField, string>) => ({
  address: Object.values(texts).every((text) => text.trim() === '') ? null : texts,
})

/** The server names address errors by their path ("address.zipCode"). */
const fieldOf = (path: string) => addressFields.find((field) => path === `address.${field}` || path === field)

/** The address of the account (zip code, street, number, complement, neighborhood, city, state). */
export function AddressForm({ profile }: { profile: Profile }) {
  const { t } = useLingui()
  const update = useUpdateProfile()
  const form = useSchemaForm({ schema: profileUpdateSchema, initial: addressTexts(profile), toInput: toUpdate, fieldOf })
  const [failure, setFailure] = useState<string>()
  const { register, errorOf } = form

  const submit = form.handleSubmit((input: ProfileUpdate) => {
    setFailure(undefined)
    update.mutate(input, {
      onSuccess: (saved) => {
        form.reset(addressTexts(saved))
        showSuccess(t`User updated`)
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) setFailure(describeApiError(error))
      },
    })
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby="address-title">
      <Stack gap="4">
        {failure && <FormAlert status="error" title={failure} />}
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
        <Button type="submit" alignSelf="flex-start" loading={update.isPending} loadingText={t`Saving…`}>
          <Trans>Save address</Trans>
        </Button>
      </Stack>
    </form>
  )
}
