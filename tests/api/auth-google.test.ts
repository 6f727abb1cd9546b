import { eq } from 'drizzle-orm'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AuthProviders, Profile, SessionResponse } from '../../src/domain/user.ts'
import { users } from '../../src/server/db/schema/index.ts'
import { insertUser } from '../factories/users.ts'
import { bearer } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Google sign-in end to end against a real OpenID provider on 127.0.0.1 (oauth2-mock-server):
 * discovery, the authorization redirect, PKCE, the code exchange and the ID token's signature
 * are all real. Only the browser is played by fetch.
 */
const PUBLIC_URL = 'https://roteiro.example'
const CLIENT_ID = 'roteiro-test-client'

interface Identity {
  sub: string
  email: string
  email_verified: boolean
  given_name?: string
  family_name?: string
}

let provider: OAuth2Server
let identity: Identity
let denyNext = false
let clockOffset = 0
let t: TestApp

beforeAll(async () => {
  provider = new OAuth2Server()
  await provider.issuer.keys.generate('RS256')
  await provider.start(0, '127.0.0.1')
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity)
  })
  provider.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
    if (!denyNext) return
    redirect.url.searchParams.delete('code')
    redirect.url.searchParams.set('error', 'access_denied')
  })
  t = await createTestApp({
    now: () => new Date(Date.now() + clockOffset),
    auth: { publicUrl: PUBLIC_URL, google: { clientId: CLIENT_ID, clientSecret: 'segredo', issuer: provider.issuer.url } },
  })
})
beforeEach(async () => {
  identity = { sub: 'google-110169484474386276334', email: 'ana.google@gmail.com', email_verified: true, given_name: 'Ana', family_name: 'Pereira' }
  denyNext = false
  clockOffset = 0
  await t.reset()
})
afterAll(async () => {
  await t.close()
  await provider.stop()
})

/** The browser's trip: our start URL (`start`, with its query) → the provider → our callback → the client page. */
async function googleRedirects(options: { start?: string; cookie?: (real: string) => string } = {}) {
  const start = await t.app.request(options.start ?? '/api/auth/google')
  expect(start.status).toBe(302)
  const authorizeUrl = new URL(start.headers.get('Location')!)
  // What the browser keeps: every cookie the start set (a deleted one is set empty).
  const cookie = start.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')

  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' })
  expect(atProvider.status).toBe(302)
  const callback = new URL(atProvider.headers.get('Location')!)
  expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/api/auth/google/callback`)

  const back = await t.app.request(callback.pathname + callback.search, { headers: { Cookie: options.cookie ? options.cookie(cookie) : cookie } })
  expect(back.status).toBe(302)
  return { authorizeUrl, callback, cookie, clientUrl: new URL(back.headers.get('Location')!) }
}

async function signInWithGoogle() {
  const { clientUrl } = await googleRedirects()
  expect(clientUrl.origin + clientUrl.pathname).toBe(`${PUBLIC_URL}/signin`)
  const code = clientUrl.searchParams.get('google')
  expect(code, clientUrl.href).toMatch(/^[\w-]{43}$/)
  const session = await postJson<SessionResponse>(t, '/api/auth/google/session', { code })
  expect(session.status).toBe(200)
  return session.body
}

test('the providers endpoint says Google is on', async () => {
  expect((await requestJson<AuthProviders>(t, '/api/auth/providers')).body).toEqual({ google: true })
})

test('the start sends the browser to the provider with PKCE (S256), state, nonce and our callback', async () => {
  const start = await t.app.request('/api/auth/google')
  const url = new URL(start.headers.get('Location')!)

  expect(url.origin + url.pathname).toBe(`${provider.issuer.url}/authorize`)
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
    scope: 'openid email profile',
    code_challenge_method: 'S256',
    code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    state: expect.any(String),
    nonce: expect.any(String),
  })
  expect(start.headers.get('Set-Cookie')).toMatch(/^roteiro_google_state=[^;]+; Max-Age=600; Path=\/api\/auth\/google; HttpOnly; Secure; SameSite=Lax/)
})

test('a first Google sign-in makes a customer from the ID token, with no password', async () => {
  const session = await signInWithGoogle()

  expect(session.user.type).toBe(0)
  const me = await requestJson<Profile>(t, '/api/me', { headers: bearer(session.token) })
  expect(me.body).toMatchObject({ email: 'ana.google@gmail.com', firstName: 'Ana', lastName: 'Pereira', cpf: null, hasPassword: false, googleLinked: true })
})

test('the next Google sign-in of the same subject is the same user, even if the email changed', async () => {
  const first = await signInWithGoogle()
  identity = { ...identity, email: 'ana.nova@gmail.com' }

  const second = await signInWithGoogle()

  expect(second.user.id).toBe(first.user.id)
  expect(second.token).not.toBe(first.token)
  expect(await t.db.select().from(users)).toHaveLength(1)
})

test('a Google sign-in with the verified email of an account links it', async () => {
  const customer = await insertUser(t.db, { email: 'ana.google@gmail.com' })

  const session = await signInWithGoogle()

  expect(session.user).toEqual({ id: customer.id, type: 0 })
  const [row] = await t.db.select().from(users).where(eq(users.id, customer.id))
  expect(row?.googleSub).toBe(identity.sub)
  expect(row?.passwordHash).toBe(customer.passwordHash)
})

test('an email the provider has not verified is refused', async () => {
  identity = { ...identity, email_verified: false }

  const { clientUrl } = await googleRedirects()

  expect(clientUrl.searchParams.get('googleError')).toBe('email')
  expect(await t.db.select().from(users)).toEqual([])
})

test('an admin account cannot be entered with Google', async () => {
  await insertUser(t.db, { type: 1, email: 'ana.google@gmail.com' })

  const { clientUrl } = await googleRedirects()

  expect(clientUrl.searchParams.get('googleError')).toBe('admin')
})

test('a callback without the state cookie of the browser that started is refused (login CSRF)', async () => {
  const { clientUrl } = await googleRedirects({ cookie: () => 'roteiro_google_state=outro' })

  expect(clientUrl.searchParams.get('googleError')).toBe('state')
  expect(await t.db.select().from(users)).toEqual([])
})

test('a callback URL works once', async () => {
  const { callback, cookie } = await googleRedirects()

  const replay = await t.app.request(callback.pathname + callback.search, { headers: { Cookie: cookie } })

  expect(new URL(replay.headers.get('Location')!).searchParams.get('googleError')).toBe('expired')
})

test('a user who says no at the provider comes back to /signin with the reason', async () => {
  denyNext = true

  const { clientUrl } = await googleRedirects()

  expect(clientUrl.searchParams.get('googleError')).toBe('denied')
})

test('a Google sign-in started with a redirect comes back to /signin carrying it, signed in or not', async () => {
  const checkout = '/user/checkout?trip=gramado&option=3&people=2'
  const withRedirect = `/api/auth/google?${new URLSearchParams({ redirect: checkout })}`

  const signedIn = await googleRedirects({ start: withRedirect })
  expect(signedIn.clientUrl.searchParams.get('google')).toMatch(/^[\w-]{43}$/)
  expect(signedIn.clientUrl.searchParams.get('redirect')).toBe(checkout)

  denyNext = true
  const denied = await googleRedirects({ start: withRedirect })
  expect(denied.clientUrl.searchParams.get('googleError')).toBe('denied')
  expect(denied.clientUrl.searchParams.get('redirect')).toBe(checkout)

  // A later start without one forgets it.
  const plain = await t.app.request('/api/auth/google')
  expect(plain.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^roteiro_google_return=; Max-Age=0; Path=\/api\/auth\/google/))
})

test.each(['//evil.example/path', 'https://evil.example/', '/\\evil.example', '/admin/users'])('a Google sign-in never carries the redirect %s', async (redirect) => {
  const { clientUrl } = await googleRedirects({ start: `/api/auth/google?${new URLSearchParams({ redirect })}` })

  expect(clientUrl.origin + clientUrl.pathname).toBe(`${PUBLIC_URL}/signin`)
  expect(clientUrl.searchParams.has('redirect')).toBe(false)
})

test('the one-time code of the callback gives one session, within 2 minutes', async () => {
  const first = await googleRedirects()
  const code = first.clientUrl.searchParams.get('google')
  expect((await postJson(t, '/api/auth/google/session', { code })).status).toBe(200)
  expectApiError(await postJson(t, '/api/auth/google/session', { code }), 410)

  const second = await googleRedirects()
  clockOffset = 2 * 60_000
  const late = expectApiError(await postJson(t, '/api/auth/google/session', { code: second.clientUrl.searchParams.get('google') }), 410)
  expect(late.message).toBe('This Google sign-in has expired; try again')
})

test('without Google settings the provider is off and its routes say so', async () => {
  const plain = await createTestApp()
  try {
    expect((await requestJson<AuthProviders>(plain, '/api/auth/providers')).body).toEqual({ google: false })
    expect(expectApiError(await requestJson(plain, '/api/auth/google'), 404).message).toBe('Google sign-in is not configured')
  } finally {
    await plain.close()
  }
})

test('a provider that cannot be reached sends the browser back to /signin with the reason, not to a JSON 500', async () => {
  const unreachable = await createTestApp({ auth: { publicUrl: PUBLIC_URL, google: { clientId: CLIENT_ID, clientSecret: 'segredo', issuer: 'http://127.0.0.1:1' } } })
  try {
    const start = await unreachable.app.request('/api/auth/google')

    expect(start.status).toBe(302)
    expect(start.headers.get('Location')).toBe(`${PUBLIC_URL}/signin?googleError=failed`)
  } finally {
    await unreachable.close()
  }
})
