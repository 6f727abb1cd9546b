import { Button, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { passwordResetConfirmSchema, passwordResetRequestSchema, type PasswordResetConfirm } from '../../../../domain/user.ts'
import { ApiError } from '../../../api-error.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { PasswordInput } from '../../../ui/form/password-input.tsx'
import { PasswordRules } from '../../../ui/form/password-rules.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { NavLink } from '../../../ui/nav-link.tsx'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api.ts'

/** Asks for the email; the answer is the same whether or not it has an account. The mailed link carries `returnTo`. */
function ResetRequest({ returnTo }: { returnTo?: string }) {
  const { t } = useLingui()
  const request = useRequestPasswordReset()
  const [sent, setSent] = useState(false)
  const form = useSchemaForm({
    schema: passwordResetRequestSchema,
    initial: { email: '' },
    submission: {
      send: ({ email }) => {
        setSent(false)
        return request.mutateAsync({ email, redirect: returnTo })
      },
      onSaved: () => setSent(true),
      failure: 'alert',
    },
  })

  return (
    <Stack gap="5">
      <PageTitle documentTitle={t`Reset your password`} subtitle={<Trans>Tell us the email of your account and we will send you a link to choose a new password.</Trans>}>
        <Trans>Reset your password</Trans>
      </PageTitle>
      {sent && (
        <FormAlert status="success" title={t`If an account exists for this email, we sent it a link to choose a new password`}>
          <Trans>The link works once, for 1 hour. Check the spam folder if it does not arrive.</Trans>
        </FormAlert>
      )}
      {form.failure && <FormAlert status="error" title={form.failure} />}
      <form noValidate onSubmit={form.submit} aria-label={t`Reset your password`}>
        <Stack gap="4">
          <FormField label={<Trans>Email</Trans>} error={form.errorOf('email')} required>
            <Input {...form.register('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} />
          </FormField>
          <Button type="submit" loading={form.sending} loadingText={t`Sending…`}>
            <Trans>Send the link</Trans>
          </Button>
        </Stack>
      </form>
      <NavLink to="/signin" search={{ redirect: returnTo }} fontSize="sm" variant="underline" alignSelf="flex-start">
        <Trans>Back to sign-in</Trans>
      </NavLink>
    </Stack>
  )
}

/**
 * The mailed link: choose the new password; every session of the account ends, so the user signs
 * in again, and from there goes on to `returnTo`.
 */
function ResetConfirm({ token, returnTo }: { token: string; returnTo?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const confirm = useConfirmPasswordReset()
  const [linkGone, setLinkGone] = useState(false)
  const form = useSchemaForm({
    schema: passwordResetConfirmSchema,
    initial: { password: '', passwordConfirmation: '' },
    toInput: (texts) => ({ ...texts, token }),
    submission: {
      send: (input: PasswordResetConfirm) => confirm.mutateAsync(input),
      success: () => t`Password updated`,
      onSaved: () => void navigate({ to: '/signin', search: { redirect: returnTo }, replace: true }),
      failure: 'alert',
      // The alert offers a new link when this one is spent; the error still goes to the alert.
      onError: (error) => {
        setLinkGone(error instanceof ApiError && error.code === 'auth.reset_link_invalid')
        return false
      },
    },
  })

  return (
    <Stack gap="5">
      <PageTitle documentTitle={t`Choose a new password`} subtitle={<Trans>After this, sign in with the new password on every device.</Trans>}>
        <Trans>Choose a new password</Trans>
      </PageTitle>
      {form.failure && (
        <FormAlert status="error" title={form.failure}>
          {linkGone && (
            <NavLink to="/ask-reset-password" search={{ redirect: returnTo }} variant="underline">
              <Trans>Ask for a new link</Trans>
            </NavLink>
          )}
        </FormAlert>
      )}
      <form noValidate onSubmit={form.submit} aria-label={t`Choose a new password`}>
        <Stack gap="4">
          <FormField label={<Trans>New password</Trans>} error={form.errorOf('password')} required keepHelper helper={<PasswordRules password={form.values.password} />}>
            <PasswordInput {...form.register('password')} autoComplete="new-password" maxLength={128} />
          </FormField>
          <FormField label={<Trans>Confirm the new password</Trans>} error={form.errorOf('passwordConfirmation')} required>
            <PasswordInput {...form.register('passwordConfirmation')} autoComplete="new-password" maxLength={128} />
          </FormField>
          <Button type="submit" loading={form.sending} loadingText={t`Saving…`}>
            <Trans>Save the new password</Trans>
          </Button>
        </Stack>
      </form>
      <Text fontSize="sm" color="fg.muted">
        <Trans>The link works once.</Trans>
      </Text>
    </Stack>
  )
}

/** /ask-reset-password, and the same page with ?token= from the mailed link; both keep ?redirect=. */
export function ResetPasswordScreen({ token, returnTo }: { token?: string; returnTo?: string }) {
  return token ? <ResetConfirm key={token} token={token} returnTo={returnTo} /> : <ResetRequest returnTo={returnTo} />
}
