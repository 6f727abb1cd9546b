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
