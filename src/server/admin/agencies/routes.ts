import { Hono } from 'hono'
import { agencyTermsSchema } from '../../../domain/admin/agency.ts'
import { agencyListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import { createAuthContext } from '../../auth/context.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'
import { listAgencies, updateAgencyTerms } from './service.ts'

/** /api/admin/agencies: approve or suspend partner agencies, set their commission and seller code. */
export function adminAgencyRoutes(deps: AppDeps) {
  const ctx = createAuthContext(deps)
  return new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listAgencies(ctx.db, parseOr400(agencyListQuery, c.req.query()))))
    .put('/:id', async (c) => c.json(await updateAgencyTerms(ctx, c.get('user').id, idParam(c), await jsonBody(c, agencyTermsSchema))))
}
