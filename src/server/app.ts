import { Hono } from 'hono'
import * as v from 'valibot'
import { compress } from 'hono/compress'
import { adminRoutes } from './admin/routes.ts'
import { agencyCommissionRoutes } from './agency/commissions-routes.ts'
import { agencyPassengerRoutes } from './agency/passengers-routes.ts'
import type { AppDeps } from './app-deps.ts'
import { authRoutes } from './auth/routes.ts'
import { findSessionUser } from './auth/sessions.ts'
import { resolveAuthSettings } from './auth/settings.ts'
import { calendarFeedRoutes, orderCalendarRoutes, publicCalendarRoutes } from './calendar/routes.ts'
import { catalogueRoutes } from './catalogue/routes.ts'
import { contactRoutes } from './contact/routes.ts'
import { cspReportRoutes } from './csp-reports/routes.ts'
import { forfaitRoutes } from './forfait/routes.ts'
import { markPublic, publicRoute, sessionLookup } from './http/auth-middleware.ts'
import { clientApp } from './http/client-app.ts'
import { pageShareMeta } from './http/page-share-meta.ts'
import { shellHero } from './http/shell-hero.ts'
import { securityHeaders } from './http/security-headers.ts'
import { closeUnreadBodies } from './http/close-unread.ts'
import { onApiError, onApiNotFound } from './http/errors.ts'
import { refuseControlCharactersInPath } from './http/control-characters.ts'
import { DEFAULT_JSON_BODY_LIMIT_BYTES, jsonRequests } from './http/json-requests.ts'
import { myNotificationPreferenceRoutes, myPushSubscriptionRoutes, pushKeyRoutes } from './sale/notifications/routes.ts'
import { apiContractRoutes } from './openapi/routes.ts'
import { createSaleContext, type SaleContext } from './sale/context.ts'
import { externalOrderRoutes, guestOrderAccess } from './sale/payment-links/external-routes.ts'
import { guestLinkRoutes } from './sale/payment-links/guest-link-routes.ts'
import { myOrderRoutes, orderRoutes, userOrderAccess } from './sale/orders/routes.ts'
import { myCreditRoutes } from './sale/orders/credit-routes.ts'
import { httpMetrics, metricsRoutes } from './observability/metrics-routes.ts'
import { readiness, readinessEndpoint } from './observability/readiness.ts'
import { endpoint } from './openapi/endpoint.ts'
import { json } from './openapi/operation.ts'
import { requestLog } from './observability/request-log.ts'
import { agencyPaymentLinkRoutes } from './sale/payment-links/agency-routes.ts'
import { publicPaymentLinkRoutes } from './sale/payment-links/public-routes.ts'
import { paymentRoutes } from './sale/payments/routes.ts'
import { sandboxGatewayRoutes } from './sale/payments/sandbox/routes.ts'
import { seatMapRoutes } from './road/routes.ts'
import { uploadRoutes } from './storage/routes.ts'
import { orderTravellerRoutes } from './travellers/routes.ts'
import { meRoutes } from './users/routes.ts'
import { myWaitlistRoutes, waitlistRoutes } from './sale/waitlist/routes.ts'

/** Routes that read their bodies themselves, under their own limits: multipart uploads, the gateway's webhook and the browsers' CSP reports. */
const readsItsOwnBody = (path: string) => path.startsWith('/api/admin/uploads/') || path === '/api/payments/webhook' || path === '/api/csp-reports'

/**
 * Every route declares who may call it (http/auth-middleware.ts): `publicRoute`, `requireUser`
 * or `requireRole(...)` in its definition, or `markPublic` on a wholly public sub-app here.
 * tests/api/route-matrix.test.ts fails for a route that declares nothing.
 */
export function createApi(deps: AppDeps, orders: SaleContext) {
  const now = deps.now ?? (() => new Date())
  return (
    new Hono()
      .use(jsonRequests({ maxBytes: deps.jsonBodyLimitBytes ?? DEFAULT_JSON_BODY_LIMIT_BYTES, except: readsItsOwnBody }))
      .use(refuseControlCharactersInPath)
      .use(sessionLookup((token) => findSessionUser(deps.db, token, now())))
      .get('/health', publicRoute, endpoint({ tag: 'Service', summary: 'Whether the API is up', answers: { 200: json('Up', v.object({ status: v.literal('ok') })) } }), (c) =>
        c.json({ status: 'ok' }),
      )
      .get('/ready', publicRoute, readinessEndpoint, readiness(deps))
      // Before the catalogue: its middleware (mounted at '/') marks every later 200 as publicly cacheable.
      .route('/auth', authRoutes(deps))
      .route('/me', meRoutes(deps, orders))
      .route('/me/orders', myOrderRoutes(orders))
      .route('/me/orders', orderCalendarRoutes(orders))
      .route('/me/calendar-feed', calendarFeedRoutes(orders))
      .route('/calendar', publicCalendarRoutes(orders))
      .route('/me/orders', orderTravellerRoutes(orders, userOrderAccess))
      .route('/me/push-subscriptions', myPushSubscriptionRoutes(orders))
      .route('/me/notification-preferences', myNotificationPreferenceRoutes(orders))
      .route('/push', pushKeyRoutes(orders))
      .route('/me/waitlist', myWaitlistRoutes(orders))
      .route('/me/credits', myCreditRoutes(orders))
      .route('/orders', orderRoutes(orders))
      .route('/agency/payment-links', agencyPaymentLinkRoutes(orders))
      .route('/payment-links', publicPaymentLinkRoutes(orders, deps.mailer))
      .route('/external-orders', externalOrderRoutes(orders))
      .route('/external-orders', orderTravellerRoutes(orders, guestOrderAccess(orders)))
      .route('/external-orders', guestLinkRoutes(orders, deps.mailer))
      .route('/payments', paymentRoutes(orders))
      .route('/forfait-requests', forfaitRoutes(deps))
      .route('/admin', adminRoutes(deps, orders))
      .route('/agency/commissions', agencyCommissionRoutes(deps))
      .route('/agency/passengers', agencyPassengerRoutes(deps))
      .route('/trips', waitlistRoutes(orders))
      .route('/trips', seatMapRoutes(deps.db))
      .route('/', markPublic(catalogueRoutes(deps, orders.catalogue)))
      .route('/contact', markPublic(contactRoutes(deps)))
      .route('/csp-reports', cspReportRoutes(deps))
      .notFound(onApiNotFound)
      .onError(onApiError)
  )
}

export interface AppOptions {
  /** The sale's context the caller also gives its sweepers (main.ts), so their changes reach this process's event streams; tests let the app make its own. */
  orders?: SaleContext
  /** One access log line per request (LOG_REQUESTS). */
  logRequests?: boolean
  /** Serves GET /metrics to `Authorization: Bearer <token>` (METRICS_TOKEN); no /metrics without it. */
  metricsToken?: string
}

/** The whole server: `/api`, stored files, /metrics when asked for, and the built PWA when there is one. */
export function createApp(deps: AppDeps, { orders: given, logRequests = false, metricsToken }: AppOptions = {}) {
  const app = new Hono().onError(onApiError)
  // The sandbox's webhooks enter through the app's own front door, as a real gateway's do.
  const orders = given ?? createSaleContext(deps, { deliverWebhook: (request) => Promise.resolve(app.fetch(request)) })
  // One bus for the whole app, the sale context's: without deps.bus (API tests) a second default would split it in two.
  deps = { ...deps, bus: orders.bus }
  const { metrics } = orders
  app.use(closeUnreadBodies, ...requestLog({ logRequests }), httpMetrics(metrics))
  const { publicUrl } = resolveAuthSettings(deps.auth)
  const mercadoPago = orders.gateway.name === 'mercadopago' ? orders.settings.mercadoPago : null
  app.use(
    securityHeaders({
      publicUrl,
      mercadoPagoApiUrl: mercadoPago?.apiUrl ?? null,
      firebase: orders.settings.firebase !== null,
      analyticsOrigins: deps.analyticsOrigins ?? [],
      uploadsUrl: deps.storage.publicUrl,
    }),
  )
  // JSON and the HTML shell; static assets are sent precompressed (see http/client-app.ts).
  app.use(compress())
  app.route('/api', createApi(deps, orders))
  app.route(
    '/api',
    apiContractRoutes(() => app.routes),
  )
  app.all('/api/*', onApiNotFound)
  app.route('/uploads', markPublic(uploadRoutes(deps)))
  if (metricsToken) {
    metrics.collectProcessMetrics()
    app.route('/metrics', markPublic(metricsRoutes(metrics, metricsToken)))
  }
  // The sandbox gateway stands apart from our API, as a remote gateway would (docs/PAYMENTS.md).
  if (orders.sandbox) app.route('/sandbox-gateway', markPublic(sandboxGatewayRoutes(deps.db, orders.now)))
  if (deps.clientDir) {
    const now = deps.now ?? (() => new Date())
    const page = clientApp(deps.clientDir, {
      hero: (pathname) => shellHero(deps.db, pathname, now()),
      shareMeta: (url, site) => pageShareMeta(deps.db, publicUrl, site, url, now()),
    })
    app.route('/', markPublic(page))
  }
  return app
}
