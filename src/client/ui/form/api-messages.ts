import { plural, t } from '@lingui/core/macro'
import { authMessages as m } from '../../../domain/user-messages.ts'
import { ApiError } from '../../api.ts'
import { translateValidationMessage } from './validation-messages.ts'

/**
 * The account API's `message` texts (English, from src/domain/user-messages.ts) in the reader's
 * language, for the forms that show an answer themselves instead of the api() toast.
 */
const fixed: Record<string, () => string> = {
  [m.invalidCredentials]: () => t`Invalid email or password`,
  [m.emailTaken]: () => t`An account with this email already exists`,
  [m.codeExpired]: () => t`This code has expired or was already used; sign in again to get a new one`,
  [m.codeTriesExhausted]: () => t`Too many wrong codes; sign in again to get a new one`,
  [m.resetSent]: () => t`If an account exists for this email, we sent it a link to choose a new password`,
  [m.resetLinkInvalid]: () => t`This link has expired or was already used; ask for a new one`,
  [m.invitationInvalid]: () => t`This invitation has expired or was already used; ask an administrator for a new one`,
  [m.signInRequired]: () => t`Sign in to continue`,
  [m.sessionExpired]: () => t`Your session has expired; sign in again`,
  [m.forbidden]: () => t`You do not have access to this`,
  [m.googleDisabled]: () => t`Google sign-in is not configured`,
  [m.googleCodeInvalid]: () => t`This Google sign-in has expired; try again`,
}

const counted: [RegExp, (count: number) => string][] = [
  [/^Wrong code: (\d+) tries? left$/, (count) => plural(count, { one: 'Wrong code: # try left', other: 'Wrong code: # tries left' })],
  [
    /^Too many attempts; try again in (\d+) minutes?$/,
    (count) => plural(count, { one: 'Too many attempts; try again in # minute', other: 'Too many attempts; try again in # minutes' }),
  ],
]

export function translateApiMessage(text: string): string {
  const known = fixed[text]
  if (known) return known()
  for (const [pattern, describe] of counted) {
    const count = pattern.exec(text)?.[1]
    if (count) return describe(Number(count))
  }
  // A field's own rule may be the summary too ("password: Minimum length 8 characters").
  const field = /^[\w.]+: (.+)$/.exec(text)?.[1]
  return translateValidationMessage(field ?? text)
}

/** What to tell the user about a failed request: the server's message in their language, or a generic line. */
export function describeApiError(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return error.message
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return translateApiMessage(error.message)
  return t`Something did not go right, try again`
}
