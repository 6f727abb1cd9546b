import { expect } from 'vitest'
import type { ChallengeResponse, SessionResponse } from '../../../src/domain/user.ts'
import { buildSignUp } from '../../factories/users.ts'
import { codeIn, codeOf, linkOf, mailsTo as mailsInDir, readMails as readMailDir, type Mail } from '../../support/mail.ts'
import { signIn as signInWithMailedCode, signUp, type ApiFetch } from '../../support/sign-in.ts'
import { postJson, type JsonResponse } from './http.ts'
import type { TestApp } from './test-app.ts'

export type { Mail }

/** The in-process app as the shared sign-in steps (tests/support/sign-in.ts) reach it. */
const appFetch =
  (t: Pick<TestApp, 'app'>): ApiFetch =>
  async (path, init) =>
    t.app.request(path, init)

/** Every mail the file mailer wrote, oldest first, with the subject and body decoded. */
export const readMails = (t: Pick<TestApp, 'mailDir'>) => readMailDir(t.mailDir)

/** The mails sent to `to`, oldest first. */
export const mailsTo = (t: Pick<TestApp, 'mailDir'>, to: string) => mailsInDir(t.mailDir, to)

async function lastMailTo(t: Pick<TestApp, 'mailDir'>, to: string): Promise<Mail> {
  const mail = (await mailsTo(t, to)).at(-1)
  expect(mail, `a mail to ${to}`).toBeDefined()
  return mail!
}

/**
 * The 6-digit code of the last mail sent to `to` that carries one: a paid order's confirmation,
 * sent after its answer (sale/orders/after-commit.ts), may land after the code's mail.
 */
export async function lastCodeFor(t: Pick<TestApp, 'mailDir'>, to: string) {
  const mails = await mailsTo(t, to)
  expect(mails.length, `a mail to ${to}`).toBeGreaterThan(0)
  return codeOf(mails.findLast((mail) => codeIn(mail) !== null) ?? mails.at(-1)!)
}

/** The first link of the last mail sent to `to`. */
export const lastLinkFor = async (t: Pick<TestApp, 'mailDir'>, to: string) => linkOf(await lastMailTo(t, to))

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
  const session = await signUp(appFetch(t), t.mailDir, input)
  return { input, session, headers: bearer(session.token) }
}

/** Sign-in through the real flow: email and password, the mailed code, verify. */
export const signIn = (t: TestApp, email: string, password: string): Promise<SessionResponse> => signInWithMailedCode(appFetch(t), t.mailDir, { email, password })
