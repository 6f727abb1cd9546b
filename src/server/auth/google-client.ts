import * as oidc from 'openid-client'
import type { GoogleSettings } from './settings.ts'

/** What we take from the provider's ID token. */
export interface OidcIdentity {
  sub: string
  email: string | null
  emailVerified: boolean
  givenName: string | null
  familyName: string | null
  name: string | null
}

export interface OidcChecks {
  state: string
  codeVerifier: string
  nonce: string
}

/**
 * Google sign-in through openid-client: discovery (once, retried after a failure), the
 * authorization URL with PKCE (S256), state and nonce, and the code exchange, which checks the
 * state, the ID token's signature, issuer, audience, expiry and nonce.
 */
export function googleClient(settings: GoogleSettings, redirectUri: string) {
  let configuration: Promise<oidc.Configuration> | undefined
  const configure = () =>
    (configuration ??= discover(settings).catch((error: unknown) => {
      configuration = undefined
      throw error
    }))

  return {
    async authorizationUrl(checks: OidcChecks): Promise<URL> {
      return oidc.buildAuthorizationUrl(await configure(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        prompt: 'select_account',
      })
    },
    /** `callbackQuery` is the query string the provider sent the browser back with. */
    async exchange(callbackQuery: string, checks: OidcChecks): Promise<OidcIdentity> {
      const currentUrl = new URL(redirectUri)
      currentUrl.search = callbackQuery
      const tokens = await oidc.authorizationCodeGrant(await configure(), currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new Error('The provider sent no ID token')
      const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
      return {
        sub: claims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      }
    },
  }
}

export type GoogleClient = ReturnType<typeof googleClient>

export const newOidcChecks = (): OidcChecks => ({ state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() })

/** Plain HTTP only for a provider on this machine (the local one the tests run). */
function discover({ issuer, clientId, clientSecret }: GoogleSettings) {
  const url = new URL(issuer)
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  const execute = url.protocol === 'http:' && loopback ? [oidc.allowInsecureRequests] : []
  return oidc.discovery(url, clientId, clientSecret, undefined, { execute, timeout: 10 })
}
