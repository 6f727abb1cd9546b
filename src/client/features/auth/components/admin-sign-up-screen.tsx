import { Button, Input, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { adminSignUpSchema, type AdminSignUp } from '../../../../domain/user.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { NewPasswordFields } from '../../../ui/form/new-password-fields.tsx'
import { PersonNameFields } from '../../../ui/form/person-name-fields.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { invitationQueryOptions, useSignUpAdmin } from '../api.ts'
import { SignUpSteps, type SignUpFormProps } from './sign-up-steps.tsx'

const emptyAdmin = {
  firstName: '',
  lastName: '',
  password: '',
  passwordConfirmation: '',
}
type AdminTexts = typeof emptyAdmin

function AdminSignUpForm({ invitation, email, initial, onChallenge }: SignUpFormProps<AdminTexts> & { invitation: string; email: string }) {
  const { t } = useLingui()
  const signUp = useSignUpAdmin()
  const form = useSchemaForm({
    schema: adminSignUpSchema,
    initial,
    toInput: (texts) => ({ ...texts, invitation }),
    submission: {
      send: signUp.mutateAsync,
      onSaved: (challenge, input: AdminSignUp) => onChallenge({ challenge, email, resend: () => signUp.mutateAsync(input) }, values),
      failure: 'alert',
    },
  })
  const { values, failure } = form

  return (
    <>
      {failure && <FormAlert status="error" title={failure} />}
      <form noValidate onSubmit={form.submit} aria-label={t`Administrator sign-up`}>
        <Stack gap="4">
          <FormField label={<Trans>Email</Trans>} helper={<Trans>The invitation is for this email.</Trans>}>
            <Input value={email} readOnly variant="subtle" color="fg.muted" autoComplete="username" />
          </FormField>
          <PersonNameFields form={form} />
          <NewPasswordFields form={form} />
          <Button type="submit" loading={form.sending} loadingText={t`Creating your account…`}>
            <Trans>Create administrator account</Trans>
          </Button>
        </Stack>
      </form>
    </>
  )
}

/**
 * /admin/signup?invitation=...: only an invitation made by an admin opens this form (the server
 * checks it again); the account takes the invitation's email and lands on /admin/users.
 */
export function AdminSignUpScreen({ invitation }: { invitation?: string }) {
  const { t } = useLingui()
  const info = useQuery({
    ...invitationQueryOptions(invitation ?? ''),
    enabled: Boolean(invitation),
  })

  return (
    <SignUpSteps empty={emptyAdmin}>
      {(form) => (
        <Stack gap="5">
          <PageTitle documentTitle={t`Administrator sign-up`} subtitle={<Trans>You were invited to manage Roteiro.</Trans>}>
            <Trans>Administrator sign-up</Trans>
          </PageTitle>
          {!invitation ? (
            <FormAlert status="error" title={<Trans>An administrator account is made only from an invitation.</Trans>}>
              <Trans>Open the link of the invitation email, or ask an administrator to invite you.</Trans>
            </FormAlert>
          ) : info.isPending ? (
            <Skeleton height="48" />
          ) : info.isError ? (
            <FormAlert status="error" title={describeApiError(info.error)} />
          ) : (
            <AdminSignUpForm invitation={invitation} email={info.data.email} {...form} />
          )}
        </Stack>
      )}
    </SignUpSteps>
  )
}
