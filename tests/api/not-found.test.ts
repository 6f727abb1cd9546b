import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { expectApiError, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

// The app as main.ts builds it, with a built PWA to fall back to: the API's unknown paths must
// still answer JSON, never the HTML shell.
let t: TestApp
let clientDir: string
const shell = '<!doctype html><html lang="pt-BR"><title>Roteiro</title><div id="app"></div></html>'

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-client-'))
  await writeFile(path.join(clientDir, 'index.html'), shell)
  t = await createTestApp({ clientDir })
})
afterAll(async () => {
  await t.close()
  await rm(clientDir, { recursive: true, force: true })
})

test.each([
  ['GET', '/api/nope'],
  ['GET', '/api/'],
  ['GET', '/api'],
  ['GET', '/api/trips/salvador/extra'],
  ['POST', '/api/trips'],
  ['DELETE', '/api/health'],
])('%s %s answers a JSON 404', async (method, url) => {
  const body = expectApiError(await requestJson(t, url, { method }), 404)
  expect(body).toEqual({ code: 'not_found', message: `Not found: ${method} ${url}`, params: { path: `${method} ${url}` } })
})

test('an unknown upload answers a JSON 404, not the shell', async () => {
  expectApiError(await requestJson(t, '/uploads/trips/nao-existe.webp'), 404)
})

test('any other path gets the PWA shell for the client router', async () => {
  for (const url of ['/', '/trips', '/trip/salvador', '/pagina/que/nao/existe']) {
    const response = await t.app.request(url)
    expect(response.status, url).toBe(200)
    expect(response.headers.get('Content-Type'), url).toMatch(/^text\/html/)
    expect(await response.text(), url).toBe(shell)
  }
})
