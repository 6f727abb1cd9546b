import { Button, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { agencySignUpSchema, type AgencySignUp } from '../../../../domain/user.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { MaskedInput } from '../../../ui/form/masked-input.tsx'
import { NewPasswordFields } from '../../../ui/form/new-password-fields.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { NavLink } from '../../../ui/nav-link.tsx'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useSignUpAgency } from '../api.ts'
import { SignUpSteps, type SignUpFormProps } from './sign-up-steps.tsx'

const emptyAgency = { name: '', cpf: '', email: '', password: '', passwordConfirmation: '' }
type AgencyTexts = typeof emptyAgency

function AgencySignUpForm({ initial, onChallenge, returnTo }: SignUpFormProps<AgencyTexts>) {
  const { t } = useLingui()
  const signUp = useSignUpAgency()
  const form = useSchemaForm({
    schema: agencySignUpSchema,
    initial,
    submission: {
      send: signUp.mutateAsync,
      onSaved: (challenge, input: AgencySignUp) => onChallenge({ challenge, email: input.email, resend: () => signUp.mutateAsync(input) }, values),
      failure: 'alert',
    },
  })
  const { register, errorOf, values, failure } = form

  return (
    <Stack gap="5">
      <PageTitle
        documentTitle={t`Partner agency sign-up`}
        subtitle={<Trans>Sell Roteiro trips to your customers. Our team sets your commission and seller code after you sign up.</Trans>}
      >
        <Trans>Partner agency sign-up</Trans>
      </PageTitle>
      {failure && <FormAlert status="error" title={failure} />}
      <form noValidate onSubmit={form.submit} aria-label={t`Partner agency sign-up`}>
        <Stack gap="4">
          <FormField label={<Trans>Agency name</Trans>} error={errorOf('name')} required>
            <Input {...register('name')} autoComplete="organization" maxLength={120} />
          </FormField>
          <FormField label={<Trans>CPF of the person in charge</Trans>} error={errorOf('cpf')} required>
            <MaskedInput kind="cpf" {...register('cpf')} placeholder="000.000.000-00" />
          </FormField>
          <FormField label={<Trans>Email</Trans>} error={errorOf('email')} required>
            <Input {...register('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} />
          </FormField>
          <NewPasswordFields form={form} />
          <Button type="submit" loading={form.sending} loadingText={t`Creating your account…`}>
            <Trans>Sign up the agency</Trans>
          </Button>
        </Stack>
      </form>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Already a partner?{' '}
          <NavLink to="/signin" search={{ redirect: returnTo }} variant="underline" color="fg">
            Sign in
          </NavLink>
        </Trans>
      </Text>
    </Stack>
  )
}

/** /signupAgency: an agency account (type 2), confirmed by the mailed code like any other; then on to `returnTo`, else its landing. */
export function AgencySignUpScreen({ returnTo }: { returnTo?: string }) {
  return (
    <SignUpSteps empty={emptyAgency} returnTo={returnTo}>
      {(form) => <AgencySignUpForm {...form} />}
    </SignUpSteps>
  )
}
