import { Hono } from 'hono'
import { logger } from 'hono/logger'
import type { AppDeps } from './app-deps.ts'
import { catalogueRoutes } from './catalogue/routes.ts'
import { contactRoutes } from './contact/routes.ts'
import { clientApp } from './http/client-app.ts'
import { onApiError, onApiNotFound } from './http/errors.ts'
import { uploadRoutes } from './storage/routes.ts'

export function createApi(deps: AppDeps) {
  return new Hono()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .route('/', catalogueRoutes(deps))
    .route('/contact', contactRoutes(deps))
    .notFound(onApiNotFound)
    .onError(onApiError)
}

export type AppType = ReturnType<typeof createApi>

/** The whole server: `/api`, stored files, and the built PWA when there is one. */
export function createApp(deps: AppDeps, options: { logRequests?: boolean } = {}) {
  const app = new Hono().onError(onApiError)
  if (options.logRequests) app.use(logger())
  app.route('/api', createApi(deps))
  app.all('/api/*', onApiNotFound)
  app.route('/uploads', uploadRoutes(deps))
  if (deps.clientDir) app.route('/', clientApp(deps.clientDir))
  return app
}
