import type { Context } from 'hono'
import * as v from 'valibot'
import type { FieldIssue } from '../../domain/api-error.ts'
import { apiErrorText, fieldErrorText, type FieldErrorCode, type FieldErrorParams } from '../../domain/error-codes.ts'
import { fieldIssueOf, isMissingKey } from '../../domain/field-issues.ts'
import { controlCharacterPaths, controlCharactersError } from './control-characters.ts'
import { ApiError, apiError, type ParamsArgs } from './errors.ts'

/**
 * Parses input with a domain schema; a failure is a 400 `validation` naming each bad field once,
 * by text and by code. Control characters in any of its texts are refused first, whatever the
 * schema: the database refuses a NUL with a 500.
 */
export function parseOr400<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const [tainted, ...more] = controlCharacterPaths(input)
  if (tainted !== undefined) throw controlCharactersError([tainted, ...more])
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const fields: Record<string, string> = {}
  const fieldCodes: Record<string, FieldIssue> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_'
    if (key in fields) continue
    fieldCodes[key] = fieldIssueOf(issue)
    fields[key] = isMissingKey(issue) ? fieldErrorText('field.required') : issue.message
  }
  const [field, text] = Object.entries(fields)[0] ?? ['_', apiErrorText('validation')]
  throw new ApiError('validation', undefined, { message: field === '_' ? text : `${field}: ${text}`, fields, fieldCodes })
}

/** Reads a JSON body, answering 400 when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw apiError('request.not_json')
  }
}

/** The request's JSON body parsed with a domain schema (400 with `fields` when it does not fit). */
export const jsonBody = async <const S extends v.GenericSchema>(c: Context, schema: S) => parseOr400(schema, await readJson(c.req.raw))

/** A 400 about one field, shaped like parseOr400's: `{ code: 'validation', message: 'field: text', fields, fieldCodes }`. */
export const fieldError = <C extends FieldErrorCode>(field: string, code: C, ...[params]: ParamsArgs<FieldErrorParams<C>>) => {
  const text = fieldErrorText(code, params)
  return new ApiError('validation', undefined, { message: `${field}: ${text}`, fields: { [field]: text }, fieldCodes: { [field]: params ? { code, params } : { code } } })
}
