import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { passwordChangeSchema, type PasswordChange, type Profile } from '../../../../domain/user.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { PasswordInput } from '../../../ui/form/password-input.tsx'
import { PasswordRules } from '../../../ui/form/password-rules.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { useChangePassword } from '../api.ts'

const emptyChange = { currentPassword: '', password: '', passwordConfirmation: '' }

/**
 * Security: a new password, proven with the current one. An account made by Google sign-in has
 * none yet and chooses its first one here. Other devices are signed out; this one stays.
 */
export function SecurityForm({ profile }: { profile: Profile }) {
  const { t } = useLingui()
  const change = useChangePassword()
  const form = useSchemaForm({
    schema: passwordChangeSchema,
    initial: emptyChange,
    toInput: ({ currentPassword, ...rest }) => (profile.hasPassword ? { currentPassword, ...rest } : rest),
    submission: {
      send: (input: PasswordChange) => change.mutateAsync(input),
      success: () => t`Password updated`,
      onSaved: () => {
        form.reset(emptyChange)
      },
      failure: 'alert',
    },
  })
  const { register, errorOf, values, failure } = form

  return (
    <form noValidate onSubmit={form.submit} aria-labelledby="security-title">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {profile.hasPassword ? (
            <Trans>Changing the password signs your account out on every other device.</Trans>
          ) : (
            <Trans>You sign in with Google. Choose a password to also sign in with your email.</Trans>
          )}
        </Text>
        {failure && <FormAlert status="error" title={failure} />}
        {profile.hasPassword && (
          <FormField label={<Trans>Current password</Trans>} error={errorOf('currentPassword')} required>
            <PasswordInput {...register('currentPassword')} autoComplete="current-password" maxLength={128} />
          </FormField>
        )}
        <FormField label={<Trans>New password</Trans>} error={errorOf('password')} required keepHelper helper={<PasswordRules password={values.password} />}>
          <PasswordInput {...register('password')} autoComplete="new-password" maxLength={128} />
        </FormField>
        <FormField label={<Trans>Confirm the new password</Trans>} error={errorOf('passwordConfirmation')} required>
          <PasswordInput {...register('passwordConfirmation')} autoComplete="new-password" maxLength={128} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" loading={form.sending} loadingText={t`Saving…`}>
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </form>
  )
}
