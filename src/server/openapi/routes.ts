import { Hono } from 'hono'
import * as v from 'valibot'
import { publicRoute } from '../http/auth-middleware.ts'
import { docsPage } from './docs-page.ts'
import { endpoint } from './endpoint.ts'
import { json } from './operation.ts'
import { openApiDocument, type OpenApiDocument } from './document.ts'
import { scalarScript } from './scalar-script.ts'
import type { RouteRow } from './route-table.ts'

/**
 * GET /api/openapi.json, the API contract, and GET /api/docs, its reference page. `routes` is
 * the whole app's route table, read on the first request (when every route is mounted). The
 * page is Scalar's, its script served from here too: nothing of it reaches the PWA's bundle.
 */
const tag = 'Service'

export function apiContractRoutes(routes: () => readonly RouteRow[]) {
  let document: Promise<OpenApiDocument> | undefined
  return new Hono()
    .get(
      '/openapi.json',
      publicRoute,
      endpoint({ tag, summary: 'This document: the API contract (OpenAPI 3.1)', answers: { 200: json('The OpenAPI document', v.record(v.string(), v.unknown())) } }),
      async (c) => c.json(await (document ??= openApiDocument(routes()))),
    )
    .get(
      '/docs',
      publicRoute,
      endpoint({ tag, summary: 'The API reference, readable (Scalar)', answers: { 200: { description: 'An HTML page', contentType: 'text/html' } } }),
      docsPage,
    )
    .get(
      '/docs/scalar.js',
      publicRoute,
      endpoint({
        tag,
        summary: "The reference page's script (Scalar), cached for good: its URL names its version",
        answers: { 200: { description: 'JavaScript', contentType: 'text/javascript' } },
      }),
      scalarScript,
    )
}
