import * as v from 'valibot'
import { apiError } from '../http/errors.ts'
import { input } from '../openapi/endpoint.ts'
import { idPathParam } from '../openapi/operation.ts'

/** The route's numeric parameters (`:id`, `:tripId`…) read as numbers, `c.req.valid('param')`; 404 when one cannot name a row. */
export const idsInPath = <const Name extends string>(...names: Name[]) =>
  input('param', v.object(Object.fromEntries(names.map((name) => [name, idPathParam])) as Record<Name, typeof idPathParam>), (c) => apiError('not_found', { path: c.req.path }))
