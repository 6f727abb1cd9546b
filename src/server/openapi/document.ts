import type { Hono } from 'hono'
import { generateSpecs } from 'hono-openapi'
import { apiErrorBodySchema } from '../../domain/answers/api-error.ts'
import { UserType } from '../../domain/session.ts'
import type { RouteAccess } from '../http/auth-middleware.ts'
import { guestAccessTokenMark } from './endpoint.ts'
import { jsonSchemaOf, queryValueSchema, type JsonSchema } from './json-schema.ts'
import { mountedEndpoints, type RouteRow } from './route-table.ts'

export type OpenApiDocument = JsonSchema & { paths: Record<string, Record<string, JsonSchema>> }

const errorRef = { $ref: '#/components/responses/Error' }
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } }
const typeNames = Object.fromEntries(Object.entries(UserType).map(([name, type]) => [type, name])) as Record<UserType, string>

/** /api/trips/:name → /api/trips/{name} */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${path
    .replace(/^\/api/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}`

/** Who may call it, as OpenAPI says it (security) and in words (x-access, the description). */
function accessOf(access: RouteAccess | null, guestAccessToken: boolean): { security: JsonSchema[]; 'x-access': string } {
  if (guestAccessToken) return { security: [{ bearer: [] }], 'x-access': "the guest order's access token" }
  // A route that declares nothing fails the route matrix (tests/api/route-matrix.test.ts) before it is published.
  if (!access) return { security: [], 'x-access': 'undeclared' }
  if (access.kind === 'public') return { security: [], 'x-access': 'public' }
  const roles = access.types === null ? 'signed-in' : access.types.map((type) => typeNames[type]).join(' or ')
  return { security: [{ bearer: [] }], 'x-access': roles }
}

type DeclaredOperation = JsonSchema & { parameters?: JsonSchema[]; responses: Record<string, JsonSchema>; [guestAccessTokenMark]?: true }

/**
 * A route as its declaration beside its handler (openapi/endpoint.ts) has hono-openapi write it,
 * finished the same way for every route: its id, its access, its error answers, each parameter's
 * `required`, its query values as text.
 */
function operationObject(declared: DeclaredOperation, method: string, path: string, access: RouteAccess | null): JsonSchema {
  const { [guestAccessTokenMark]: guestAccessToken, operationId: _theirs, tags, summary, description, parameters, requestBody, responses } = declared
  const { security, 'x-access': who } = accessOf(access, guestAccessToken === true)
  const errors: Record<string, JsonSchema> = {}
  if (security.length > 0) {
    errors['401'] = { description: 'No live session (auth.sign_in_required, auth.session_expired)', content: errorContent }
    if (access?.kind === 'signed-in' && access.types !== null) errors['403'] = { description: `Not ${who} (auth.forbidden)`, content: errorContent }
  }
  errors['4XX'] = errorRef
  errors['5XX'] = errorRef
  const finishedParameters = parameters?.map((parameter) => ({
    ...parameter,
    required: parameter['required'] === true,
    ...(parameter['in'] === 'query' && { schema: queryValueSchema(parameter['schema'] as JsonSchema) }),
  }))
  return {
    operationId: operationId(method, path),
    summary,
    description: [description, who === 'public' ? 'Anyone may call it.' : `Caller: ${who} (Authorization: Bearer <token>).`].filter(Boolean).join('\n\n'),
    tags: [(tags as string[])[0]!],
    security,
    'x-access': who,
    ...(finishedParameters && finishedParameters.length > 0 && { parameters: finishedParameters }),
    ...(requestBody !== undefined && { requestBody }),
    responses: { ...responses, ...errors },
  }
}

/** hono-openapi's document of the routes declared beside their handlers; it reads only `routes`. */
const declaredPaths = async (routes: readonly RouteRow[]) =>
  (await generateSpecs({ routes } as unknown as Hono, { excludeStaticFile: false, defaultValidationErrorResponse: false })).paths as Record<
    string,
    Record<string, DeclaredOperation>
  >

/**
 * The API contract as OpenAPI 3.1 (GET /api/openapi.json): every route under /api that `routes`
 * mounts, described by its declaration beside its handler (openapi/endpoint.ts), its access read
 * from the route itself. A route without a declaration is left out (tests/api/openapi.test.ts fails on it).
 */
export async function openApiDocument(routes: readonly RouteRow[]): Promise<OpenApiDocument> {
  const declared = await declaredPaths(routes)
  const paths: Record<string, Record<string, JsonSchema>> = {}
  const tags = new Set<string>()
  for (const endpoint of mountedEndpoints(routes)) {
    const path = openApiPath(endpoint.path)
    const method = endpoint.method.toLowerCase()
    const declaration = declared[path]?.[method]
    // An input() without its endpoint() has hono-openapi write an operation too; only endpoint() gives it its tag.
    if (!declaration?.['tags']) continue
    paths[path] = { ...paths[path], [method]: operationObject(declaration, endpoint.method, endpoint.path, endpoint.access) }
  }
  for (const item of Object.values(paths)) for (const operation of Object.values(item)) tags.add((operation['tags'] as string[])[0]!)
  return {
    openapi: '3.1.0',
    info: {
      title: 'Roteiro API',
      version: '1',
      description: 'The API of Roteiro, the travel agency’s app. Every error answers the same body (ApiError), its `code` one of docs/ERRORS.md.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token of POST /api/auth/verify (or a guest order’s access token on /api/external-orders)' },
      },
      schemas: { ApiError: jsonSchemaOf(apiErrorBodySchema, 'output') },
      responses: { Error: { description: 'An error: its code says which (docs/ERRORS.md)', content: errorContent } },
    },
  }
}
