import { Hono } from 'hono'
import { forfaitAnswerSchema } from '../../../domain/forfait.ts'
import { forfaitListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import { answerForfaitRequest, listForfaitRequests } from '../../forfait/service.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'

/** /api/admin/forfait-requests: the custom trips travellers asked for, and the agency's answers. */
export const adminForfaitRoutes = (deps: AppDeps) => {
  const now = deps.now ?? (() => new Date())
  return new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listForfaitRequests(deps.db, parseOr400(forfaitListQuery, c.req.query()))))
    .put('/:id', async (c) => c.json(await answerForfaitRequest(deps, c.get('user').id, idParam(c), await jsonBody(c, forfaitAnswerSchema), now())))
}
