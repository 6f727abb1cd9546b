import type { Env } from '../env.ts'

export interface GoogleSettings {
  clientId: string
  clientSecret: string
  /** https://accounts.google.com, or any OpenID provider (a local one in tests). */
  issuer: string
}

export interface AuthSettings {
  /** Where the PWA is served: mailed links and the Google callback start with it. */
  publicUrl: string
  sessionTtlDays: number
  /** Take the client's IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean
  /** Null: Google sign-in is off (GET /api/auth/providers says so). */
  google: GoogleSettings | null
}

export const defaultAuthSettings: AuthSettings = { publicUrl: 'http://localhost:3000', sessionTtlDays: 30, trustProxy: false, google: null }

export const resolveAuthSettings = (given: Partial<AuthSettings> = {}): AuthSettings => ({
  ...defaultAuthSettings,
  ...given,
  publicUrl: (given.publicUrl ?? defaultAuthSettings.publicUrl).replace(/\/+$/, ''),
})

export function authSettingsFromEnv(env: Env): AuthSettings {
  const clientId = env.GOOGLE_CLIENT_ID || undefined
  const clientSecret = env.GOOGLE_CLIENT_SECRET || undefined
  return resolveAuthSettings({
    publicUrl: env.PUBLIC_URL,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    trustProxy: env.TRUST_PROXY === 'true',
    google: clientId && clientSecret ? { clientId, clientSecret, issuer: env.GOOGLE_ISSUER } : null,
  })
}
