import type { AppDeps } from '../../app-deps.ts'
import { localBus, type Bus } from '../../bus/bus.ts'
import { createCatalogueCache, type CatalogueCache } from '../../catalogue/answer-cache.ts'
import { seatChanges } from '../../catalogue/invalidation.ts'
import type { Db } from '../../db/client.ts'
import type { FirestoreLive } from '../live/firestore.ts'
import { createLiveHub, fanOut, type LiveHub, type LiveSink } from '../live/hub.ts'
import { defaultStreamLimits, streamPlaces, type StreamPlaces } from '../live/stream-places.ts'
import { resolveAuthSettings } from '../../auth/settings.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { guestPaidMails } from '../payment-links/guest-mails.ts'
import { mercadoPagoGateway } from '../payments/mercadopago.ts'
import { createNotifications, type NotificationsContext } from '../notifications/context.ts'
import { orderConfirmedNotifications } from '../notifications/order-confirmed.ts'
import { sandboxGateway, type SandboxGateway } from '../payments/sandbox/gateway.ts'
import { sharedSecret } from '../payments/secrets.ts'
import { resolvePaymentSettings, type PaymentSettings } from '../payments/settings.ts'

/** What the orders, payments and live services share: made once per app. */
export interface OrdersContext {
  db: Db
  now: () => Date
  settings: PaymentSettings
  gateway: PaymentGateway
  /** The sandbox gateway when it is the one in use (the sandbox control needs it). */
  sandbox: SandboxGateway | null
  /** The app's one bus (deps.bus, or this process's own when none is given); createApp hands the same to every area. */
  bus: Bus
  hub: LiveHub
  /** The events streams' places: at most a few per account and IP, and a ceiling for the process. */
  streams: StreamPlaces
  /** Behind a proxy, the client's IP is X-Forwarded-For's last entry (TRUST_PROXY). */
  trustProxy: boolean
  /** Every status change goes here after its transaction commits: the hub (to the bus, so every instance's streams), Firestore when configured, a guest's paid mail (both from the instance that made the change only). */
  live: LiveSink
  firebase: FirestoreLive | null
  /** The catalogue's answers in memory: here because the seats an order takes or gives back show in them. */
  catalogue: CatalogueCache
  ticketSecret: () => Promise<string>
  /** The notifier (email and push) and the VAPID keys: here so the sweepers and reminder jobs main.ts runs share them. */
  notifications: NotificationsContext
  deliverWebhook: (request: Request) => Promise<Response>
}

/**
 * Made once per app (createApp; main.ts makes it so its expiry sweeper shares it). The sandbox
 * delivers its webhooks through `deliverWebhook`, which createApp points at the app itself: the
 * same route and verification a real gateway's webhook goes through.
 */
export function createOrdersContext(deps: AppDeps): OrdersContext {
  const deliver = (request: Request) => context.deliverWebhook(request)
  const settings = resolvePaymentSettings(deps.payments)
  const now = deps.now ?? (() => new Date())
  const bus = deps.bus ?? localBus()
  const hub = createLiveHub(bus)
  const catalogue = createCatalogueCache({ bus, now, maxEntries: deps.catalogueCacheEntries })
  const notifications = createNotifications(deps, now)
  const sandbox =
    settings.gateway === 'sandbox' && !deps.gateway
      ? sandboxGateway({ db: deps.db, settings, secret: sharedSecret(deps.db, 'sandbox-webhook', settings.webhookSecret), deliver })
      : null
  const gateway = deps.gateway ?? sandbox ?? mercadoPagoGateway(requireMercadoPago(settings), settings.publicUrl)
  const context: OrdersContext = {
    db: deps.db,
    now,
    settings,
    gateway,
    sandbox,
    bus,
    hub,
    streams: streamPlaces({ ...defaultStreamLimits, ...deps.streams }),
    trustProxy: resolveAuthSettings(deps.auth).trustProxy,
    live: fanOut([
      hub,
      seatChanges(catalogue),
      ...(deps.firebase ? [deps.firebase] : []),
      guestPaidMails({ db: deps.db, mailer: deps.mailer, publicUrl: settings.publicUrl }),
      orderConfirmedNotifications({ db: deps.db, notifier: notifications.notifier, publicUrl: settings.publicUrl }),
    ]),
    firebase: deps.firebase ?? null,
    catalogue,
    ticketSecret: sharedSecret(deps.db, 'live-ticket', settings.ticketSecret),
    notifications,
    deliverWebhook: () => Promise.reject(new Error('the API is not built yet')),
  }
  return context
}

function requireMercadoPago(settings: PaymentSettings) {
  if (!settings.mercadoPago) throw new Error('The Mercado Pago gateway is selected but not configured')
  return settings.mercadoPago
}
