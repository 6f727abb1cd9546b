import { t } from '@lingui/core/macro'
import { ApiError } from '../../../api.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { showError } from '../../../ui/toaster.ts'

/**
 * A refused trip write in the reader's language: the few answers that carry a name are matched
 * here; every other text goes through the shared catalogue of API messages.
 */
export function describeTripError(error: unknown): string {
  const option = error instanceof ApiError ? /^The option “(.+)” has orders and cannot be removed; keep it or change its name$/.exec(error.message)?.[1] : undefined
  if (option) return t`The option “${option}” has orders and cannot be removed; keep it or change its name`
  return describeApiError(error)
}

/** Toasts a refusal that the API wrapper was told to leave to the screen, then lets the caller see it failed. */
export function toastTripError(error: unknown): never {
  showError(describeTripError(error))
  throw error
}
