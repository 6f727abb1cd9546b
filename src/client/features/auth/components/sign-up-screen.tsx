import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { signUpSchema, type SignUp } from '../../../../domain/user.ts'
import { DateInput } from '../../../ui/form/date-input.tsx'
import { toIsoDate } from '../../../ui/form/date-text.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { MaskedInput } from '../../../ui/form/masked-input.tsx'
import { NewPasswordFields } from '../../../ui/form/new-password-fields.tsx'
import { PersonNameFields } from '../../../ui/form/person-name-fields.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { NavLink } from '../../../ui/nav-link.tsx'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useSignUp } from '../api.ts'
import { SignUpSteps, type SignUpFormProps } from './sign-up-steps.tsx'

const emptySignUp = { firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '', cpf: '', phone: '', birthDate: '' }
type SignUpTexts = typeof emptySignUp

function SignUpForm({ initial, onChallenge, returnTo }: SignUpFormProps<SignUpTexts>) {
  const { t, i18n } = useLingui()
  const signUp = useSignUp()
  const form = useSchemaForm({
    schema: signUpSchema,
    initial,
    toInput: (texts) => ({ ...texts, birthDate: toIsoDate(texts.birthDate, i18n.locale) }),
    submission: {
      send: signUp.mutateAsync,
      onSaved: (challenge, input: SignUp) => onChallenge({ challenge, email: input.email, resend: () => signUp.mutateAsync(input) }, values),
      failure: 'alert',
    },
  })
  const { register, errorOf, values, setValue, failure } = form

  return (
    <Stack gap="5">
      <PageTitle documentTitle={t`Create your account`} subtitle={<Trans>To buy trips and follow your purchases. All fields are required.</Trans>}>
        <Trans>Create your account</Trans>
      </PageTitle>
      {failure && <FormAlert status="error" title={failure} />}
      <form noValidate onSubmit={form.submit} aria-label={t`Create your account`}>
        <Stack gap="4">
          <PersonNameFields form={form} />
          <FormField label={<Trans>Email</Trans>} error={errorOf('email')} required>
            <Input {...register('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} />
          </FormField>
          <NewPasswordFields form={form} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={<Trans>CPF</Trans>} error={errorOf('cpf')} required>
              <MaskedInput kind="cpf" {...register('cpf')} placeholder="000.000.000-00" />
            </FormField>
            <FormField label={<Trans>Phone (with area code)</Trans>} error={errorOf('phone')} required>
              <MaskedInput kind="phone" {...register('phone')} type="tel" autoComplete="tel-national" inputMode="tel" placeholder="(00) 00000-0000" />
            </FormField>
          </SimpleGrid>
          <FormField label={<Trans>Date of birth</Trans>} error={errorOf('birthDate')} required>
            <DateInput {...register('birthDate')} onValueChange={(text) => setValue('birthDate', text)} autoComplete="bday" maxW={{ sm: '50%' }} />
          </FormField>
          <Button type="submit" loading={form.sending} loadingText={t`Creating your account…`}>
            <Trans>Create account</Trans>
          </Button>
        </Stack>
      </form>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Already have an account?{' '}
          <NavLink to="/signin" search={{ redirect: returnTo }} variant="underline" color="fg">
            Sign in
          </NavLink>
        </Trans>
      </Text>
    </Stack>
  )
}

/** /signup: the customer's details, then the mailed code; then on to `returnTo` (the purchase that sent them), else home. */
export function SignUpScreen({ returnTo }: { returnTo?: string }) {
  return (
    <SignUpSteps empty={emptySignUp} returnTo={returnTo}>
      {(form) => <SignUpForm {...form} />}
    </SignUpSteps>
  )
}
