import fc from 'fast-check'
import { invalidOf, SchemaReader, validOf, type JsonSchema } from './arbitraries.ts'

/** One documented operation of GET /api/openapi.json, as the fuzzer reads it. */
export interface DocumentedOperation {
  method: string
  /** OpenAPI's form: /api/trips/{name}. */
  path: string
  'x-access': string
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> } | { $ref: string }>
}

export interface FuzzRequest {
  path: string
  init: RequestInit & { headers: Record<string, string> }
}

interface Parts {
  path: Record<string, string>
  query: Record<string, string>
  headers: Record<string, string>
  body: unknown
}

/** The text of a value in a URL or a header: numbers and booleans as JSON writes them, objects as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

/** A lone surrogate cannot be put in a URL: it becomes U+FFFD, as a browser sends it. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

const textOf = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map(asText)

/** The body the fuzzer sends: JSON, or another type the operation reads (a CSP report); multipart uploads are not generated. */
const bodyOf = (operation: DocumentedOperation) => {
  const [type, media] = Object.entries(operation.requestBody?.content ?? {}).find(([type]) => type !== 'multipart/form-data') ?? []
  return type && media ? { type, schema: media.schema } : undefined
}

function partsArbitrary(reader: SchemaReader, operation: DocumentedOperation, broken: keyof Parts | null): fc.Arbitrary<Parts> {
  const parameters = operation.parameters ?? []
  const of = (where: 'path' | 'query' | 'header', part: keyof Parts) => {
    const entries = parameters
      .filter((parameter) => parameter.in === where)
      .map(
        (parameter) =>
          [parameter.name, textOf(broken === part ? fc.oneof(validOf(reader, parameter.schema), invalidOf(reader, parameter.schema)) : validOf(reader, parameter.schema))] as const,
      )
    // A broken query or header part may also leave out what is required; a path always has all its parameters.
    const mayOmit = broken === part && where !== 'path'
    const required = parameters.filter((parameter) => parameter.in === where && parameter.required && !mayOmit).map((parameter) => parameter.name)
    return fc.record(Object.fromEntries(entries), { requiredKeys: required }) as fc.Arbitrary<Record<string, string>>
  }
  const bodySchema = bodyOf(operation)?.schema
  const body = bodySchema ? (broken === 'body' ? invalidOf(reader, bodySchema) : validOf(reader, bodySchema)) : fc.constant(undefined)
  return fc.record({ path: of('path', 'path'), query: of('query', 'query'), headers: of('header', 'headers'), body })
}

/** Requests for an operation: all parts valid by the document, or one part (path, query, headers or body) broken. */
export function requestArbitrary(reader: SchemaReader, operation: DocumentedOperation): fc.Arbitrary<FuzzRequest> {
  const brokenParts: (keyof Parts)[] = ['path', 'query', 'headers', 'body']
  return fc.oneof(...[null, ...brokenParts].map((broken) => partsArbitrary(reader, operation, broken))).map((parts) => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(wellFormed(parts.path[name] ?? '')))
    const search = new URLSearchParams(parts.query).toString()
    const headers: Record<string, string> = {}
    // Header values must be ByteStrings: a broken one that is not stays out (fetch itself refuses it).
    for (const [name, value] of Object.entries(parts.headers)) if (/^[\x20-\xff]*$/.test(value)) headers[name] = value
    const init: FuzzRequest['init'] = { method: operation.method, headers }
    if (parts.body !== undefined) {
      init.body = JSON.stringify(parts.body)
      headers['Content-Type'] = bodyOf(operation)?.type ?? 'application/json'
    }
    return { path: search ? `${path}?${search}` : path, init }
  })
}
