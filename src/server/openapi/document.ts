import type { Hono } from 'hono'
import { generateSpecs } from 'hono-openapi'
import { apiErrorBodySchema } from '../../domain/answers/api-error.ts'
import { UserType } from '../../domain/session.ts'
import type { RouteAccess } from '../http/auth-middleware.ts'
import { guestAccessTokenMark } from './endpoint.ts'
import { jsonSchemaOf, queryValueSchema, type JsonSchema } from './json-schema.ts'
import type { Answer, Operation } from './operation.ts'
import { operations } from './operations/index.ts'
import { mountedEndpoints, type RouteRow } from './route-table.ts'

export type OpenApiDocument = JsonSchema & { paths: Record<string, Record<string, JsonSchema>> }

const errorRef = { $ref: '#/components/responses/Error' }
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } }
const typeNames = Object.fromEntries(Object.entries(UserType).map(([name, type]) => [type, name])) as Record<UserType, string>

/** /api/trips/:name → /api/trips/{name} */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

const operationId = ({ method, path }: Operation) =>
  `${method.toLowerCase()}${path
    .replace(/^\/api/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}`

const fileContent = (contentType: string) => ({ [contentType]: { schema: { type: 'string', contentMediaType: contentType } } })

function answerOf(answer: Answer): JsonSchema {
  if (answer.contentType === 'none') return { description: answer.description }
  if (answer.contentType) return { description: answer.description, content: fileContent(answer.contentType) }
  return { description: answer.description, content: { 'application/json': { schema: jsonSchemaOf(answer.schema, 'output') } } }
}

/** Who may call it, as OpenAPI says it (security) and in words (x-access, the description). */
function accessOf(access: RouteAccess | null, operation: Operation): { security: JsonSchema[]; 'x-access': string } {
  if (operation.guestAccessToken) return { security: [{ bearer: [] }], 'x-access': "the guest order's access token" }
  // A route that declares nothing fails the route matrix (tests/api/route-matrix.test.ts) before it is published.
  if (!access) return { security: [], 'x-access': 'undeclared' }
  if (access.kind === 'public') return { security: [], 'x-access': 'public' }
  const roles = access.types === null ? 'signed-in' : access.types.map((type) => typeNames[type]).join(' or ')
  return { security: [{ bearer: [] }], 'x-access': roles }
}

function parametersOf(operation: Operation): JsonSchema[] {
  const parameters: JsonSchema[] = []
  for (const [name, schema] of Object.entries(operation.pathParams ?? {})) parameters.push({ name, in: 'path', required: true, schema: jsonSchemaOf(schema, 'input') })
  if (operation.query) {
    const query = jsonSchemaOf(operation.query, 'input')
    const required = (query['required'] as string[] | undefined) ?? []
    for (const [name, schema] of Object.entries((query['properties'] ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: 'query', required: required.includes(name), schema: queryValueSchema(schema) })
    }
  }
  for (const [name, header] of Object.entries(operation.headers ?? {})) {
    parameters.push({ name, in: 'header', required: header.required, description: header.description, schema: jsonSchemaOf(header.schema, 'input') })
  }
  return parameters
}

function requestBodyOf({ body, bodyByType }: Operation): JsonSchema | undefined {
  if (bodyByType) {
    return { required: true, content: Object.fromEntries(Object.entries(bodyByType).map(([type, schema]) => [type, { schema: jsonSchemaOf(schema, 'input') }])) }
  }
  if (!body) return undefined
  if (body === 'multipart') {
    const form = {
      type: 'object',
      properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' }, alt: { type: 'string', maxLength: 200 } },
      required: ['file'],
    }
    return { required: true, content: { 'multipart/form-data': { schema: form } } }
  }
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } } }
}

function operationObject(operation: Operation, access: RouteAccess | null): JsonSchema {
  const { security, 'x-access': who } = accessOf(access, operation)
  const responses: Record<string, JsonSchema> = Object.fromEntries(Object.entries(operation.answers).map(([status, answer]) => [status, answerOf(answer)]))
  if (security.length > 0) {
    responses['401'] = { description: 'No live session (auth.sign_in_required, auth.session_expired)', content: errorContent }
    if (access?.kind === 'signed-in' && access.types !== null) responses['403'] = { description: `Not ${who} (auth.forbidden)`, content: errorContent }
  }
  responses['4XX'] = errorRef
  responses['5XX'] = errorRef
  const parameters = parametersOf(operation)
  const requestBody = requestBodyOf(operation)
  const description = [operation.description, who === 'public' ? 'Anyone may call it.' : `Caller: ${who} (Authorization: Bearer <token>).`].filter(Boolean).join('\n\n')
  return {
    operationId: operationId(operation),
    summary: operation.summary,
    description,
    tags: [operation.tag],
    security,
    'x-access': who,
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
  }
}

type DeclaredOperation = JsonSchema & { parameters?: JsonSchema[]; responses: Record<string, JsonSchema>; [guestAccessTokenMark]?: true }

/**
 * A route declared beside its handler (openapi/endpoint.ts), as hono-openapi wrote it, finished
 * the way every operation is: its id, its access, its error answers, each parameter's `required`,
 * its query values as text.
 */
function declaredOperationObject(declared: DeclaredOperation, method: string, path: string, access: RouteAccess | null): JsonSchema {
  const { [guestAccessTokenMark]: guestAccessToken, operationId: _theirs, tags, summary, description, parameters, requestBody, responses } = declared
  const finished = operationObject(
    {
      method: method as Operation['method'],
      path,
      tag: (tags as string[])[0]!,
      summary: summary as string,
      ...(typeof description === 'string' && { description }),
      ...(guestAccessToken && { guestAccessToken }),
      answers: {},
    },
    access,
  )
  const queryValues = parameters?.map((parameter) => ({
    ...parameter,
    required: parameter['required'] === true,
    ...(parameter['in'] === 'query' && { schema: queryValueSchema(parameter['schema'] as JsonSchema) }),
  }))
  return {
    ...finished,
    ...(queryValues && queryValues.length > 0 && { parameters: queryValues }),
    ...(requestBody !== undefined && { requestBody }),
    responses: { ...responses, ...(finished['responses'] as object) },
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
 * mounts, described by its declaration beside its handler (openapi/endpoint.ts) or, until it
 * has one, by the registry (openapi/operations), its access read from the route itself.
 */
export async function openApiDocument(routes: readonly RouteRow[]): Promise<OpenApiDocument> {
  const declared = await declaredPaths(routes)
  const registered = new Map(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]))
  const paths: Record<string, Record<string, JsonSchema>> = {}
  const tags = new Set<string>()
  for (const endpoint of mountedEndpoints(routes)) {
    const path = openApiPath(endpoint.path)
    const method = endpoint.method.toLowerCase()
    const declaration = declared[path]?.[method]
    const operation = declaration ? declaredOperationObject(declaration, endpoint.method, endpoint.path, endpoint.access) : registered.get(`${endpoint.method} ${endpoint.path}`)
    if (!operation) continue
    const object = 'answers' in operation ? operationObject(operation as Operation, endpoint.access) : operation
    paths[path] = { ...paths[path], [method]: object }
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
