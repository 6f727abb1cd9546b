import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest'

// The server logs unexpected failures with console.error (see http/errors.ts): in a test that
// means a bug, so it fails the test instead of scrolling by.
let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})

afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockRestore()
  expect(calls, 'console.error was called').toEqual([])
})
