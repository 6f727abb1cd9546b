import type { Context } from 'hono'
import { apiError } from '../http/errors.ts'

/** The route's numeric `:id` (or the named parameter); 404 when it cannot name a row. */
export function idParam(c: Context, name = 'id'): number {
  const text = c.req.param(name) ?? ''
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw apiError('not_found', { path: c.req.path })
  return id
}
