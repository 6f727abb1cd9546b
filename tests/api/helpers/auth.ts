import { expect } from 'vitest'
import type { ChallengeResponse, SessionResponse } from '../../../src/domain/user.ts'
import { buildSignUp } from '../../factories/users.ts'
import { postJson, type JsonResponse } from './http.ts'
import type { TestApp } from './test-app.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

/** Every mail the file mailer wrote, oldest first, with the subject and body decoded. */
export async function readMails(t: Pick<TestApp, 'readMails'>): Promise<Mail[]> {
  return (await t.readMails()).map(parseEml)
}

/** The mails sent to `to`, oldest first. */
export const mailsTo = async (t: Pick<TestApp, 'readMails'>, to: string) => (await readMails(t)).filter((mail) => mail.to === to)

/** The 6-digit code of the last mail sent to `to`. */
export async function lastCodeFor(t: Pick<TestApp, 'readMails'>, to: string): Promise<string> {
  const mail = (await mailsTo(t, to)).at(-1)
  expect(mail, `a mail to ${to}`).toBeDefined()
  const code = /^\s+(\d{6})$/m.exec(mail!.text)?.[1]
  expect(code, `a code in the mail to ${to}`).toBeDefined()
  return code!
}

/** The first link of the last mail sent to `to`. */
export async function lastLinkFor(t: Pick<TestApp, 'readMails'>, to: string): Promise<URL> {
  const mail = (await mailsTo(t, to)).at(-1)
  const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0]
  expect(link, `a link in the mail to ${to}`).toBeDefined()
  return new URL(link!)
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** POSTs JSON to an endpoint that may answer 204 (no body): the body is null then, and JSON otherwise. */
export async function postMaybeEmpty<T = unknown>(t: Pick<TestApp, 'app'>, path: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
  const response = await t.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
  if (response.status === 204) return { status: 204, headers: response.headers, body: null as T }
  expect(response.headers.get('Content-Type'), `Content-Type of ${path}`).toMatch(/^application\/json/)
  return { status: response.status, headers: response.headers, body: (await response.json()) as T }
}

/** Sends the code of the last mail to `email` for the challenge and expects a session. */
export async function verifyLastCode(t: TestApp, challenge: ChallengeResponse, email: string): Promise<SessionResponse> {
  const response = await postJson<SessionResponse>(t, '/api/auth/verify', { challengeId: challenge.challengeId, code: await lastCodeFor(t, email) })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}

/** A customer through the real flow: sign-up, the mailed code, verify. */
export async function signUpCustomer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = buildSignUp(overrides)
  const response = await postJson<ChallengeResponse>(t, '/api/auth/signup', input)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const session = await verifyLastCode(t, response.body, input.email.toLowerCase())
  return { input, session, headers: bearer(session.token) }
}

/** Sign-in through the real flow: email and password, the mailed code, verify. */
export async function signIn(t: TestApp, email: string, password: string): Promise<SessionResponse> {
  const response = await postJson<ChallengeResponse>(t, '/api/auth/signin', { email, password })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return verifyLastCode(t, response.body, email)
}

function parseEml(eml: string): Mail {
  const [head = '', ...rest] = eml.replace(/\r\n/g, '\n').split('\n\n')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  const body = rest.join('\n\n')
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8') : body
  return { to: headers.get('to') ?? '', subject: decodeEncodedWords(headers.get('subject') ?? ''), text }
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** RFC 2047 words: =?UTF-8?Q?...?= and =?UTF-8?B?...?=, the space between two of them dropped. */
function decodeEncodedWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}
