import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { listContactMessages } from '../factories/index.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { CONTACT_INBOX, createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(() => t.reset())
afterAll(() => t.close())

const validMessage = {
  name: 'Maria da Silva',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  subject: 'Duvida sobre a excursao para Aparecida',
  message: 'Bom dia! A excursão sai de qual terminal? Obrigada.',
}

const sendContact = (body: unknown, headers: Record<string, string> = {}) => postJson<{ id: number }>(t, '/api/contact', body, headers)

test('stores a valid message and mails it to the agency inbox', async () => {
  const response = await sendContact(validMessage, { 'Accept-Language': 'en-US,en;q=0.9' })

  expect(response.status).toBe(201)
  expect(response.body).toEqual({ id: expect.any(Number) })
  const rows = await listContactMessages(t.db)
  expect(rows).toEqual([expect.objectContaining({ id: response.body.id, ...validMessage, locale: 'en-US' })])

  const mails = await t.readMails()
  expect(mails).toHaveLength(1)
  const mail = mails[0]!
  expect(mail).toContain(`To: ${CONTACT_INBOX}`)
  expect(mail).toContain('Reply-To: maria@example.com')
  expect(mail).toMatch(new RegExp(`Subject: \\[Contato #${response.body.id}\\] Duvida sobre a excursao`))
  expect(mail).toContain('maria@example.com')
})

test('trims the fields, defaults the phone to empty and the locale to pt-BR', async () => {
  const { phone: _phone, ...withoutPhone } = validMessage
  const response = await sendContact({ ...withoutPhone, name: '  Maria da Silva  ', email: ' maria@example.com ' })

  expect(response.status).toBe(201)
  const [row] = await listContactMessages(t.db)
  expect(row).toMatchObject({ name: 'Maria da Silva', email: 'maria@example.com', phone: '', locale: 'pt-BR' })
})

test('answers 400 naming each bad field, and stores and mails nothing', async () => {
  const response = await sendContact({ ...validMessage, email: 'maria@', message: 'Oi' })

  const body = expectApiError(response, 400, ['email', 'message'])
  expect(body.fields).toEqual({ email: 'Invalid email format', message: 'Minimum length 10 characters' })
  expect(await listContactMessages(t.db)).toEqual([])
  expect(await t.readMails()).toEqual([])
})

test('names only the first problem of a field', async () => {
  const body = expectApiError(await sendContact({ ...validMessage, email: '   ' }), 400, ['email'])

  expect(body.fields?.email).toBe('This field is required')
})

test('answers 400 with "This field is required" for missing fields', async () => {
  const body = expectApiError(await sendContact({}), 400, ['name', 'email', 'subject', 'message'])

  expect(body.fields?.name).toBe('This field is required')
  expect(await listContactMessages(t.db)).toEqual([])
})

test.each([
  ['not JSON', 'name=Maria'],
  ['truncated JSON', '{"name": "Maria"'],
  ['empty', ''],
])('answers 400 for a body that is %s', async (_label, rawBody) => {
  const response = await requestJson(t, '/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: rawBody })

  const body = expectApiError(response, 400)
  expect(body).toEqual({ code: 'request.not_json', message: expect.stringMatching(/JSON/) })
  expect(await listContactMessages(t.db)).toEqual([])
})

test.each([null, [], 'texto', 42])('answers 400 for the JSON value %j', async (value) => {
  expectApiError(await sendContact(value), 400)
  expect(await listContactMessages(t.db)).toEqual([])
})

test('refuses GET on the contact endpoint with a JSON 404', async () => {
  expectApiError(await requestJson(t, '/api/contact'), 404)
})
