import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [keyword: string]: unknown }

/**
 * A valibot schema as JSON Schema. Requests are described as they are sent (`input`: a field
 * with a default is optional), answers as they are sent back (`output`). Checks JSON Schema
 * cannot say (a CPF's check digits, a custom rule) and transformations are left out: the
 * document says what the server accepts to read, the server still says no with a 400.
 */
export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...converted } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonSchema
  return converted
}

/**
 * A query parameter's value is always text in the URL; the domain's query schemas accept a
 * number or its text (the router's search and the URL alike), which converts to `anyOf` of both.
 * The parameter is documented by what the text holds: `{ type: integer, minimum: 1 }`.
 */
export function queryValueSchema(schema: JsonSchema): JsonSchema {
  const { anyOf, ...rest } = schema
  if (!Array.isArray(anyOf)) return schema
  const typed = (anyOf as JsonSchema[]).find((branch) => branch['type'] !== 'string')
  return typed ? { ...typed, ...rest } : schema
}
