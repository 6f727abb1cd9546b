import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { logger } from 'hono/logger'
import { adminRoutes } from './admin/routes.ts'
import { agencyCommissionRoutes } from './agency/commissions-routes.ts'
import type { AppDeps } from './app-deps.ts'
import { authRoutes } from './auth/routes.ts'
import { findSessionUser } from './auth/sessions.ts'
import { resolveAuthSettings } from './auth/settings.ts'
import { catalogueRoutes } from './catalogue/routes.ts'
import { contactRoutes } from './contact/routes.ts'
import { forfaitRoutes } from './forfait/routes.ts'
import { markPublic, publicRoute, sessionLookup } from './http/auth-middleware.ts'
import { clientApp } from './http/client-app.ts'
import { pageShareMeta } from './http/page-share-meta.ts'
import { shellHero } from './http/shell-hero.ts'
import { securityHeaders } from './http/security-headers.ts'
import { onApiError, onApiNotFound } from './http/errors.ts'
import { refuseControlCharactersInPath } from './http/control-characters.ts'
import { DEFAULT_JSON_BODY_LIMIT_BYTES, jsonRequests } from './http/json-requests.ts'
import { apiContractRoutes } from './openapi/routes.ts'
import { createOrdersContext, type OrdersContext } from './orders/context.ts'
import { externalOrderRoutes } from './orders/external-routes.ts'
import { myOrderRoutes, orderRoutes } from './orders/routes.ts'
import { agencyPaymentLinkRoutes } from './payment-links/agency-routes.ts'
import { publicPaymentLinkRoutes } from './payment-links/public-routes.ts'
import { paymentRoutes } from './payments/routes.ts'
import { sandboxGatewayRoutes } from './payments/sandbox/routes.ts'
import { withRetryAfter } from './rate-limit/limiter.ts'
import { uploadRoutes } from './storage/routes.ts'
import { myTravellerRoutes } from './travellers/routes.ts'
import { meRoutes } from './users/routes.ts'

/** Routes that read their bodies themselves, under their own limits: multipart uploads and the gateway's webhook. */
const readsItsOwnBody = (path: string) => path.startsWith('/api/admin/uploads/') || path === '/api/payments/webhook'

/**
 * Every route declares who may call it (http/auth-middleware.ts): `publicRoute`, `requireUser`
 * or `requireRole(...)` in its definition, or `markPublic` on a wholly public sub-app here.
 * tests/api/route-matrix.test.ts fails for a route that declares nothing.
 */
export function createApi(deps: AppDeps, orders: OrdersContext) {
  const now = deps.now ?? (() => new Date())
  return (
    new Hono()
      .use(jsonRequests({ maxBytes: deps.jsonBodyLimitBytes ?? DEFAULT_JSON_BODY_LIMIT_BYTES, except: readsItsOwnBody }))
      .use(refuseControlCharactersInPath)
      .use(sessionLookup((token) => findSessionUser(deps.db, token, now())))
      .get('/health', publicRoute, (c) => c.json({ status: 'ok' }))
      // Before the catalogue: its middleware (mounted at '/') marks every later 200 as publicly cacheable.
      .route('/auth', authRoutes(deps))
      .route('/me', meRoutes(deps, orders))
      .route('/me/orders', myOrderRoutes(orders))
      .route('/me/orders', myTravellerRoutes(orders))
      .route('/orders', orderRoutes(orders))
      .route('/agency/payment-links', agencyPaymentLinkRoutes(orders))
      .route('/payment-links', publicPaymentLinkRoutes(orders, deps.mailer))
      .route('/external-orders', externalOrderRoutes(orders))
      .route('/payments', paymentRoutes(orders))
      .route('/forfait-requests', forfaitRoutes(deps))
      .route('/admin', adminRoutes(deps, orders))
      .route('/agency/commissions', agencyCommissionRoutes(deps))
      .route('/', markPublic(catalogueRoutes(deps)))
      .route('/contact', markPublic(contactRoutes(deps)))
      .notFound(onApiNotFound)
      .onError(withRetryAfter(onApiError))
  )
}

/**
 * The whole server: `/api`, stored files, and the built PWA when there is one. `orders` is the
 * orders context the caller also gives its sweeper (main.ts), so their changes reach this
 * process's event streams; tests let the app make its own.
 */
export function createApp(deps: AppDeps, { orders = createOrdersContext(deps), logRequests = false }: { orders?: OrdersContext; logRequests?: boolean } = {}) {
  // One bus for the whole app, the orders context's: without deps.bus (API tests) a second default would split it in two.
  deps = { ...deps, bus: orders.bus }
  const app = new Hono().onError(onApiError)
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
  if (logRequests) app.use(logger())
  // JSON and the HTML shell; static assets are sent precompressed (see http/client-app.ts).
  app.use(compress())
  app.route('/api', createApi(deps, orders))
  app.route(
    '/api',
    apiContractRoutes(() => app.routes),
  )
  app.all('/api/*', onApiNotFound)
  app.route('/uploads', markPublic(uploadRoutes(deps)))
  // The sandbox's webhooks enter through the app's own front door, as a real gateway's do.
  orders.deliverWebhook = (request) => Promise.resolve(app.fetch(request))
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
