import type { MiddlewareHandler } from 'hono'
import type { FieldIssue } from '../../domain/api-error.ts'
import { fieldErrorText } from '../../domain/error-codes.ts'
import { hasControlCharacters } from '../../domain/text.ts'
import { ApiError } from './errors.ts'

/** Deeper than any shape the API takes: what lies below is refused by the schema anyway. */
const MAX_DEPTH = 32

/** The dot paths (valibot's, e.g. `payer.address.street`) of every string in `input` holding a control character. */
export function controlCharacterPaths(input: unknown, path = '', depth = 0): string[] {
  if (typeof input === 'string') return hasControlCharacters(input) ? [path || '_'] : []
  if (depth >= MAX_DEPTH || !input || typeof input !== 'object') return []
  const entries = Array.isArray(input) ? input.map((item, index) => [String(index), item] as const) : Object.entries(input)
  return entries.flatMap(([key, value]) => controlCharacterPaths(value, path ? `${path}.${key}` : key, depth + 1))
}

/** The 400 `validation` answer naming each field that holds control characters, by `field.control_characters`. */
export function controlCharactersError(paths: [string, ...string[]]): ApiError {
  const issue: FieldIssue = { code: 'field.control_characters' }
  return new ApiError('validation', undefined, {
    message: `${paths[0]}: ${fieldErrorText(issue.code)}`,
    fieldCodes: Object.fromEntries(paths.map((path) => [path, issue])),
  })
}

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** A control character in the URL's path (`/api/payment-links/abc%00`) is a 400 before any route looks a row up by it. */
export const refuseControlCharactersInPath: MiddlewareHandler = async (c, next) => {
  if (hasControlCharacters(decoded(new URL(c.req.url).pathname))) throw controlCharactersError(['path'])
  return next()
}
