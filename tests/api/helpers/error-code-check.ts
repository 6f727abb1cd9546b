import type { ApiErrorBody } from '../../../src/domain/api-error.ts'
import { apiErrorStatus, apiErrorText, fieldErrorText, isApiErrorCode, isFieldErrorCode, type ApiErrorCode } from '../../../src/domain/error-codes.ts'

/** Codes answered with another status than the list's, where one context asks for it (see their call sites). */
const statusOverrides: Partial<Record<ApiErrorCode, number[]>> = {
  // The sandbox gateway answers an expired charge as a remote gateway would.
  'order.pix_expired': [409],
  // A payment link's checkout answers an item that can no longer be sold as a conflict with the link.
  'order.trip_not_found': [409],
  'order.option_not_found': [409],
  'order.product_not_found': [409],
}

/**
 * Issue 14's proof: every error answer any API test provokes carries a code of the domain's list
 * (docs/ERRORS.md) whose status and English text it answers with, and names each bad field by a
 * field code too. Wraps the app's `fetch` (which `app.request` calls), so no test can miss it.
 */
export function checkingErrorCodes<T extends { fetch: (request: Request, ...rest: never[]) => Response | Promise<Response> }>(app: T): T {
  const fetch = app.fetch
  app.fetch = (async (request: Request, ...rest: never[]) => {
    const response = await fetch(request, ...rest)
    if (response.status >= 400 && response.headers.get('Content-Type')?.startsWith('application/json')) {
      const problem = problemOf(response.status, (await response.clone().json()) as Partial<ApiErrorBody>)
      if (problem) throw new Error(`${request.method} ${new URL(request.url).pathname} answered ${response.status} without a proper error code: ${problem}`)
    }
    return response
  }) as T['fetch']
  return app
}

/** What is wrong with an error body, or null when nothing is. */
function problemOf(status: number, body: Partial<ApiErrorBody>): string | null {
  const { code, message, params, fields, fieldCodes } = body
  if (!isApiErrorCode(code)) return `unknown code ${JSON.stringify(code)} in ${JSON.stringify(body)}`
  if (typeof message !== 'string' || message === '') return `no message in ${JSON.stringify(body)}`
  if (code === 'request.invalid' ? status < 400 || status > 499 : status !== apiErrorStatus(code) && !statusOverrides[code]?.includes(status)) {
    return `status ${status} where ${code} is ${apiErrorStatus(code)}`
  }
  // A validation error says its first field's text, a framework's 4xx its own; every other message is its code's text.
  if (code !== 'validation' && code !== 'request.invalid' && message !== apiErrorText(code, params)) {
    return `message ${JSON.stringify(message)} is not ${code}'s text with params ${JSON.stringify(params)}`
  }
  if (code === 'validation' && Object.keys(fields ?? {}).length === 0) return 'a validation error names no field'
  const named = Object.keys(fields ?? {}).sort()
  if (JSON.stringify(named) !== JSON.stringify(Object.keys(fieldCodes ?? {}).sort())) return `fields ${JSON.stringify(fields)} but fieldCodes ${JSON.stringify(fieldCodes)}`
  for (const field of named) {
    const issue = fieldCodes![field]!
    if (!isFieldErrorCode(issue.code)) return `unknown field code ${JSON.stringify(issue.code)} on ${field}`
    // Schema failures keep valibot's text where the domain left a built-in validator's own; every other field text is its code's.
    if (code !== 'validation' && fields![field] !== fieldErrorText(issue.code, issue.params))
      return `field ${field} says ${JSON.stringify(fields![field])}, not ${issue.code}'s text`
  }
  return null
}
