import fc from 'fast-check'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { UserType } from '../../src/domain/session.ts'
import type { AppDeps } from '../../src/server/app-deps.ts'
import { createApp } from '../../src/server/app.ts'
import { openApiDocument } from '../../src/server/openapi/document.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { SchemaReader, validOf, type JsonSchema } from './helpers/fuzz/arbitraries.ts'
import { requestArbitrary, type DocumentedOperation, type FuzzRequest } from './helpers/fuzz/requests.ts'
import { schemaMismatch } from './helpers/fuzz/schema-mismatch.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Every operation of the published contract (GET /api/openapi.json), called with requests made
 * from its own JSON Schemas, valid ones and ones with a part broken, as anonymous, a customer,
 * an approved agency and an admin: no answer is a 5xx, and every answer is what the document
 * says (its success schema, or the error body). Each caller is a new account with a new session
 * for each operation, so sign-out or a password change cannot spoil the next one.
 * The seed is fixed; FUZZ_RUNS (npm run fuzz) and FUZZ_SEED change the budget and the inputs.
 *
 * In `npm test` it runs on the PGlite lane only (70 s of the PostgreSQL lane, 12 s on PGlite):
 * what it finds (a 5xx, an answer off its schema) comes from the inputs and the SQL they reach,
 * and PGlite is PostgreSQL's own engine; what the PostgreSQL lane adds — several connections at
 * once, the pool, LISTEN/NOTIFY — one request at a time does not use. `npm run fuzz` runs on
 * either database.
 */

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 2)
const SEED = Number(process.env['FUZZ_SEED'] ?? 15)

// The operations, listed before the app starts (test.each needs them); the served document must be the same.
const listed = await openApiDocument(createApp({ db: null, mailer: null, storage: {}, contactInbox: 'x@example.com' } as unknown as AppDeps).routes)
const reader = new SchemaReader(listed)
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const
const documented: DocumentedOperation[] = Object.entries(listed.paths).flatMap(([path, item]) =>
  methods.filter((method) => item[method]).map((method) => ({ ...(item[method] as unknown as DocumentedOperation), method: method.toUpperCase(), path })),
)

type Caller = 'anonymous' | 'customer' | 'agency' | 'admin'
const callers: Caller[] = ['anonymous', 'customer', 'agency', 'admin']

/** Who the operation lets through (x-access: public, signed-in, or its roles); the others get one run each, their 401 or 403. */
const letsThrough = (operation: DocumentedOperation, caller: Caller) =>
  operation['x-access'] === 'public' ||
  operation['x-access'].includes('access token') ||
  (caller !== 'anonymous' && (operation['x-access'] === 'signed-in' || operation['x-access'].split(' or ').includes(caller)))

const skipped = inject('dbTemplate').kind === 'postgres' && !process.env['FUZZ_RUNS']

let t: TestApp
beforeAll(async () => {
  if (!skipped) t = await createTestApp()
})
afterAll(async () => {
  if (skipped) return
  // npm run fuzz says what the callers got, so a long run shows how far its requests went.
  if (process.env['FUZZ_RUNS'])
    console.log(
      Object.entries(statuses)
        .map(([name, counts]) => `${name}: ${JSON.stringify(counts)}`)
        .join('\n'),
    )
  await t.close()
})

const statuses: Record<string, Record<number, number>> = {}

async function freshSession(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {}
  const agency = caller === 'agency' ? { approvedAt: new Date(), commissionBasisPoints: 1000 } : {}
  return (await insertSignedInUser(t.db, UserType[caller], agency)).headers
}

/** What is wrong with an answer by the document, or null. */
async function problemOf(operation: DocumentedOperation, response: Response): Promise<string | null> {
  const { status } = response
  const contentType = response.headers.get('Content-Type') ?? ''
  const text = contentType.startsWith('application/json') ? await response.text() : (await response.body?.cancel(), '')
  if (status >= 500) return `answered ${status}: ${text}`
  const answer = operation.responses[String(status)]
  if (status >= 400 && (!answer || '$ref' in answer)) {
    if (!contentType.startsWith('application/json')) return `answered ${status} as ${contentType}, not the error body`
    return schemaMismatch(reader, { $ref: '#/components/schemas/ApiError' }, JSON.parse(text), true)
  }
  if (!answer || '$ref' in answer) return `answered ${status}, which the document does not list`
  const [documentedType, media] = Object.entries(answer.content ?? {})[0] ?? []
  if (!documentedType) return null
  if (!contentType.startsWith(documentedType)) return `answered ${status} as ${contentType}, documented as ${documentedType}`
  return documentedType === 'application/json' ? schemaMismatch(reader, media?.schema as JsonSchema, JSON.parse(text), true) : null
}

test.skipIf(skipped)('the fuzzer reads the document the app serves', async () => {
  const served = (await (await t.app.request('/api/openapi.json')).json()) as unknown

  expect(served).toEqual(listed)
  expect(documented.length).toBeGreaterThan(100)
})

test.skipIf(skipped)("the generator's valid values fit the schemas they come from, by the checker the answers go through", () => {
  const schemas = documented.flatMap((operation) => [
    ...(operation.parameters ?? []).map((parameter) => parameter.schema),
    ...Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema),
  ])
  for (const schema of schemas) {
    fc.assert(
      fc.property(validOf(reader, schema), (value) => schemaMismatch(reader, schema, value, false) === null),
      { numRuns: 10, seed: SEED },
    )
  }
  expect(schemas.length).toBeGreaterThan(100)
})

test.skipIf(skipped).each(documented.map((operation, index) => [`${operation.method} ${operation.path}`, operation, index] as const))(
  '%s',
  async (_name, operation, index) => {
    const requests = requestArbitrary(reader, operation)
    for (const caller of callers) {
      const headers = await freshSession(caller)
      const call = async ({ path, init }: FuzzRequest) => {
        const response = await t.app.request(path, { ...init, headers: { ...init.headers, ...headers } })
        const tally = (statuses[`${operation.method} ${operation.path}`] ??= {})
        tally[response.status] = (tally[response.status] ?? 0) + 1
        const problem = await problemOf(operation, response)
        if (problem) throw new Error(`${caller}: ${init.method} ${path} ${init.body ?? ''}\n${problem}`)
      }
      await fc.assert(fc.asyncProperty(requests, call), { numRuns: letsThrough(operation, caller) ? RUNS : 1, seed: SEED + index, endOnFailure: true })
    }
  },
  Math.max(20_000, RUNS * 4_000),
)
