import fc from 'fast-check'

/**
 * fast-check arbitraries from the JSON Schemas of the API's document (GET /api/openapi.json):
 * values a schema accepts, and values it refuses. Only the subset the document uses is known
 * (object/required/properties, string with lengths, pattern, format and enum, integer and number
 * with bounds, boolean, null, array with item counts or as a tuple, anyOf/oneOf, const, $ref, and `not` in
 * answers); any other keyword throws, so a schema the converter does not understand cannot pass
 * unfuzzed.
 */

export type JsonSchema = { [keyword: string]: unknown }

const known = new Set(
  [
    'type properties required additionalProperties propertyNames items prefixItems minItems maxItems minLength maxLength pattern',
    'format enum const minimum maximum anyOf oneOf not $ref default description title contentMediaType',
  ]
    .join(' ')
    .split(' '),
)

/** Keeps requests small: a 4000-character field is fuzzed up to a little past this many characters. */
const LONGEST = 60

export class SchemaReader {
  constructor(private readonly root: JsonSchema) {}

  /** The schema, its $ref followed; throws on a keyword outside the known subset. */
  resolve(schema: JsonSchema): JsonSchema {
    const unknown = Object.keys(schema).filter((keyword) => !known.has(keyword))
    if (unknown.length > 0) throw new Error(`The fuzzer does not know ${unknown.join(', ')} in ${JSON.stringify(schema)}`)
    const ref = schema['$ref']
    if (typeof ref !== 'string') return schema
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as JsonSchema | undefined)?.[key], this.root)
    if (!target) throw new Error(`Unresolved ${ref}`)
    return this.resolve(target as JsonSchema)
  }
}

const branchesOf = (schema: JsonSchema) => (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined

const num = (schema: JsonSchema, keyword: string) => (typeof schema[keyword] === 'number' ? (schema[keyword] as number) : undefined)

const isoDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema, 'minLength') ?? 0
  const maxLength = Math.min(num(schema, 'maxLength') ?? LONGEST, minLength + LONGEST)
  const fits = (text: string) => [...text].length >= minLength && [...text].length <= (num(schema, 'maxLength') ?? Infinity)
  if (typeof schema['pattern'] === 'string') return fc.stringMatching(new RegExp(schema['pattern'])).filter(fits)
  switch (schema['format']) {
    case 'email':
      return fc.emailAddress().filter(fits)
    case 'date':
      return isoDate.map((date) => date.toISOString().slice(0, 10))
    case 'date-time':
      return isoDate.map((date) => date.toISOString())
    default:
      return fc.string({ minLength, maxLength, unit: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...'abcdeAZ09 -.@') }, fc.constantFrom('ç', 'ã', 'é', '😀')) })
  }
}

/** Values the schema accepts (checks JSON Schema cannot say, a CPF's digits, are the server's to refuse). */
export function validOf(reader: SchemaReader, given: JsonSchema): fc.Arbitrary<unknown> {
  const schema = reader.resolve(given)
  if ('const' in schema) return fc.constant(schema['const'])
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]))
  const branches = branchesOf(schema)
  if (branches) {
    const { anyOf: _any, oneOf: _one, ...rest } = schema
    return fc.oneof(...branches.map((branch) => validOf(reader, { ...rest, ...branch })))
  }
  switch (schema['type']) {
    case 'object':
      return validObject(reader, schema)
    case 'array': {
      if (Array.isArray(schema['prefixItems'])) return fc.tuple(...(schema['prefixItems'] as JsonSchema[]).map((item) => validOf(reader, item)))
      const minLength = num(schema, 'minItems') ?? 0
      return fc.array(validOf(reader, (schema['items'] ?? {}) as JsonSchema), { minLength, maxLength: Math.min(num(schema, 'maxItems') ?? minLength + 3, minLength + 3) })
    }
    case 'string':
      return validString(schema)
    case 'integer': {
      const inRange = fc.integer({ min: num(schema, 'minimum') ?? -1_000_000, max: num(schema, 'maximum') ?? 1_000_000 })
      // No maximum documented: the largest numbers the schema lets through, where a database column ends.
      return num(schema, 'maximum') === undefined
        ? fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(2 ** 31, Number.MAX_SAFE_INTEGER) })
        : inRange
    }
    case 'number':
      return fc.oneof(
        fc.integer({ min: Math.ceil(num(schema, 'minimum') ?? -1_000_000), max: Math.floor(num(schema, 'maximum') ?? 1_000_000) }),
        fc.double({ min: num(schema, 'minimum') ?? -1e6, max: num(schema, 'maximum') ?? 1e6, noNaN: true, noDefaultInfinity: true }),
      )
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case undefined:
      return fc.jsonValue({ maxDepth: 2 })
    default:
      throw new Error(`The fuzzer does not know type ${String(schema['type'])}`)
  }
}

function validObject(reader: SchemaReader, schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>
  const required = (schema['required'] ?? []) as string[]
  if (Object.keys(properties).length === 0 && schema['additionalProperties']) {
    return fc.dictionary(fc.string({ maxLength: 12 }), validOf(reader, schema['additionalProperties'] as JsonSchema), { maxKeys: 3 })
  }
  const entries = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validOf(reader, property)]))
  return fc.record(entries, { requiredKeys: required.filter((name) => name in entries) })
}

/** JSON of the wrong kind: whatever the schema wants, one of these is not it (or is, rarely: the server answers either way). */
const anyJson = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
)

/** Text the API must refuse cleanly wherever it lands: control characters, odd Unicode, SQL and path tricks. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007',
    '\u202e',
    '\ud800',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
    '99999999999999999999',
    '-1',
    '1e309',
    'NaN',
    ' ',
  ),
  fc.string({ maxLength: 30, unit: 'binary' }),
)

/** Values the schema refuses, most of them near what it accepts: one field wrong, one missing, one too long. */
export function invalidOf(reader: SchemaReader, given: JsonSchema): fc.Arbitrary<unknown> {
  const schema = reader.resolve(given)
  const near: fc.Arbitrary<unknown>[] = []
  if (Array.isArray(schema['enum']) || 'const' in schema) near.push(hostileText)
  if (schema['type'] === 'object') {
    const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>
    const required = (schema['required'] ?? []) as string[]
    const whole = validObject(reader, schema) as fc.Arbitrary<Record<string, unknown>>
    for (const [name, property] of Object.entries(properties)) {
      near.push(fc.tuple(whole, invalidOf(reader, property)).map(([object, bad]) => ({ ...object, [name]: bad })))
    }
    for (const name of required) near.push(whole.map(({ [name]: _missing, ...rest }) => rest))
    // Own keys named __proto__ and constructor, as JSON.parse makes them from a body that has them.
    near.push(whole.map((object) => ({ ...(JSON.parse('{"__proto__": {"type": 1}}') as object), constructor: 1, ...object })))
  }
  if (schema['type'] === 'string') {
    const maxLength = num(schema, 'maxLength')
    const minLength = num(schema, 'minLength')
    if (maxLength !== undefined) near.push(fc.string({ minLength: maxLength + 1, maxLength: maxLength + 20 }))
    if (minLength !== undefined && minLength > 0) near.push(fc.string({ maxLength: minLength - 1 }))
    near.push(hostileText)
  }
  if (schema['type'] === 'integer' || schema['type'] === 'number') {
    const minimum = num(schema, 'minimum')
    const maximum = num(schema, 'maximum')
    if (minimum !== undefined) near.push(fc.integer({ min: minimum - 1_000, max: minimum - 1 }))
    if (maximum !== undefined) near.push(fc.integer({ min: maximum + 1, max: maximum + 1_000 }))
    near.push(fc.constantFrom(1e20, -1e20, 0.5, 2 ** 53, Number.MAX_SAFE_INTEGER + 2))
  }
  if (schema['type'] === 'array') {
    const maxItems = num(schema, 'maxItems')
    if (maxItems !== undefined) near.push(fc.array(validOf(reader, (schema['items'] ?? {}) as JsonSchema), { minLength: maxItems + 1, maxLength: maxItems + 2 }))
    near.push(fc.array(invalidOf(reader, (schema['items'] ?? {}) as JsonSchema), { minLength: 1, maxLength: 2 }))
  }
  return near.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...near) }, { weight: 1, arbitrary: anyJson }) : anyJson
}
