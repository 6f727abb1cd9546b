import type { Context } from 'hono'
import * as v from 'valibot'
import { ApiError } from './errors.ts'

/** Parses input with a domain schema; a failure is a 400 naming each bad field once. */
export function parseOr400<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const fields: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_'
    fields[key] ??= isMissingKey(issue) ? 'This field is required' : issue.message
  }
  const first = Object.entries(fields)[0]
  throw new ApiError(400, first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request', fields)
}

/** valibot reports an absent key with the object's generic message ("Invalid key: ..."), not the field's own. */
const isMissingKey = (issue: v.BaseIssue<unknown>) => issue.input === undefined && issue.expected === `"${String(issue.path?.at(-1)?.key)}"`

/** Reads a JSON body, answering 400 when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new ApiError(400, 'The request body must be JSON')
  }
}

/** The request's JSON body parsed with a domain schema (400 with `fields` when it does not fit). */
export const jsonBody = async <const S extends v.GenericSchema>(c: Context, schema: S) => parseOr400(schema, await readJson(c.req.raw))

/** A 400 about one field, shaped like parseOr400's: `{ message: 'field: text', fields: { field: text } }`. */
export const fieldError = (field: string, message: string) => new ApiError(400, `${field}: ${message}`, { [field]: message })
