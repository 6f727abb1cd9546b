import type { Context, Env, MiddlewareHandler } from 'hono'
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi'
import * as v from 'valibot'
import { parseOr400, readJson } from '../http/validation.ts'
import { jsonSchemaOf } from './json-schema.ts'
import type { Answer } from './operation.ts'

/** What the contract says of one endpoint, written beside its handler; its method and path are the route's own. */
export interface EndpointDeclaration {
  summary: string
  tag: string
  description?: string
  /** The answers other than errors, by status. Errors are the API's error body (4XX, 5XX). */
  answers: Record<number, Answer>
  /** A JSON body the handler parses itself, against what it changes (an input middleware documents any other). */
  body?: v.GenericSchema
  /** A body of other types than JSON: its schema for each media type the route reads (it parses them itself). */
  bodyByType?: Record<string, v.GenericSchema>
  /** An upload: one file and its alt text. */
  multipart?: true
  /** Headers the handler reads with their own error codes (http/idempotency.ts): documented here, checked there. */
  headers?: Record<string, { schema: v.GenericSchema; required: boolean; description: string }>
  /** Public to the route matrix, but the bearer is a guest order's access token (payment links). */
  guestAccessToken?: true
}

/** JSON Schema 2020-12 (OpenAPI 3.1's), requests as sent and answers as sent back (openapi/json-schema.ts). */
const schemaOf = (schema: v.GenericSchema, typeMode: 'input' | 'output') => resolver(schema, { options: { target: 'draft-2020-12', typeMode } })

/** Marks an operation whose bearer is a guest order's token; openapi/document.ts reads and removes it. */
export const guestAccessTokenMark = 'x-guest-access-token'

const uploadForm = {
  type: 'object' as const,
  properties: { file: { type: 'string' as const, contentMediaType: 'application/octet-stream' }, alt: { type: 'string' as const, maxLength: 200 } },
  required: ['file'],
}

function answerOf(answer: Answer) {
  if (answer.contentType === 'none') return { description: answer.description }
  if (answer.contentType)
    return { description: answer.description, content: { [answer.contentType]: { schema: { type: 'string' as const, contentMediaType: answer.contentType } } } }
  return { description: answer.description, content: { 'application/json': { schema: schemaOf(answer.schema, 'output') } } }
}

function requestBodyOf({ body, bodyByType, multipart }: EndpointDeclaration) {
  if (body) return { required: true, content: { 'application/json': { schema: schemaOf(body, 'input') } } }
  if (bodyByType) return { required: true, content: Object.fromEntries(Object.entries(bodyByType).map(([type, schema]) => [type, { schema: schemaOf(schema, 'input') }])) }
  if (multipart) return { required: true, content: { 'multipart/form-data': { schema: uploadForm } } }
  return undefined
}

/**
 * The endpoint's place in the contract (GET /api/openapi.json), as hono-openapi's `describeRoute`:
 * a middleware that does nothing but carry it. Who may call it is not written here: the document
 * reads it from the route's own access middleware (http/auth-middleware.ts).
 */
export function endpoint(declaration: EndpointDeclaration): MiddlewareHandler {
  const requestBody = requestBodyOf(declaration)
  const headers = Object.entries(declaration.headers ?? {}).map(([name, header]) => ({
    name,
    in: 'header',
    required: header.required,
    description: header.description,
    schema: jsonSchemaOf(header.schema, 'input'),
  }))
  return describeRoute({
    tags: [declaration.tag],
    summary: declaration.summary,
    ...(declaration.description && { description: declaration.description }),
    ...(headers.length > 0 && { parameters: headers }),
    ...(requestBody && { requestBody }),
    responses: Object.fromEntries(Object.entries(declaration.answers).map(([status, answer]) => [status, answerOf(answer)])),
    ...(declaration.guestAccessToken && { [guestAccessTokenMark]: true }),
  })
}

type Target = 'json' | 'query' | 'param'

const rawInput: Record<Target, (c: Context) => unknown> = {
  json: (c) => readJson(c.req.raw),
  query: (c) => c.req.query(),
  param: (c) => c.req.param(),
}

/**
 * Parses one part of the request with a domain schema before the handler runs (a 400 with
 * `fields` when it does not fit: http/validation.ts), which reads it typed as `c.req.valid(target)`;
 * the contract documents the part from the same schema.
 * `otherwise` replaces the 400: a path that cannot name anything is a 404, as a missing thing is.
 */
export function input<T extends Target, S extends v.GenericSchema>(target: T, schema: S, otherwise?: (c: Context) => Error) {
  const middleware: MiddlewareHandler<Env, string, { out: { [K in T]: v.InferOutput<S> } }> = async (c, next) => {
    const raw = await rawInput[target](c)
    if (otherwise && !v.is(schema, raw)) throw otherwise(c)
    c.req.addValidatedData(target, parseOr400(schema, raw) as object)
    await next()
  }
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...schemaOf(schema, 'input') } })
}
