import type { Context } from 'hono'
import * as v from 'valibot'
import { apiError } from '../http/errors.ts'
import { input } from '../openapi/endpoint.ts'
import { idPathParam } from '../openapi/operation.ts'

/** The route's numeric parameters (`:id`, `:tripId`…) read as numbers, `c.req.valid('param')`; 404 when one cannot name a row. */
export const idsInPath = <const Name extends string>(...names: Name[]) =>
  input('param', v.object(Object.fromEntries(names.map((name) => [name, idPathParam])) as Record<Name, typeof idPathParam>), (c) => apiError('not_found', { path: c.req.path }))

/** The route's numeric `:id` (or the named parameter); 404 when it cannot name a row. */
export function idParam(c: Context, name = 'id'): number {
  const text = c.req.param(name) ?? ''
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw apiError('not_found', { path: c.req.path })
  return id
}
