import { serve } from '@hono/node-server'
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, onTestFinished, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import { UserType } from '../../src/domain/session.ts'
import type { UploadedPdf } from '../../src/domain/uploads.ts'
import { contactMessages } from '../../src/server/db/schema/index.ts'
import { pdfBytes, uploadForm } from '../factories/upload-files.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(() => t.reset())
afterAll(() => t.close())

const contact = { name: 'Ana Souza', email: 'ana@example.com', subject: 'Dúvida', message: 'Quero saber sobre a viagem de julho.' }
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) => requestJson<ApiErrorBody>(t, path, { method: 'POST', headers, body })

test('a 2 MB JSON body to /api/contact is a 413 with a code, streamed or announced by Content-Length, and nothing is stored', async () => {
  const huge = JSON.stringify({ ...contact, message: 'x'.repeat(2 * 1024 * 1024) })

  const streamed = await post('/api/contact', huge, { 'Content-Type': 'application/json' })
  const announced = await post('/api/contact', huge, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(huge)) })

  for (const response of [streamed, announced]) {
    expect(response.status).toBe(413)
    expect(response.body.code).toBe('request.too_large')
  }
  expect(await t.db.select().from(contactMessages)).toHaveLength(0)
})

/** One request through a real socket of `agent` (keep-alive, one socket): its status and Connection header. */
function overSocket(agent: Agent, port: number, method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path, agent, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }))
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

// Issue 25, finding 11: the rest of an unread body is still on its way, so that connection can carry no next request.
test('an answer given before the body was read says Connection: close, and a keep-alive client goes on with its next request', async () => {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const port = (server.address() as AddressInfo).port
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  onTestFinished(() => agent.destroy())
  const huge = JSON.stringify({ ...contact, message: 'x'.repeat(2 * 1024 * 1024) })

  for (const type of ['application/json', 'text/plain']) {
    const early = await overSocket(agent, port, 'POST', '/api/contact', huge, { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(huge)) })
    expect(early).toEqual({ status: type === 'text/plain' ? 415 : 413, connection: 'close' })
    expect(await overSocket(agent, port, 'GET', '/api/health')).toEqual({ status: 200, connection: 'keep-alive' })
  }
  const read = await overSocket(agent, port, 'POST', '/api/contact', JSON.stringify({ ...contact, email: 'not an email' }), { 'Content-Type': 'application/json' })
  expect(read).toEqual({ status: 400, connection: 'keep-alive' })
})

test('the JSON body limit is a setting', async () => {
  const small = await createTestApp({ jsonBodyLimitBytes: 1000 })
  try {
    const response = await requestJson<ApiErrorBody>(small, '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...contact, message: 'y'.repeat(1500) }),
    })
    expect(response.status).toBe(413)
    expect(response.body.code).toBe('request.too_large')
  } finally {
    await small.close()
  }
})

test('uploads keep their own larger limit: a 2 MB PDF is stored', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.admin)
  const pdf = Buffer.concat([pdfBytes(), Buffer.alloc(2 * 1024 * 1024, 0x20)])

  const response = await requestJson<UploadedPdf>(t, '/api/admin/uploads/pdfs', { method: 'POST', headers, body: uploadForm(pdf, 'roteiro.pdf', 'application/pdf') })

  expect(response.status).toBe(201)
})

test.each([
  ['text/plain', JSON.stringify(contact)],
  ['application/x-www-form-urlencoded', 'name=Ana&email=ana%40example.com'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--x--\r\n'],
])('a %s body to a JSON endpoint is a 415 with a code, never read as JSON', async (type, body) => {
  const response = await post('/api/contact', body, { 'Content-Type': type })

  expect(response.status).toBe(415)
  expect(response.body.code).toBe('request.unsupported_media_type')
  expect(await t.db.select().from(contactMessages)).toHaveLength(0)
  expect(await t.readMails()).toHaveLength(0)
})

test('a cross-site form post of a password reset or a sign-in is a 415; a body without a type too', async () => {
  const reset = await post('/api/auth/password-reset', JSON.stringify({ email: 'ana@example.com' }), { 'Content-Type': 'text/plain;charset=UTF-8' })
  const signIn = await post('/api/auth/signin', JSON.stringify({ email: 'ana@example.com', password: 'x' }), { 'Content-Type': 'text/plain' })
  const untyped = await t.app.request('/api/contact', { method: 'POST', body: new TextEncoder().encode(JSON.stringify(contact)) })

  expect([reset.status, signIn.status, untyped.status]).toEqual([415, 415, 415])
  expect(await t.readMails()).toHaveLength(0)
})

test('JSON with a charset, and POSTs without a body, still pass', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)

  const sent = await post('/api/contact', JSON.stringify(contact), { 'Content-Type': 'application/json; charset=utf-8' })
  const signOut = await t.app.request('/api/auth/signout', { method: 'POST', headers })
  const other = (await insertSignedInUser(t.db, UserType.customer)).headers
  const signOutEmpty = await t.app.request('/api/auth/signout', { method: 'POST', headers: { ...other, 'Content-Length': '0' }, body: '' })
  // What a browser's DELETE looks like to the server: no type, no length, an empty body stream.
  const third = (await insertSignedInUser(t.db, UserType.customer)).headers
  const emptyStream = new ReadableStream({ start: (controller) => controller.close() })
  const signOutStream = await t.app.request('/api/auth/signout', { method: 'POST', headers: third, body: emptyStream, duplex: 'half' } as RequestInit)

  expect(sent.status).toBe(201)
  expect(signOut.status).toBe(204)
  expect(signOutEmpty.status).toBe(204)
  expect(signOutStream.status).toBe(204)
})
