import { expect, test } from 'vitest'
import { readEnv } from '../../src/server/env.ts'

// Issue 24, item 2: started on another port, the links the app writes (payment links, mails, QR codes) must reach it.
test('PUBLIC_URL defaults to localhost on the port the server listens on', () => {
  expect(readEnv({ PORT: '3311' }).PUBLIC_URL).toBe('http://localhost:3311')
  expect(readEnv({}).PUBLIC_URL).toBe('http://localhost:3000')
})

test('a PUBLIC_URL that is set wins over the port', () => {
  expect(readEnv({ PORT: '3311', PUBLIC_URL: 'https://viagens.example.com' }).PUBLIC_URL).toBe('https://viagens.example.com')
})

test('DB_STATEMENT_TIMEOUT_MS is 10 s unless set, and refuses what is not a count of milliseconds from 100', () => {
  expect(readEnv({}).DB_STATEMENT_TIMEOUT_MS).toBe(10_000)
  expect(readEnv({ DB_STATEMENT_TIMEOUT_MS: '2500' }).DB_STATEMENT_TIMEOUT_MS).toBe(2_500)
  for (const value of ['0', '50', '10s', '-1']) expect(() => readEnv({ DB_STATEMENT_TIMEOUT_MS: value }), value).toThrow(/DB_STATEMENT_TIMEOUT_MS/)
})
