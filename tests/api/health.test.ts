import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

test('GET /api/health answers ok', async () => {
  const response = await t.app.request('/api/health')
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})
