import { ESLint } from 'eslint'
import { expect, test, vi } from 'vitest'

// The first lint loads ESLint's config and plugins: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

/** The project's own eslint.config.js on a snippet placed at `filePath`: the messages of the boundary rules. */
async function boundaryErrors(code: string, filePath: string) {
  const eslint = new ESLint({ cwd: process.cwd() })
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax').map((message) => message.message)
}

test('the client cannot import the server, statically or lazily', async () => {
  expect(await boundaryErrors(`import { createApp } from '../server/app.ts'\nexport const app = createApp`, 'src/client/x.ts')).toEqual([
    expect.stringContaining('src/client never imports src/server'),
  ])
  expect(await boundaryErrors(`export const load = () => import('../../../server/db/schema/index.ts')`, 'src/client/features/trips/x.ts')).toEqual([
    expect.stringContaining('src/client never imports src/server'),
  ])
  expect(await boundaryErrors(`import { money } from '../domain/money.ts'\nexport const x = money`, 'src/client/x.ts')).toEqual([])
})

test('the server cannot import the client, but its own db/client.ts is not the client', async () => {
  expect(await boundaryErrors(`export * from '../../client/api.ts'`, 'src/server/orders/x.ts')).toEqual([expect.stringContaining('src/server never imports src/client')])
  expect(await boundaryErrors(`import { db } from '../db/client.ts'\nexport const x = db`, 'src/server/orders/x.ts')).toEqual([])
})

test('the domain imports neither side, nor React, the database, Hono or Node', async () => {
  expect(await boundaryErrors(`import { useState } from 'react'\nexport const x = useState`, 'src/domain/x.ts')).toEqual([
    expect.stringContaining('src/domain is plain TypeScript'),
  ])
  expect(await boundaryErrors(`import { eq } from 'drizzle-orm'\nimport { createHash } from 'node:crypto'\nexport const x = [eq, createHash]`, 'src/domain/x.ts')).toHaveLength(2)
  expect(await boundaryErrors(`import type { AppType } from '../server/app.ts'\nexport type X = AppType`, 'src/domain/x.ts')).toEqual([
    expect.stringContaining('src/domain imports neither'),
  ])
  expect(await boundaryErrors(`import * as v from 'valibot'\nexport const x = v.string()`, 'src/domain/x.ts')).toEqual([])
})

// Issue 25: a focused or skipped test lands as a green run that proves less than it says.
test('a test file may not focus a test (.only) or skip one for good (a bare .skip); a skip on a condition stays', async () => {
  const code = [
    "import { describe, test } from 'vitest'",
    "test.only('focused', () => {})",
    "describe.skip('skipped', () => {})",
    "test.skipIf(process.env.CI)('on a condition', () => {})",
  ].join('\n')
  expect(await boundaryErrors(code, 'tests/unit/x.test.ts')).toEqual([expect.stringContaining('.only'), expect.stringContaining('bare .skip')])
  expect(await boundaryErrors("import { test } from './fixtures/test.ts'\ntest('x', () => { test.skip(true, 'no push service') })", 'tests/e2e/x.spec.ts')).toEqual([])
})
