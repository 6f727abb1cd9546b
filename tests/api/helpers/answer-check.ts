import { openApiDocument, type OpenApiDocument } from '../../../src/server/openapi/document.ts'
import type { RouteRow } from '../../../src/server/openapi/route-table.ts'
import { SchemaReader, type JsonSchema } from './fuzz/arbitraries.ts'
import { schemaMismatch } from './fuzz/schema-mismatch.ts'

interface DocumentedAnswers {
  method: string
  pattern: RegExp
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>
}

/** The document's operations as path patterns, literal paths first (/api/admin/orders/trips before /api/admin/orders/{code}). */
function answersOf(document: OpenApiDocument): DocumentedAnswers[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        responses: operation['responses'] as DocumentedAnswers['responses'],
        params: (path.match(/\{/g) ?? []).length,
      })),
    )
    .sort((a, b) => a.params - b.params)
}

/** The body as JSON, gunzipped first when the catalogue cache served its gzipped copy. */
function jsonOf(response: Response): Promise<unknown> {
  const encoding = response.headers.get('Content-Encoding')
  if (!encoding || !response.body) return response.json()
  return new Response(response.body.pipeThrough(new DecompressionStream(encoding as CompressionFormat))).json()
}

/**
 * Issue 15's proof that the published contract is true: every JSON success any API test gets is
 * checked against its operation's answer schema in the document, by the fuzzer's checker, closed
 * (a field the schema does not name fails it). The fuzzer's generated requests rarely reach a row
 * (an order, a trip with buyers); the API tests do. Wraps the app's `fetch`, as checkingErrorCodes does.
 */
export function checkingAnswers<T extends { routes: readonly RouteRow[]; fetch: (request: Request, ...rest: never[]) => Response | Promise<Response> }>(app: T): T {
  const fetch = app.fetch
  let documented: Promise<{ reader: SchemaReader; answers: DocumentedAnswers[] }> | undefined
  app.fetch = (async (request: Request, ...rest: never[]) => {
    const response = await fetch(request, ...rest)
    if (response.status >= 300 || !response.headers.get('Content-Type')?.startsWith('application/json')) return response
    const path = new URL(request.url).pathname
    if (!path.startsWith('/api/')) return response
    documented ??= openApiDocument(app.routes).then((document) => ({ reader: new SchemaReader(document), answers: answersOf(document) }))
    const { reader, answers } = await documented
    const operation = answers.find((candidate) => candidate.method === request.method && candidate.pattern.test(path))
    const schema = operation?.responses[String(response.status)]?.content?.['application/json']?.schema
    const name = `${request.method} ${path} answered ${response.status}`
    if (!schema) throw new Error(`${name} in JSON, which the document does not describe`)
    const problem = schemaMismatch(reader, schema, await jsonOf(response.clone()), true)
    if (problem) throw new Error(`${name} outside its documented schema: ${problem}`)
    return response
  }) as T['fetch']
  return app
}
