import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { UserType } from '../../../../domain/session.ts'
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '../../../../domain/user.ts'
import { DateInput } from '../../../ui/form/date-input.tsx'
import { fromIsoDate, toIsoDate } from '../../../ui/form/date-text.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { formatMasked, MaskedInput } from '../../../ui/form/masked-input.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { useUpdateProfile } from '../api.ts'

type PersonalField = 'firstName' | 'lastName' | 'cpf' | 'phone' | 'birthDate'

/** The profile as the form shows it: masks applied, the date in the reader's format. */
function personalTexts(profile: Profile, locale: string): Record<PersonalField, string> {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    cpf: profile.cpf ? formatMasked('cpf', profile.cpf) : '',
    phone: profile.phone ? formatMasked('phone', profile.phone) : '',
    birthDate: fromIsoDate(profile.birthDate, locale),
  }
}

/**
 * Only what the user changed is sent (and checked): an account made by Google sign-in may save its
 * name before it has a CPF, and a field that had a value cannot be emptied.
 */
function changes(texts: Record<PersonalField, string>, profile: Profile, locale: string): Partial<Record<PersonalField, string>> {
  const saved = personalTexts(profile, locale)
  const update: Partial<Record<PersonalField, string>> = {}
  for (const field of Object.keys(texts) as PersonalField[]) {
    if (field === 'birthDate') {
      const iso = toIsoDate(texts.birthDate, locale)
      if (iso !== (profile.birthDate ?? '')) update.birthDate = iso
    } else if (texts[field] !== saved[field]) {
      update[field] = texts[field]
    }
  }
  return update
}

/** Personal data; an agency has a name (kept as its first name) instead of first and last names and no birth date. */
export function PersonalDataForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui()
  const agency = profile.type === UserType.agency
  const update = useUpdateProfile()
  const form = useSchemaForm({
    schema: profileUpdateSchema,
    initial: personalTexts(profile, i18n.locale),
    toInput: (texts) => changes(texts, profile, i18n.locale),
    submission: {
      send: (input: ProfileUpdate) => update.mutateAsync(input),
      success: () => t`User updated`,
      onSaved: (saved) => {
        form.reset(personalTexts(saved, i18n.locale))
      },
      failure: 'alert',
    },
  })
  const { register, errorOf, setValue, failure } = form

  return (
    <form noValidate onSubmit={form.submit} aria-labelledby="personal-data-title">
      <Stack gap="4">
        {failure && <FormAlert status="error" title={failure} />}
        {agency ? (
          <FormField label={<Trans>Agency name</Trans>} error={errorOf('firstName')} required>
            <Input {...register('firstName')} autoComplete="organization" maxLength={120} />
          </FormField>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={<Trans>First name</Trans>} error={errorOf('firstName')} required>
              <Input {...register('firstName')} autoComplete="given-name" maxLength={60} />
            </FormField>
            <FormField label={<Trans>Last name</Trans>} error={errorOf('lastName')} required>
              <Input {...register('lastName')} autoComplete="family-name" maxLength={80} />
            </FormField>
          </SimpleGrid>
        )}
        <FormField label={<Trans>Email</Trans>} helper={<Trans>To change the email of your account, write to us.</Trans>}>
          <Input value={profile.email} readOnly variant="subtle" color="fg.muted" autoComplete="email" />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={<Trans>CPF</Trans>} error={errorOf('cpf')} required>
            <MaskedInput kind="cpf" {...register('cpf')} placeholder="000.000.000-00" />
          </FormField>
          <FormField label={<Trans>Phone (with area code)</Trans>} error={errorOf('phone')}>
            <MaskedInput kind="phone" {...register('phone')} type="tel" autoComplete="tel-national" inputMode="tel" placeholder="(00) 00000-0000" />
          </FormField>
        </SimpleGrid>
        {!agency && (
          <FormField label={<Trans>Date of birth</Trans>} error={errorOf('birthDate')}>
            <DateInput {...register('birthDate')} onValueChange={(text) => setValue('birthDate', text)} autoComplete="bday" maxW={{ sm: '50%' }} />
          </FormField>
        )}
        <Button type="submit" alignSelf="flex-start" loading={form.sending} loadingText={t`Saving…`}>
          <Trans>Save personal data</Trans>
        </Button>
      </Stack>
    </form>
  )
}
