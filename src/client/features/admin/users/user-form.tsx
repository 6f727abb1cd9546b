import { Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { adminUserUpdateSchema, type AdminUserDetails } from '../../../../domain/admin/user.ts'
import { UserType } from '../../../../domain/session.ts'
import { TextField } from '../form/text-field.tsx'
import { useAdminForm } from '../form/use-admin-form.ts'
import { updateUser } from './api.ts'
import { usePeopleMutation } from './use-people-mutation.ts'
import { DateField, MaskedField, StateField } from './user-fields.tsx'
import { userChanges, userTexts } from './user-form-values.ts'

/** An admin corrects an account's data with the profile's rules; an agency has a name instead of first and last names, and no birth date. */
export function UserForm({ user, onClose }: { user: AdminUserDetails; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const agency = user.type === UserType.agency
  const save = usePeopleMutation(updateUser, () => t`User updated`)
  const form = useAdminForm(
    adminUserUpdateSchema,
    userTexts(user, i18n.locale),
    {
      send: (input) => save.mutateAsync({ id: user.id, input }),
      onSaved: (saved) => {
        form.reset(userTexts(saved, i18n.locale))
      },
    },
    // Only what changed is checked and sent; nothing changed, nothing is sent.
    { toInput: (values) => userChanges(values, user, i18n.locale), shouldSend: (changes) => Object.keys(changes).length > 0 },
  )
  return (
    <form
      noValidate
      aria-label={t`Edit user`}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <Stack gap="4">
        {agency ? (
          <form.Field name="firstName">{(field) => <TextField field={field} label={t`Agency name`} required />}</form.Field>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <form.Field name="firstName">{(field) => <TextField field={field} label={t`First name`} required />}</form.Field>
            <form.Field name="lastName">{(field) => <TextField field={field} label={t`Last name`} required />}</form.Field>
          </SimpleGrid>
        )}
        <form.Field name="email">{(field) => <TextField field={field} label={t`Email`} type="email" required />}</form.Field>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <form.Field name="cpf">{(field) => <MaskedField field={field} kind="cpf" label={t`CPF`} placeholder="000.000.000-00" />}</form.Field>
          <form.Field name="phone">{(field) => <MaskedField field={field} kind="phone" label={t`Phone (with area code)`} placeholder="(00) 00000-0000" />}</form.Field>
        </SimpleGrid>
        {!agency && <form.Field name="birthDate">{(field) => <DateField field={field} label={t`Date of birth`} />}</form.Field>}
        <Heading as="h3" size="sm">
          <Trans>Address</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <form.Field name="address.zipCode">{(field) => <MaskedField field={field} kind="zipCode" label={t`Zip code (CEP)`} placeholder="00000-000" />}</form.Field>
          <form.Field name="address.street">{(field) => <TextField field={field} label={t`Street`} />}</form.Field>
          <form.Field name="address.number">{(field) => <TextField field={field} label={t`Number`} />}</form.Field>
          <form.Field name="address.complement">{(field) => <TextField field={field} label={t`Complement (optional)`} />}</form.Field>
          <form.Field name="address.neighborhood">{(field) => <TextField field={field} label={t`Neighborhood`} />}</form.Field>
          <form.Field name="address.city">{(field) => <TextField field={field} label={t`City`} />}</form.Field>
          <form.Field name="address.state">{(field) => <StateField field={field} label={t`State`} />}</form.Field>
        </SimpleGrid>
        <HStack gap="2">
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" colorPalette="brand" loading={submitting}>
                <Trans>Save</Trans>
              </Button>
            )}
          </form.Subscribe>
          <Button variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
