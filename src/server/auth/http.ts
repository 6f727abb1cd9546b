import type { Context } from 'hono'
import type * as v from 'valibot'
import { ApiError } from '../http/errors.ts'
import { parseOr400, readJson } from '../http/validation.ts'

/** The request's JSON body parsed with a domain schema (400 with `fields` when it does not fit). */
export const jsonBody = async <const S extends v.GenericSchema>(c: Context, schema: S) => parseOr400(schema, await readJson(c.req.raw))

/** A 400 about one field, shaped like parseOr400's: `{ message: 'field: text', fields: { field: text } }`. */
export const fieldError = (field: string, message: string) => new ApiError(400, `${field}: ${message}`, { [field]: message })
