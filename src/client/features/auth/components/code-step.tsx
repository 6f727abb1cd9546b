import { Button, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import type { ChallengeResponse, SessionResponse } from '../../../../domain/user.ts'
import { signInCodeRules, verifyCodeSchema } from '../../../../domain/user.ts'
import { ApiError } from '../../../api-error.ts'
import { fieldIssueOf } from '../../../../domain/field-issues.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { CodeInput } from '../../../ui/form/code-input.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { describeFieldIssue } from '../../../ui/form/validation-messages.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { showSuccess } from '../../../ui/toaster.ts'
import { useVerifyCode } from '../api.ts'

const { maxTries: codeTries, ttlMinutes: codeMinutes } = signInCodeRules

export interface PendingChallenge {
  challenge: ChallengeResponse
  /** Where the code went. */
  email: string
  /** Sends the same sign-in or sign-up again: a new code, a new challenge. */
  resend: () => Promise<ChallengeResponse>
}

/** When the code stops working by this browser's clock (the server's time may differ from ours). */
function deadlineOf(challenge: ChallengeResponse) {
  const left = new Date(challenge.expiresAt).getTime() - Date.now()
  return Date.now() + (left > 0 && left <= codeMinutes * 60_000 ? left : codeMinutes * 60_000)
}

type Problem = { kind: 'expired' | 'other'; text: string }

/**
 * The code screen after a sign-up or a sign-in: the session exists only once the mailed code is
 * validated here. It says where the code went, until when it works and how many tries it has.
 * `verifiedToast` replaces the spec's 'Code validated successfully' where another of its success
 * messages says more (a sign-up: 'User registered').
 */
export function CodeStep({
  pending,
  onVerified,
  onBack,
  verifiedToast,
}: {
  pending: PendingChallenge
  onVerified: (session: SessionResponse) => void
  onBack: () => void
  verifiedToast?: string
}) {
  const { t, i18n } = useLingui()
  const verify = useVerifyCode()
  const [challenge, setChallenge] = useState(pending.challenge)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string>()
  const [problem, setProblem] = useState<Problem>()
  const [resent, setResent] = useState(false)
  const [resending, setResending] = useState(false)
  const [deadline, setDeadline] = useState(() => deadlineOf(pending.challenge))
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const timer = window.setTimeout(() => setProblem({ kind: 'expired', text: t`This code has expired. Ask for a new one.` }), Math.max(0, deadline - Date.now()))
    return () => window.clearTimeout(timer)
  }, [deadline, t])

  const until = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit' }).format(deadline)
  const expired = problem?.kind === 'expired'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setResent(false)
    const result = v.safeParse(verifyCodeSchema, { challengeId: challenge.challengeId, code })
    if (!result.success) {
      setCodeError(describeFieldIssue(fieldIssueOf(result.issues[0])))
      input.current?.focus()
      return
    }
    verify.mutate(result.output, {
      onSuccess: (session) => {
        showSuccess(verifiedToast ?? t`Code validated successfully`)
        onVerified(session)
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fieldCodes?.code) {
          setCodeError(describeApiError(error))
          input.current?.select()
        } else if (error instanceof ApiError && error.status === 410) {
          setProblem({ kind: 'expired', text: describeApiError(error) })
        } else {
          setProblem({ kind: 'other', text: describeApiError(error) })
        }
      },
    })
  }

  const resend = async () => {
    setResending(true)
    try {
      const next = await pending.resend()
      setChallenge(next)
      setDeadline(deadlineOf(next))
      setCode('')
      setCodeError(undefined)
      setProblem(undefined)
      setResent(true)
      input.current?.focus()
    } catch (error) {
      setProblem({ kind: expired ? 'expired' : 'other', text: describeApiError(error) })
    } finally {
      setResending(false)
    }
  }

  const email = pending.email
  return (
    <Stack gap="5">
      <PageTitle documentTitle={t`Enter the code`} subtitle={<Trans>We sent a 6-digit code to {email}.</Trans>}>
        <Trans>Enter the code</Trans>
      </PageTitle>
      {resent && (
        <FormAlert status="success" title={<Trans>We sent a new code to {email}.</Trans>}>
          <Trans>Only the newest code works.</Trans>
        </FormAlert>
      )}
      {problem && <FormAlert status="error" title={problem.text} />}
      <form noValidate onSubmit={submit} aria-label={t`Code validation`}>
        <Stack gap="4">
          <FormField
            label={<Trans>6-digit code</Trans>}
            error={codeError}
            required
            keepHelper
            helper={
              <Trans>
                It works for {codeMinutes} minutes (until {until}) and accepts up to {codeTries} tries. Check the spam folder if it does not arrive.
              </Trans>
            }
          >
            <CodeInput
              ref={input}
              value={code}
              onChange={(digits) => {
                setCode(digits)
                setCodeError(undefined)
              }}
              disabled={expired}
              size="lg"
            />
          </FormField>
          <Button type="submit" loading={verify.isPending} disabled={expired} loadingText={t`Checking…`}>
            <Trans>Validate code</Trans>
          </Button>
        </Stack>
      </form>
      <HStack gap="3" wrap="wrap">
        <Button variant={expired ? 'solid' : 'outline'} onClick={() => void resend()} loading={resending}>
          <Trans>Send a new code</Trans>
        </Button>
        <Button variant="ghost" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      </HStack>
    </Stack>
  )
}
