import type { AppDeps } from '../app-deps.ts'
import { resolveAuthSettings } from '../auth/settings.ts'
import { localBus, type Bus } from '../bus/bus.ts'
import { createCatalogueCache, type CatalogueCache } from '../catalogue/answer-cache.ts'
import { seatChanges } from '../catalogue/invalidation.ts'
import { createMetrics, type Metrics } from '../observability/metrics.ts'
import { createLiveHub, type LiveHub } from './live/hub.ts'
import { orderEventStream } from './live/sse.ts'
import { defaultStreamLimits, streamPlaces, type StreamPlaces } from './live/stream-places.ts'
import { createNotifications, type NotificationsContext } from './notifications/context.ts'
import { creditIssuedNotifications } from './notifications/credit-issued.ts'
import { orderConfirmedNotifications } from './notifications/order-confirmed.ts'
import type { OrdersContext } from './orders/context.ts'
import { afterCommitWork, type AfterCommitWork } from './orders/after-commit.ts'
import { orderMoves } from './orders/moves.ts'
import { fanOut } from './orders/order-updates.ts'
import { sharedSecret } from './orders/secrets.ts'
import { resolvePaymentSettings, type PaymentSettings } from './orders/settings.ts'
import { guestPaidMails } from './payment-links/guest-mails.ts'
import { paymentLinkMoveHooks } from './payment-links/move-hooks.ts'
import { mercadoPagoGateway } from './payments/mercadopago.ts'
import { sandboxGateway, type SandboxGateway } from './payments/sandbox/gateway.ts'
import { waitlistMoveHooks } from './waitlist/move-hooks.ts'

/** The whole app's context: the orders' and what the parts around them add. Made once per app, whole, and never changed after. */
export interface SaleContext extends OrdersContext {
  /** The sandbox gateway when it is the one in use (the sandbox control needs it). */
  sandbox: SandboxGateway | null
  /** The app's one bus (deps.bus, or this process's own when none is given); createApp hands the same to every area. */
  bus: Bus
  hub: LiveHub
  /** The events streams' places: at most a few per account and IP, and a ceiling for the process. */
  streams: StreamPlaces
  /** The catalogue's answers in memory: here because the seats an order takes or gives back show in them. */
  catalogue: CatalogueCache
  /** The notifier (email and push) and the VAPID keys: here so the sweepers and reminder jobs main.ts runs share them. */
  notifications: NotificationsContext
  metrics: Metrics
  /** What committed moves set off after their answers (mails, pushes): shutdown awaits it before closing the database. */
  afterCommit: AfterCommitWork
}

export interface SaleWiring {
  /** The sandbox delivers its webhooks here: the app's own front door, the same route and verification a real gateway's webhook goes through. */
  deliverWebhook: (request: Request) => Promise<Response>
}

/**
 * Puts the sale together (createApp; main.ts makes it first so its sweepers share it): the
 * gateway, the live hub and streams, and the order's moves with the parts' hooks (payment links,
 * waitlist) and where every committed move is told: the hub (to the bus, so every instance's
 * streams), the catalogue's seats, Firestore when configured, a guest's paid mail, the
 * order-confirmed notifications and the metrics (all but the hub from the instance that made
 * the change only).
 */
export function createSaleContext(deps: AppDeps, { deliverWebhook }: SaleWiring): SaleContext {
  const settings = resolvePaymentSettings(deps.payments)
  const now = deps.now ?? (() => new Date())
  const bus = deps.bus ?? localBus()
  const hub = createLiveHub(bus)
  const metrics = createMetrics({ db: deps.db, hub })
  const catalogue = createCatalogueCache({ bus, now, maxEntries: deps.catalogueCacheEntries })
  const notifications = createNotifications(deps, now)
  const sandbox =
    settings.gateway === 'sandbox' && !deps.gateway
      ? sandboxGateway({ db: deps.db, settings, secret: sharedSecret(deps.db, 'sandbox-webhook', settings.webhookSecret), deliver: deliverWebhook })
      : null
  const gateway = deps.gateway ?? sandbox ?? mercadoPagoGateway(requireMercadoPago(settings), settings.publicUrl)
  const afterCommit = afterCommitWork()
  const told = fanOut([
    hub,
    seatChanges(catalogue, bus),
    ...(deps.firebase ? [deps.firebase] : []),
    guestPaidMails({ db: deps.db, mailer: deps.mailer, publicUrl: settings.publicUrl, afterCommit }),
    orderConfirmedNotifications({ db: deps.db, notifier: notifications.notifier, publicUrl: settings.publicUrl, afterCommit }),
    creditIssuedNotifications({ db: deps.db, mailer: deps.mailer, notifier: notifications.notifier, publicUrl: settings.publicUrl, afterCommit }),
    metrics.orderMoves,
  ])
  const hooks = [paymentLinkMoveHooks, waitlistMoveHooks]
  const moves = orderMoves({
    db: deps.db,
    sink: told,
    hooks: { moved: hooks.flatMap((part) => part.moved), heldSeats: hooks.flatMap((part) => part.heldSeats), seatsHeldFor: hooks.flatMap((part) => part.seatsHeldFor) },
  })
  const streams = streamPlaces({ ...defaultStreamLimits, ...deps.streams })
  const trustProxy = resolveAuthSettings(deps.auth).trustProxy
  return {
    db: deps.db,
    now,
    settings,
    gateway,
    moves,
    trustProxy,
    ticketSecret: sharedSecret(deps.db, 'live-ticket', settings.ticketSecret),
    firebase: deps.firebase ?? null,
    streamEvents: (c, stream) => orderEventStream(c, { db: deps.db, now, hub, streams, trustProxy, settings }, stream),
    sandbox,
    bus,
    hub,
    streams,
    catalogue,
    notifications,
    metrics,
    afterCommit,
  }
}

function requireMercadoPago(settings: PaymentSettings) {
  if (!settings.mercadoPago) throw new Error('The Mercado Pago gateway is selected but not configured')
  return settings.mercadoPago
}
