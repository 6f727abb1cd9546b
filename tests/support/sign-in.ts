import type { ChallengeResponse, SessionResponse } from '../../src/domain/user.ts'
import { codeOf, mailsTo, nextMailTo } from './mail.ts'

/**
 * How a helper reaches the API: the API tests pass the in-process app's `request`, the e2e tests
 * the real server over HTTP. The sign-in steps below are the same for both.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>

export interface Account {
  email: string
  password: string
}

export const postJson = (api: ApiFetch, path: string, body: unknown) => api(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

async function expectStatus<T>(response: Response, status: number, what: string): Promise<T> {
  const text = await response.text()
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status} ${text}`)
  return JSON.parse(text) as T
}

/**
 * Opens a challenge (`start`: a sign-in or a sign-up), then sends the code mailed to `email` to
 * POST /api/auth/verify. A shared account (a demo one another test signs in at the same time)
 * may get another challenge's mail first: each newer code is tried.
 */
export async function verifyMailedCode(api: ApiFetch, mailDir: string, email: string, start: () => Promise<Response>): Promise<SessionResponse> {
  const seen = (await mailsTo(mailDir, email)).length
  const { challengeId } = await expectStatus<ChallengeResponse>(await start(), 200, `the challenge for ${email}`)
  for (let index = seen; index < seen + 4; index++) {
    const verified = await postJson(api, '/api/auth/verify', { challengeId, code: codeOf(await nextMailTo(mailDir, email, index)) })
    if (verified.status === 200) return (await verified.json()) as SessionResponse
    await expectStatus(verified, 400, `the code mailed to ${email}`)
  }
  throw new Error(`no code mailed to ${email} opened its challenge`)
}

/** POST /api/auth/signin with the email and password, then the mailed code. */
export const signIn = (api: ApiFetch, mailDir: string, account: Account) =>
  verifyMailedCode(api, mailDir, account.email, () => postJson(api, '/api/auth/signin', { email: account.email, password: account.password }))

/** A sign-up (the customer's, or the agency's at `path`), then the mailed code. */
export const signUp = (api: ApiFetch, mailDir: string, input: Account & Record<string, unknown>, path = '/api/auth/signup') =>
  verifyMailedCode(api, mailDir, input.email, () => postJson(api, path, input))
