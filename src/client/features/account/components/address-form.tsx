import { Button, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '../../../../domain/user.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { addressTexts } from '../../../ui/form/address-texts.ts'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { addressFields, AddressFields, type AddressField } from '../../../ui/form/address-fields.tsx'
import { useUpdateProfile } from '../api.ts'

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
  const form = useSchemaForm({
    schema: profileUpdateSchema,
    initial: addressTexts(profile.address),
    toInput: toUpdate,
    fieldOf,
    submission: {
      send: (input: ProfileUpdate) => update.mutateAsync(input),
      success: () => t`User updated`,
      onSaved: (saved) => {
        form.reset(addressTexts(saved.address))
      },
      failure: 'alert',
    },
  })

  return (
    <form noValidate onSubmit={form.submit} aria-labelledby="address-title">
      <Stack gap="4">
        {form.failure && <FormAlert status="error" title={form.failure} />}
        <AddressFields form={form} />
        <Button type="submit" alignSelf="flex-start" loading={form.sending} loadingText={t`Saving…`}>
          <Trans>Save address</Trans>
        </Button>
      </Stack>
    </form>
  )
}
