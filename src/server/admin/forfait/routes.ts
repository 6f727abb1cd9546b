import { Hono } from 'hono'
import { adminForfaitRequestPageSchema, adminForfaitRequestSchema } from '../../../domain/answers/requests.ts'
import { forfaitAnswerSchema } from '../../../domain/forfait.ts'
import { forfaitListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import { answerForfaitRequest, listForfaitRequests } from '../../forfait/service.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import { idsInPath } from '../id-param.ts'

const tag = 'Admin'

/** /api/admin/forfait-requests: the custom trips travellers asked for, and the agency's answers. */
export const adminForfaitRoutes = (deps: AppDeps) => {
  const now = deps.now ?? (() => new Date())
  return new Hono<AuthEnv>()
    .get('/', endpoint({ tag, summary: 'Custom trip requests', answers: { 200: json('A page', adminForfaitRequestPageSchema) } }), input('query', forfaitListQuery), async (c) =>
      c.json(await listForfaitRequests(deps.db, c.req.valid('query'))),
    )
    .put(
      '/:id',
      endpoint({ tag, summary: 'Answers a custom trip request', answers: { 200: json('As saved', adminForfaitRequestSchema) } }),
      idsInPath('id'),
      input('json', forfaitAnswerSchema),
      async (c) => c.json(await answerForfaitRequest(deps, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now())),
    )
}
