import type { JsonSchema, SchemaReader } from './arbitraries.ts'

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value)

const formats: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
  email: /^[^\s@]+@[^\s@]+$/,
}

/**
 * Where `value` breaks `schema` (the document's JSON Schema subset, as arbitraries.ts knows it),
 * as "path: what"; null when it fits. The fuzzer checks every answer with it against the document,
 * `closed`: an object whose properties are documented has no others (an answer leaks nothing the
 * contract does not say).
 */
export function schemaMismatch(reader: SchemaReader, given: JsonSchema, value: unknown, closed: boolean, path = '$'): string | null {
  const schema = reader.resolve(given)
  if ('const' in schema && value !== schema['const']) return `${path}: not ${JSON.stringify(schema['const'])}`
  if (Array.isArray(schema['enum']) && !schema['enum'].includes(value)) return `${path}: ${JSON.stringify(value)} is none of ${JSON.stringify(schema['enum'])}`
  if (schema['not'] && schemaMismatch(reader, schema['not'] as JsonSchema, value, closed, path) === null) return `${path}: ${JSON.stringify(value)} is excluded`
  const branches = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined
  if (branches) {
    const misses = branches.map((branch) => schemaMismatch(reader, branch, value, closed, path))
    if (misses.every((miss) => miss !== null)) return misses.join(' | ')
  }
  const type = schema['type'] as string | undefined
  const actual = typeOf(value)
  if (type && !(type === actual || (type === 'number' && actual === 'integer'))) return `${path}: ${actual} where ${type} is documented`
  if (actual === 'string') {
    const text = value as string
    const length = [...text].length
    if (typeof schema['minLength'] === 'number' && length < schema['minLength']) return `${path}: shorter than ${schema['minLength']}`
    if (typeof schema['maxLength'] === 'number' && length > schema['maxLength']) return `${path}: longer than ${schema['maxLength']}`
    if (typeof schema['pattern'] === 'string' && !new RegExp(schema['pattern']).test(text)) return `${path}: ${JSON.stringify(text)} does not match ${schema['pattern']}`
    const format = formats[schema['format'] as string]
    if (format && !format.test(text)) return `${path}: ${JSON.stringify(text)} is not a ${String(schema['format'])}`
  }
  if (actual === 'integer' || actual === 'number') {
    if (typeof schema['minimum'] === 'number' && (value as number) < schema['minimum']) return `${path}: below ${schema['minimum']}`
    if (typeof schema['maximum'] === 'number' && (value as number) > schema['maximum']) return `${path}: above ${schema['maximum']}`
  }
  if (actual === 'array') {
    const items = value as unknown[]
    if (typeof schema['minItems'] === 'number' && items.length < schema['minItems']) return `${path}: fewer than ${schema['minItems']} items`
    if (typeof schema['maxItems'] === 'number' && items.length > schema['maxItems']) return `${path}: more than ${schema['maxItems']} items`
    const itemSchema = schema['items'] as JsonSchema | undefined
    const prefixItems = (schema['prefixItems'] ?? []) as JsonSchema[]
    for (const [index, item] of items.entries()) {
      const each = prefixItems[index] ?? itemSchema
      const miss = each && schemaMismatch(reader, each, item, closed, `${path}[${index}]`)
      if (miss) return miss
    }
  }
  if (actual === 'object') {
    const object = value as Record<string, unknown>
    const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>
    for (const name of (schema['required'] ?? []) as string[]) if (!(name in object)) return `${path}.${name}: missing`
    for (const [name, property] of Object.entries(object)) {
      const propertySchema = properties[name] ?? (typeof schema['additionalProperties'] === 'object' ? (schema['additionalProperties'] as JsonSchema) : undefined)
      if (!propertySchema) {
        if (schema['additionalProperties'] === false || (closed && schema['properties'])) return `${path}.${name}: not documented`
        continue
      }
      const miss = schemaMismatch(reader, propertySchema, property, closed, `${path}.${name}`)
      if (miss) return miss
    }
  }
  return null
}
