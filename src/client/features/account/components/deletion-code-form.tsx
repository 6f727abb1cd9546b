import { Button, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { signInCodeRules } from '../../../../domain/user.ts'
import { clearSession } from '../../../session.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { CodeInput } from '../../../ui/form/code-input.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { showSuccess } from '../../../ui/toaster.ts'
import { forgetPersonalData } from '../../../pwa/query-meta.ts'
import { useConfirmDeletion } from '../my-data-api.ts'

const { maxTries: codeTries, ttlMinutes: codeMinutes } = signInCodeRules

/** A refusal of the code itself (a wrong code, with the tries left): said under the field rather than above the form. */
const refusesTheCode = (error: unknown) =>
  error instanceof Error && 'status' in error && error.status === 400 && 'fields' in error && typeof error.fields === 'object' && error.fields !== null && 'code' in error.fields

/** The account is gone and so is its session: the browser forgets both and starts over at home. */
function useLeaveErasedAccount() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async () => {
    clearSession()
    await navigate({ to: '/', replace: true })
    forgetPersonalData(queryClient)
    showSuccess(t`Your account was deleted`)
  }
}

/** The deletion's code step: a wrong code says how many tries are left; an expired one asks for a new code. */
export function DeletionCodeForm({ email, expiresAt, onResend, resending }: { email: string; expiresAt: string; onResend: () => Promise<void>; resending: boolean }) {
  const { t, i18n } = useLingui()
  const confirm = useConfirmDeletion()
  const leave = useLeaveErasedAccount()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string>()
  const [problem, setProblem] = useState<string>()
  const [resent, setResent] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const until = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(expiresAt))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setResent(false)
    // The input keeps digits only, so a short code is the one thing to say before asking the server.
    if (code.length !== 6) {
      setCodeError(t`The code has 6 digits`)
      input.current?.focus()
      return
    }
    confirm.mutate(code, {
      onSuccess: () => void leave(),
      onError: (error) => {
        if (refusesTheCode(error)) {
          setCodeError(describeApiError(error))
          input.current?.select()
        } else setProblem(describeApiError(error))
      },
    })
  }

  const resend = async () => {
    try {
      await onResend()
      setCode('')
      setCodeError(undefined)
      setProblem(undefined)
      setResent(true)
      input.current?.focus()
    } catch (error) {
      setProblem(describeApiError(error))
    }
  }

  return (
    <Stack gap="4">
      {resent ? (
        <FormAlert status="success" title={<Trans>We sent a new code to {email}.</Trans>}>
          <Trans>Only the newest code works.</Trans>
        </FormAlert>
      ) : (
        <FormAlert status="info" title={<Trans>We sent a 6-digit code to {email}.</Trans>} />
      )}
      {problem && <FormAlert status="error" title={problem} />}
      <form noValidate onSubmit={submit} aria-label={t`Account deletion code`}>
        <Stack gap="4">
          <FormField
            label={<Trans>6-digit code</Trans>}
            error={codeError}
            required
            keepHelper
            helper={
              <Trans>
                It works for {codeMinutes} minutes (until {until}) and accepts up to {codeTries} tries.
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
            />
          </FormField>
          <Button type="submit" colorPalette="red" loading={confirm.isPending} loadingText={t`Deleting…`}>
            <Trans>Delete my account for good</Trans>
          </Button>
        </Stack>
      </form>
      <HStack>
        <Button variant="ghost" size="sm" onClick={() => void resend()} loading={resending}>
          <Trans>Send a new code</Trans>
        </Button>
      </HStack>
    </Stack>
  )
}
