import { afterEach, beforeEach, expect } from 'vitest'
import { useLogger } from '../../../src/server/observability/logger.ts'
import { serverLog } from './server-log.ts'

// The server logs unexpected failures at level error (see http/errors.ts): in a test that means
// a bug, so it fails the test instead of scrolling by.
useLogger(serverLog.logger)

beforeEach(() => serverLog.clear())

afterEach(() => {
  expect(
    serverLog.takeErrors().map((line) => `${line.msg}: ${JSON.stringify(line['err'] ?? {})}`),
    'the server logged an error',
  ).toEqual([])
})
