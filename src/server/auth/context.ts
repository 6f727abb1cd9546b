import type { AppDeps } from '../app-deps.ts'
import type { Db } from '../db/client.ts'
import type { Mailer } from '../mail/mailer.ts'
import { rateLimiter, type RateLimiter } from '../rate-limit/limiter.ts'
import { resolveAuthSettings, type AuthSettings } from './settings.ts'

/** What the account services share: made once per app from its dependencies. */
export interface AuthContext {
  db: Db
  mailer: Mailer
  settings: AuthSettings
  now: () => Date
  limiter: RateLimiter
}

export function createAuthContext(deps: AppDeps): AuthContext {
  const now = deps.now ?? (() => new Date())
  return { db: deps.db, mailer: deps.mailer, settings: resolveAuthSettings(deps.auth), now, limiter: rateLimiter(deps.db, now) }
}

export const minutes = (count: number) => count * 60_000
export const later = (from: Date, ms: number) => new Date(from.getTime() + ms)
