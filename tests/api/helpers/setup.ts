import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest'
import { useLogger } from '../../../src/server/observability/logger.ts'
import { serverLog } from './server-log.ts'

// The server logs unexpected failures at level error (see http/errors.ts): in a test that means
// a bug, so it fails the test instead of scrolling by. So does a library's console.error.
useLogger(serverLog.logger)

let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  serverLog.clear()
  consoleError = vi.spyOn(console, 'error')
})

afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockRestore()
  expect(calls, 'console.error was called').toEqual([])
  expect(
    serverLog.takeErrors().map((line) => `${line.msg}: ${JSON.stringify(line['err'] ?? {})}`),
    'the server logged an error',
  ).toEqual([])
})
