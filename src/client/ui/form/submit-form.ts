import { ApiError } from '../../api-error.ts'
import { showError, showSuccess } from '../toaster.ts'
import { describeApiError } from './api-messages.ts'

/** What a form does with its valid input, from the request to what the user is told. */
export interface FormSubmission<I, O> {
  /** Sends the checked input: a mutation's `mutateAsync`. */
  send: (input: I) => Promise<O>
  /** Toasted once it worked. */
  success?: (output: O, input: I) => string
  /** After it worked (and the toast): reset the form, go on, close. */
  onSaved?: (output: O, input: I) => void
  /**
   * Where an error that names none of the form's fields goes: `alert` keeps it on the form (its
   * `failure`, shown in a FormAlert), `toast` (the default) toasts it unless the API wrapper did.
   */
  failure?: 'alert' | 'toast'
  /** Takes an error out of this path (a refusal that replaces the form): true when it did. */
  onError?: (error: unknown) => boolean
}

/** What the form engine (plain or TanStack Form) does with an answer. */
export interface SubmitTarget {
  /** Puts the error's fields on the form's fields; false when it names none of them. */
  showFieldErrors: (error: unknown) => boolean
  setFailure: (text: string | undefined) => void
}

/**
 * The one submit path of every form: send, toast the success, then the caller's next step; a
 * refusal's fields go next to their fields, anything else to the form's alert or a toast, told once.
 * Resolves to whether it was saved.
 */
export async function submitForm<I, O>(submission: FormSubmission<I, O>, input: I, target: SubmitTarget): Promise<boolean> {
  const { send, success, onSaved, failure = 'toast', onError } = submission
  target.setFailure(undefined)
  let output: O
  try {
    output = await send(input)
  } catch (error) {
    if (onError?.(error) || target.showFieldErrors(error)) return false
    if (failure === 'alert') target.setFailure(describeApiError(error))
    else if (!(error instanceof ApiError && error.told)) showError(describeApiError(error))
    return false
  }
  if (success) showSuccess(success(output, input))
  onSaved?.(output, input)
  return true
}
