import { Hono } from 'hono'
import type * as v from 'valibot'
import type { AppDeps } from '../app-deps.ts'
import type { Db } from '../db/client.ts'
import type { AuthEnv } from '../http/auth-middleware.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { json, noContent } from '../openapi/operation.ts'
import { idsInPath } from './id-param.ts'

const tag = 'Admin: catalogue content'

/**
 * The contract of a list the admin keeps: its page, and one row as saved. `name` is plural, for
 * the summaries; `changeBody`, a change's body where the handler reads it against the row.
 */
export const adminListEndpoints = (name: string, { row, page, changeBody }: { row: v.GenericSchema; page: v.GenericSchema; changeBody?: v.GenericSchema }) => ({
  list: endpoint({ tag, summary: `Lists ${name}`, answers: { 200: json('A page', page) } }),
  add: endpoint({ tag, summary: `Adds one of the ${name}`, answers: { 201: json('As saved', row) } }),
  change: endpoint({ tag, summary: `Changes one of the ${name}`, ...(changeBody && { body: changeBody }), answers: { 200: json('As saved', row) } }),
  remove: endpoint({ tag, summary: `Deletes one of the ${name}`, answers: { 204: noContent } }),
})

export const byId = idsInPath('id')

/** A list the admin keeps, with the service that keeps it (each write audited there). */
interface AdminList<Query extends v.GenericSchema, Input extends v.GenericSchema> {
  name: string
  query: Query
  input: Input
  row: v.GenericSchema
  page: v.GenericSchema
  list: (db: Db, query: v.InferOutput<Query>) => Promise<unknown>
  create: (db: Db, actorId: number, input: v.InferOutput<Input>, now: Date) => Promise<unknown>
  update: (db: Db, actorId: number, id: number, input: v.InferOutput<Input>, now: Date) => Promise<unknown>
  remove: (db: Db, actorId: number, id: number, now: Date) => Promise<void>
}

/** GET / (filtered, sorted, paged), POST /, PUT /:id and DELETE /:id of a catalogue list; admin/routes.ts requires the admin. */
export function adminListRoutes<Query extends v.GenericSchema, Input extends v.GenericSchema>({ db, now = () => new Date() }: AppDeps, list: AdminList<Query, Input>) {
  const declared = adminListEndpoints(list.name, list)
  return new Hono<AuthEnv>()
    .get('/', declared.list, input('query', list.query), async (c) => c.json(await list.list(db, c.req.valid('query'))))
    .post('/', declared.add, input('json', list.input), async (c) => c.json(await list.create(db, c.get('user').id, c.req.valid('json'), now()), 201))
    .put('/:id', declared.change, byId, input('json', list.input), async (c) =>
      c.json(await list.update(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now())),
    )
    .delete('/:id', declared.remove, byId, async (c) => {
      await list.remove(db, c.get('user').id, c.req.valid('param').id, now())
      return c.body(null, 204)
    })
}
