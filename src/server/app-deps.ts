import type { AuthSettings } from './auth/settings.ts'
import type { Bus } from './bus/bus.ts'
import type { Db } from './db/client.ts'
import type { FirestoreLive } from './sale/live/firestore.ts'
import type { Mailer } from './mail/mailer.ts'
import type { PaymentGateway } from './sale/orders/gateway.ts'
import type { PushSettings } from './sale/notifications/push-settings.ts'
import type { PaymentSettings } from './sale/orders/settings.ts'
import type { StreamLimits } from './sale/live/stream-places.ts'
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
  /** Gateway choice, sandbox control, secrets, merchant; defaults in sale/orders/settings.ts (sandbox). */
  payments?: Partial<PaymentSettings>
  /** VAPID keys and subject, https-only endpoints; defaults in notifications/push-settings.ts (a key pair kept in the database). */
  push?: Partial<PushSettings>
  /** A gateway adapter to use instead of the one the settings name (tests give Mercado Pago a fake fetch). */
  gateway?: PaymentGateway
  /** The Firestore writer and custom tokens, when Firebase is configured (live/firestore.ts). */
  firebase?: FirestoreLive
  /** Origins of the site's analytics tag the CSP allows (ANALYTICS_ORIGINS; none by default, http/content-security-policy.ts). */
  analyticsOrigins?: readonly string[]
  /** Messages between instances over one database (bus/bus.ts); this process alone when absent. */
  bus?: Bus
  /** How many answers the catalogue cache keeps (catalogue/answer-cache.ts; 500 by default, 0 keeps none). */
  catalogueCacheEntries?: number
  /** True once the process is stopping (SIGTERM, main.ts): GET /api/ready answers 503 so a load balancer sends no more. */
  shuttingDown?: () => boolean
  /** Open events streams a process holds per account, per IP and in all (live/stream-places.ts). */
  streams?: Partial<StreamLimits>
  /** The largest JSON body the API reads (JSON_BODY_LIMIT_BYTES; 1 MB by default, http/json-requests.ts). */
  jsonBodyLimitBytes?: number
}
