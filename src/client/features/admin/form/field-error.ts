import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form'
import { ApiError } from '../../../api.ts'
import { translateValidationMessage } from '../../../ui/form/validation-messages.ts'

/**
 * The one error a field shows (spec section 5), in the reader's language: after the field was
 * left or the form was sent. Schema issues and server messages are English domain texts.
 */
export function fieldError(field: AnyFieldApi): string | undefined {
  const { meta } = field.state
  if (!meta.isTouched && field.form.state.submissionAttempts === 0) return undefined
  const first: unknown = meta.errors.find(Boolean)
  if (!first) return undefined
  const text = typeof first === 'string' ? first : typeof first === 'object' && 'message' in first ? String(first.message) : String(first)
  return translateValidationMessage(text)
}

/**
 * Puts the API's `fields` (dot paths: "options.0.name") on the form's fields as server errors;
 * a field's server error goes away when it is edited (see the admin field components).
 * False when the error named no field, so the caller knows only the toast told the user.
 */
export function showServerErrors(form: AnyFormApi, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  const entries = Object.entries(error.fields)
  for (const [path, message] of entries) {
    const name = path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')
    form.setFieldMeta(name, (meta) => (meta ? { ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: message } } : meta))
  }
  return entries.length > 0
}

/** Clears a field's server error: call on change. */
export function clearServerError(field: AnyFieldApi) {
  if (field.state.meta.errorMap.onServer) field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
}
