import * as v from 'valibot'
import type { FieldIssue } from '../../../domain/api-error.ts'
import { fieldIssueOf } from '../../../domain/field-issues.ts'
import { ApiError } from '../../api-error.ts'

/** Field dot path ("address.zipCode", "options.0.name") -> its first problem, by code. */
export type FieldIssues = Record<string, FieldIssue>

/**
 * A domain schema run on what the form will send (not on its raw texts: masked values, a date in
 * the reader's format, a percentage typed "10,5"): each problem on the field named by its dot
 * path, the first one per field, as the same field codes the server answers with. Undefined when valid.
 */
export function schemaFieldIssues<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { output: v.InferOutput<S>; issues?: undefined } | { output?: undefined; issues: FieldIssues } {
  const result = v.safeParse(schema, input)
  if (result.success) return { output: result.output }
  const issues: FieldIssues = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue)
    if (path) issues[path] ??= fieldIssueOf(issue)
  }
  return { issues }
}

/** The fields a refused request names (its `fieldCodes`), by dot path; empty for any other error. */
export const serverFieldIssues = (error: unknown): FieldIssues => (error instanceof ApiError && error.fieldCodes) || {}
