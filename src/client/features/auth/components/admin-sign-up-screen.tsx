import { Button, Input, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { adminSignUpSchema, type AdminSignUp } from '../../../../domain/user.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { PasswordInput } from '../../../ui/form/password-input.tsx'
import { PasswordRules } from '../../../ui/form/password-rules.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { invitationQueryOptions, useSignUpAdmin } from '../api.ts'
import { useStartSession } from '../session-actions.ts'
import { CodeStep, type PendingChallenge } from './code-step.tsx'

const emptyAdmin = { firstName: '', lastName: '', password: '', passwordConfirmation: '' }
type AdminTexts = typeof emptyAdmin

function AdminSignUpForm({
  invitation,
  email,
  initial,
  onChallenge,
}: {
  invitation: string
  email: string
  initial: AdminTexts
  onChallenge: (pending: PendingChallenge, typed: AdminTexts) => void
}) {
  const { t } = useLingui()
  const signUp = useSignUpAdmin()
  const form = useSchemaForm({ schema: adminSignUpSchema, initial, toInput: (texts) => ({ ...texts, invitation }) })
  const [failure, setFailure] = useState<string>()
  const { register, errorOf, values } = form

  const submit = form.handleSubmit((input: AdminSignUp) => {
    setFailure(undefined)
    signUp.mutate(input, {
      onSuccess: (challenge) => onChallenge({ challenge, email, resend: () => signUp.mutateAsync(input) }, values),
      onError: (error) => {
        if (!form.showServerErrors(error)) setFailure(describeApiError(error))
      },
    })
  })

  return (
    <>
      {failure && <FormAlert status="error" title={failure} />}
      <form noValidate onSubmit={submit} aria-label={t`Administrator sign-up`}>
        <Stack gap="4">
          <FormField label={<Trans>Email</Trans>} helper={<Trans>The invitation is for this email.</Trans>}>
            <Input value={email} readOnly variant="subtle" color="fg.muted" autoComplete="username" />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={<Trans>First name</Trans>} error={errorOf('firstName')} required>
              <Input {...register('firstName')} autoComplete="given-name" maxLength={60} />
            </FormField>
            <FormField label={<Trans>Last name</Trans>} error={errorOf('lastName')} required>
              <Input {...register('lastName')} autoComplete="family-name" maxLength={80} />
            </FormField>
          </SimpleGrid>
          <FormField label={<Trans>Password</Trans>} error={errorOf('password')} required keepHelper helper={<PasswordRules password={values.password} />}>
            <PasswordInput {...register('password')} autoComplete="new-password" maxLength={128} />
          </FormField>
          <FormField label={<Trans>Confirm the password</Trans>} error={errorOf('passwordConfirmation')} required>
            <PasswordInput {...register('passwordConfirmation')} autoComplete="new-password" maxLength={128} />
          </FormField>
          <Button type="submit" loading={signUp.isPending} loadingText={t`Creating your account…`}>
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
  const startSession = useStartSession()
  const [pending, setPending] = useState<PendingChallenge>()
  const [typed, setTyped] = useState(emptyAdmin)
  const info = useQuery({ ...invitationQueryOptions(invitation ?? ''), enabled: Boolean(invitation) })

  if (pending) return <CodeStep pending={pending} onVerified={(session) => void startSession(session)} onBack={() => setPending(undefined)} />
  return (
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
        <AdminSignUpForm
          invitation={invitation}
          email={info.data.email}
          initial={typed}
          onChallenge={(next, texts) => {
            setTyped(texts)
            setPending(next)
          }}
        />
      )}
    </Stack>
  )
}
