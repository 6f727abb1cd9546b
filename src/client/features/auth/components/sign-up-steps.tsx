import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { useStartSession } from '../../../session-actions.ts'
import { CodeStep, type PendingChallenge } from './code-step.tsx'

/** What a sign-up form gets: the texts to start from, and where to go once the code is mailed. */
export interface SignUpFormProps<T> {
  initial: T
  onChallenge: (pending: PendingChallenge, typed: T) => void
  /** Where the new account goes once the code is validated (the sign-in's `redirect`), carried by the form's links. */
  returnTo?: string
}

/**
 * A sign-up in two steps: the form, then the mailed code (the account exists only once the code
 * is validated). Back from the code step, what was typed is still there. The code validated, the
 * toast says the spec's 'User registered', and the new account goes to `returnTo` (else its landing).
 */
export function SignUpSteps<T>({ empty, returnTo, children }: { empty: T; returnTo?: string; children: (form: SignUpFormProps<T>) => ReactNode }) {
  const { t } = useLingui()
  const startSession = useStartSession()
  const [pending, setPending] = useState<PendingChallenge>()
  const [typed, setTyped] = useState(empty)
  if (pending) {
    return <CodeStep pending={pending} verifiedToast={t`User registered`} onVerified={(session) => void startSession(session, returnTo)} onBack={() => setPending(undefined)} />
  }
  return children({
    initial: typed,
    returnTo,
    onChallenge: (next, texts) => {
      setTyped(texts)
      setPending(next)
    },
  })
}
