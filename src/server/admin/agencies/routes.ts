import { Hono } from 'hono'
import { agencyTermsSchema } from '../../../domain/admin/agency.ts'
import { agencyListQuery } from '../../../domain/admin/list-queries.ts'
import { adminAgencyPageSchema, adminAgencySchema } from '../../../domain/answers/admin.ts'
import type { AppDeps } from '../../app-deps.ts'
import { createAuthContext } from '../../auth/context.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import { idsInPath } from '../id-param.ts'
import { listAgencies, updateAgencyTerms } from './service.ts'

const tag = 'Admin: agencies'

/** /api/admin/agencies: approve or suspend partner agencies, set their commission and seller code. */
export function adminAgencyRoutes(deps: AppDeps) {
  const ctx = createAuthContext(deps)
  return new Hono<AuthEnv>()
    .get('/', endpoint({ tag, summary: 'Lists agencies', answers: { 200: json('A page', adminAgencyPageSchema) } }), input('query', agencyListQuery), async (c) =>
      c.json(await listAgencies(ctx.db, c.req.valid('query'))),
    )
    .put(
      '/:id',
      endpoint({ tag, summary: "Sets an agency's terms (commission, seller code) and approval", answers: { 200: json('As saved', adminAgencySchema) } }),
      idsInPath('id'),
      input('json', agencyTermsSchema),
      async (c) => c.json(await updateAgencyTerms(ctx, c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
    )
}
