import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import type { AppDeps } from '../../src/server/app-deps.ts'
import { createApp } from '../../src/server/app.ts'

/*
 * The contract only grows: the document as the hand-written registry made it before each route
 * was declared beside its handler (issue 29), against the one the app publishes now. Every
 * difference is listed; none is allowed but added detail (a new path, field, answer or enum
 * value). A change meant to break the contract rewrites the baseline in the same commit:
 * `curl -s localhost:3000/api/openapi.json > tests/api/contract/openapi-baseline.json`.
 */

const baseline = JSON.parse(readFileSync(new URL('./contract/openapi-baseline.json', import.meta.url), 'utf8')) as unknown
const app = createApp({ db: null, mailer: null, storage: {}, contactInbox: 'x@example.com' } as unknown as AppDeps)

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What `before` had that `after` lost or changed, each as a JSON pointer and what happened. */
function contractLosses(before: unknown, after: unknown, at = ''): string[] {
  if (Array.isArray(before)) {
    if (!Array.isArray(after)) return [`${at}: was a list, is ${JSON.stringify(after)}`]
    // A list keeps each element somewhere (parameters, tags and enums may be reordered or grow).
    return before.flatMap((element, index) =>
      after.some((candidate) => contractLosses(element, candidate).length === 0) ? [] : [`${at}/${index}: ${JSON.stringify(element)} is gone or changed`],
    )
  }
  if (isObject(before)) {
    if (!isObject(after)) return [`${at}: was an object, is ${JSON.stringify(after)}`]
    return Object.entries(before).flatMap(([key, value]) =>
      key in after ? contractLosses(value, after[key], `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`) : [`${at}/${key} is gone`],
    )
  }
  return Object.is(before, after) ? [] : [`${at}: was ${JSON.stringify(before)}, is ${JSON.stringify(after)}`]
}

test('the published document keeps every path, operation and field of the baseline', async () => {
  const response = await app.request('/api/openapi.json')
  expect(response.status).toBe(200)

  expect(contractLosses(baseline, await response.json())).toEqual([])
})

test('the comparison sees a lost operation, a changed field, a lost enum value, and lets added detail by', () => {
  const before = { paths: { '/a': { get: { summary: 'A', tags: ['T'] }, post: {} } }, code: { enum: ['x', 'y'] }, required: ['file'] }
  const after = { paths: { '/a': { get: { summary: 'B', tags: ['T', 'U'] } }, '/b': {} }, code: { enum: ['y'] }, required: ['file', 'alt'] }

  expect(contractLosses(before, after)).toEqual(['/paths/~1a/get/summary: was "A", is "B"', '/paths/~1a/post is gone', '/code/enum/0: "x" is gone or changed'])
  expect(contractLosses(before, structuredClone(before))).toEqual([])
})
