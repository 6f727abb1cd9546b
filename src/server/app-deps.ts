import type { AuthSettings } from './auth/settings.ts'
import type { Db } from './db/client.ts'
import type { Mailer } from './mail/mailer.ts'
import type { Storage } from './storage/storage.ts'

/** What the HTTP layer needs from the outside world; tests pass their own. */
export interface AppDeps {
  db: Db
  mailer: Mailer
  storage: Storage
  contactInbox: string
  /** The built PWA's folder; absent in API-only tests. */
  clientDir?: string
  now?: () => Date
  /** Public URL, session lifetime, proxy trust and Google sign-in; defaults in auth/settings.ts (Google off). */
  auth?: Partial<AuthSettings>
}
