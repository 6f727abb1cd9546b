import { Button, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { signInSchema, type SignIn } from '../../../../domain/user.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { PasswordInput } from '../../../ui/form/password-input.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { NavLink } from '../../../ui/nav-link.tsx'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useGoogleSession, useSignIn } from '../api.ts'
import type { SignInSearch } from '../search.ts'
import { useStartSession } from '../../../session-actions.ts'
import { CodeStep, type PendingChallenge } from './code-step.tsx'
import { describeGoogleError, GoogleSignIn } from './google-sign-in.tsx'

interface SignInFormProps {
  admin: boolean
  email: string
  onChallenge: (pending: PendingChallenge) => void
  notice?: string
  /** The sign-in's `redirect`, carried by every way on from here (sign-up, reset, Google). */
  returnTo?: string
}

function SignInForm({ admin, email, onChallenge, notice, returnTo }: SignInFormProps) {
  const { t } = useLingui()
  const signIn = useSignIn()
  const form = useSchemaForm({
    schema: signInSchema,
    initial: { email, password: '' },
    submission: {
      send: signIn.mutateAsync,
      onSaved: (challenge, input: SignIn) => onChallenge({ challenge, email: input.email, resend: () => signIn.mutateAsync(input) }),
      failure: 'alert',
    },
  })
  const { register, errorOf, failure } = form

  const title = admin ? t`Administrator sign-in` : t`Sign in`
  return (
    <Stack gap="5">
      <PageTitle documentTitle={title} subtitle={<Trans>We will email you a code to confirm it is you.</Trans>}>
        {title}
      </PageTitle>
      {notice && <FormAlert status="error" title={notice} />}
      {failure && <FormAlert status="error" title={failure} />}
      <form noValidate onSubmit={form.submit} aria-label={title}>
        <Stack gap="4">
          <FormField label={<Trans>Email</Trans>} error={errorOf('email')} required>
            <Input {...register('email')} type="email" autoComplete="username" inputMode="email" maxLength={254} />
          </FormField>
          <FormField label={<Trans>Password</Trans>} error={errorOf('password')} required>
            <PasswordInput {...register('password')} autoComplete="current-password" maxLength={128} />
          </FormField>
          <NavLink to="/ask-reset-password" search={{ redirect: returnTo }} alignSelf="flex-start" fontSize="sm" variant="underline">
            <Trans>Forgot your password?</Trans>
          </NavLink>
          <Button type="submit" loading={form.sending} loadingText={t`Signing in…`}>
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
      {!admin && (
        <>
          <GoogleSignIn returnTo={returnTo} />
          <Stack gap="2" fontSize="sm" color="fg.muted">
            <Text>
              <Trans>
                New here?{' '}
                <NavLink to="/signup" search={{ redirect: returnTo }} variant="underline" color="fg">
                  Create your account
                </NavLink>
              </Trans>
            </Text>
            <Text>
              <Trans>
                A travel agency?{' '}
                <NavLink to="/signupAgency" search={{ redirect: returnTo }} variant="underline" color="fg">
                  Sign up as a partner agency
                </NavLink>
              </Trans>
            </Text>
          </Stack>
        </>
      )}
    </Stack>
  )
}

/** Back from Google with a one-time code in the URL: it is exchanged for a session, which goes on to `returnTo`. */
function GoogleHandoff({ code, returnTo, onFailed }: { code: string; returnTo?: string; onFailed: (message: string) => void }) {
  const exchange = useGoogleSession()
  const startSession = useStartSession()
  const started = useRef(false)
  useEffect(() => {
    // The code works once; React's development double effect must not spend it twice.
    if (started.current) return
    started.current = true
    exchange.mutate(code, { onSuccess: (session) => void startSession(session, returnTo), onError: (error) => onFailed(describeApiError(error)) })
  }, [code, returnTo, exchange, onFailed, startSession])
  return (
    <Stack align="center" gap="3" py="8" role="status">
      <Spinner size="lg" color="brand.fg" />
      <Text>
        <Trans>Signing you in with Google…</Trans>
      </Text>
    </Stack>
  )
}

/**
 * /signin and /admin/signin: email and password, then the mailed code; on the site also Google
 * and the ways to sign up. The code step stays on this URL and lives in memory only, so no
 * password is ever kept by the browser.
 */
export function SignInScreen({ admin = false, search = {} }: { admin?: boolean; search?: SignInSearch }) {
  const navigate = useNavigate()
  const startSession = useStartSession()
  const [pending, setPending] = useState<PendingChallenge>()
  // Back from the code step, the form starts again with the email it had.
  const [email, setEmail] = useState('')
  const [googleProblem, setGoogleProblem] = useState(search.googleError ? describeGoogleError(search.googleError) : undefined)

  // The address keeps only where to go next (`redirect`).
  const leaveGoogle = (message: string) => {
    setGoogleProblem(message)
    void navigate({ to: '.', search: { redirect: search.redirect }, replace: true })
  }
  // The reason stays on screen; the address loses it, so a reload or a shared link does not repeat it.
  useEffect(() => {
    if (search.googleError) void navigate({ to: '.', search: { redirect: search.redirect }, replace: true })
  }, [search.googleError, search.redirect, navigate])

  if (search.google && !googleProblem) return <GoogleHandoff code={search.google} returnTo={search.redirect} onFailed={leaveGoogle} />
  if (pending) return <CodeStep pending={pending} onVerified={(session) => void startSession(session, search.redirect)} onBack={() => setPending(undefined)} />
  const onChallenge = (next: PendingChallenge) => {
    setEmail(next.email)
    setPending(next)
  }
  return <SignInForm admin={admin} email={email} onChallenge={onChallenge} notice={googleProblem} returnTo={search.redirect} />
}
