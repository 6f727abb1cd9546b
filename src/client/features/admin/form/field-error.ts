import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form'
import type { FieldIssue } from '../../../../domain/api-error.ts'
import { serverFieldIssues } from '../../../ui/form/field-issues.ts'
import { describeFieldIssue } from '../../../ui/form/validation-messages.ts'

/** A dot path ("options.0.name") as TanStack Form names the field ("options[0].name"). */
export const toFieldName = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')

const isFieldIssue = (error: unknown): error is FieldIssue => typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'

/**
 * The one error a field shows (spec section 5), in the reader's language: after the field was
 * left or the form was sent. The schema's problems and the server's are field codes.
 */
export function fieldError(field: AnyFieldApi): string | undefined {
  const { meta } = field.state
  if (!meta.isTouched && field.form.state.submissionAttempts === 0) return undefined
  const first: unknown = meta.errors.find(Boolean)
  if (!first) return undefined
  return isFieldIssue(first) ? describeFieldIssue(first) : String(first)
}

/**
 * Puts the API's `fieldCodes` (dot paths) on the form's fields as server errors; a field's server
 * error goes away when it is edited (see the admin field components). False when the error named
 * no field, so the caller knows it still has to be told.
 */
export function showServerErrors(form: AnyFormApi, error: unknown): boolean {
  const entries = Object.entries(serverFieldIssues(error))
  for (const [path, issue] of entries) {
    form.setFieldMeta(toFieldName(path), (meta) => (meta ? { ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: issue } } : meta))
  }
  return entries.length > 0
}

/** Clears a field's server error: call on change. */
export function clearServerError(field: AnyFieldApi) {
  if (field.state.meta.errorMap.onServer) field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
}
