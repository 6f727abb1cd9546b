import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { prepareAccounts } from './auth/bootstrap.ts'
import { startAuthHousekeeping } from './auth/housekeeping.ts'
import { authSettingsFromEnv } from './auth/settings.ts'
import { openDatabase } from './db/open.ts'
import { startExpirySweeper } from './jobs/expiry-sweeper.ts'
import { createOrdersContext } from './orders/context.ts'
import { paymentSettingsFromEnv } from './payments/settings.ts'
import { seedDemoData } from './db/seed/index.ts'
import { readEnv, type Env } from './env.ts'
import { fileMailer, smtpMailer } from './mail/mailer.ts'
import { storageFromEnv } from './storage/from-env.ts'

let env: Env
try {
  env = readEnv()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const database = openDatabase(env)
await database.migrate()
const bus = await database.openBus()
const storage = storageFromEnv(env)
if (env.SEED_DEMO === 'true') await seedDemoData(database.db, storage)
await prepareAccounts(database.db, env)
const stopHousekeeping = startAuthHousekeeping(database.db)
const auth = authSettingsFromEnv(env)

// In production the log never shows a subject: a code's mail has the code in it.
const mailer =
  env.MAIL_TRANSPORT === 'smtp' && env.SMTP_URL
    ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : fileMailer(path.join(env.dataDir, 'mail'), env.MAIL_FROM, { logSubjects: env.NODE_ENV !== 'production' })
const payments = paymentSettingsFromEnv(env)
// firebase-admin (gRPC and all) is loaded only when Firebase is configured.
const firebase = payments.firebase ? (await import('./live/firestore.ts')).firestoreLive(payments.firebase) : undefined
const deps = {
  db: database.db,
  mailer,
  storage,
  contactInbox: env.CONTACT_INBOX,
  clientDir: env.SERVE_CLIENT === 'true' ? path.resolve('dist') : undefined,
  auth,
  payments,
  firebase,
  jsonBodyLimitBytes: env.JSON_BODY_LIMIT_BYTES,
  analyticsOrigins: env.ANALYTICS_ORIGINS,
  bus,
}
const orders = createOrdersContext(deps)
const app = createApp(deps, { orders, logRequests: env.LOG_REQUESTS === 'true' })
const stopSweeper = startExpirySweeper(orders, env.ORDER_SWEEP_SECONDS * 1000)

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.info(
    `Roteiro on http://localhost:${info.port} (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.dataDir}`}; Google sign-in ${auth.google ? 'on' : 'off'}; payments ${payments.gateway}${payments.sandboxControl ? ' with the sandbox control' : ''}${firebase ? '; Firestore on' : ''})`,
  )
})

const shutdown = () => {
  stopHousekeeping()
  stopSweeper()
  orders.hub.close()
  server.close(() => void Promise.all([firebase?.close(), bus.close().then(() => database.close())]).then(() => process.exit(0)))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
