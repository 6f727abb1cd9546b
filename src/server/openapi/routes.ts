import { Hono } from 'hono'
import { publicRoute } from '../http/auth-middleware.ts'
import { docsPage } from './docs-page.ts'
import { openApiDocument, type OpenApiDocument } from './document.ts'
import { scalarScript } from './scalar-script.ts'
import type { RouteRow } from './route-table.ts'

/**
 * GET /api/openapi.json, the API contract, and GET /api/docs, its reference page. `routes` is
 * the whole app's route table, read on the first request (when every route is mounted). The
 * page is Scalar's, its script served from here too: nothing of it reaches the PWA's bundle.
 */
export function apiContractRoutes(routes: () => readonly RouteRow[]) {
  let document: OpenApiDocument | undefined
  return new Hono()
    .get('/openapi.json', publicRoute, (c) => c.json((document ??= openApiDocument(routes()))))
    .get('/docs', publicRoute, docsPage)
    .get('/docs/scalar.js', publicRoute, scalarScript)
}
