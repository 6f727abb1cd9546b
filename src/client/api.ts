import { t } from '@lingui/core/macro'
import type { ApiErrorBody } from '../domain/api-error.ts'
import { ApiError } from './api-error.ts'
import { clearSession, getSession } from './session.ts'
import { showError } from './ui/toaster.ts'

export interface ApiOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON, or as multipart when it is a FormData (uploads). */
  body?: unknown
  /** Statuses the caller shows on its own (e.g. 404 as a "not found" state): no toast for them. */
  quietStatuses?: number[]
  /** Reads a successful answer that is not JSON (a file to download); errors are handled as usual. */
  read?: (response: Response) => Promise<unknown>
}

let onUnauthorized: () => void = () => {
  window.location.assign('/signin')
}

/** The router registers how to go to /signin without a full reload. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler
}

const apiBase = import.meta.env.VITE_API_URL?.replace(/\/$/, '') ?? ''

/**
 * The one fetch wrapper (spec sections 7 and 8): bearer token when signed in; a 401 clears the
 * session and goes to /signin; any other error toasts its code's text or 'Ocorreu um erro'.
 */
export async function api<T>(path: string, { body, quietStatuses = [], headers, read, ...init }: ApiOptions = {}): Promise<T> {
  const { token } = getSession()
  const requestHeaders = new Headers(headers)
  // A guest's order sends its own access token (payment links), whoever is signed in on this device.
  if (token && !requestHeaders.has('Authorization')) requestHeaders.set('Authorization', `Bearer ${token}`)
  const multipart = body instanceof FormData
  if (body !== undefined && !multipart) requestHeaders.set('Content-Type', 'application/json')
  requestHeaders.set('Accept-Language', document.documentElement.lang || 'pt-BR')

  let response: Response
  try {
    response = await fetch(`${apiBase}/api${path}`, { ...init, headers: requestHeaders, body: body === undefined ? undefined : multipart ? body : JSON.stringify(body) })
  } catch (cause) {
    return fail(new ApiError(0, t`No connection. Check your internet and try again.`, { cause }), quietStatuses)
  }
  if (response.ok) return (read ? await read(response) : response.status === 204 ? undefined : await response.json()) as T

  const payload = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null
  return fail(new ApiError(response.status, t`An error occurred`, payload ?? undefined), quietStatuses)
}

/** A 401 clears the session and goes to /signin; any other error not quiet is toasted, by its code, in the reader's language. */
function fail(error: ApiError, quietStatuses: number[]): never {
  if (error.status === 401) {
    clearSession()
    onUnauthorized()
  } else if (!quietStatuses.includes(error.status)) {
    error.told = true
    // The texts load only on an error; without them (offline, say) the message is the best there is.
    void import('./ui/form/api-messages.ts').then(
      ({ describeApiError }) => showError(describeApiError(error)),
      () => showError(error.message),
    )
  }
  throw error
}
