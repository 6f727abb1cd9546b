import type { Server } from 'node:http'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { destination } from 'pino'
import { createApp } from './app.ts'
import { prepareAccounts } from './auth/bootstrap.ts'
import { startAuthHousekeeping } from './auth/housekeeping.ts'
import { authSettingsFromEnv } from './auth/settings.ts'
import { openDatabase } from './db/open.ts'
import { startExpirySweeper } from './jobs/expiry-sweeper.ts'
import { startBalanceOverdueSweeper } from './jobs/balance-overdue-sweeper.ts'
import { startWaitlistSweeper } from './jobs/waitlist-sweeper.ts'
import { createSaleContext } from './sale/context.ts'
import { pushSettingsFromEnv } from './sale/notifications/push-settings.ts'
import { paymentSettingsFromEnv } from './sale/orders/settings.ts'
import { seedDemoData } from './db/seed/index.ts'
import { readEnv, type Env } from './env.ts'
import { fileMailer, smtpMailer } from './mail/mailer.ts'
import { startReminderSweeper } from './reminders/sweep.ts'
import { storageFromEnv } from './storage/from-env.ts'
import { createLogger, logger, useLogger } from './observability/logger.ts'
import { gracefulShutdown } from './shutdown.ts'

let env: Env
try {
  env = readEnv()
} catch (error) {
  // To stderr, synchronously: the process ends on the next line.
  createLogger({ destination: destination(2) }).fatal(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
useLogger(createLogger({ level: env.LOG_LEVEL }))
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
const firebase = payments.firebase ? (await import('./sale/live/firestore.ts')).firestoreLive(payments.firebase) : undefined
const shutdown = gracefulShutdown({
  graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
  endStreams: () => orders.hub.close(),
  release: async () => {
    await Promise.all([stopHousekeeping(), stopSweeper(), stopReminders(), stopWaitlistSweeper(), stopBalanceSweeper()])
    // The mails and pushes of the last answered moves: their reads need the database.
    await orders.afterCommit.settled()
    await Promise.all([firebase?.close(), bus.close().then(() => database.close())])
  },
})
const deps = {
  db: database.db,
  mailer,
  storage,
  contactInbox: env.CONTACT_INBOX,
  clientDir: env.SERVE_CLIENT === 'true' ? path.resolve('dist') : undefined,
  auth,
  payments,
  push: pushSettingsFromEnv(env),
  firebase,
  jsonBodyLimitBytes: env.JSON_BODY_LIMIT_BYTES,
  streams: { perIp: env.STREAMS_PER_IP, total: env.STREAMS_MAX },
  analyticsOrigins: env.ANALYTICS_ORIGINS,
  bus,
  shuttingDown: shutdown.stopping,
}
// The sandbox's webhooks enter through the app's own front door, as a real gateway's do.
const orders = createSaleContext(deps, { deliverWebhook: (request) => Promise.resolve(app.fetch(request)) })
const app = createApp(deps, { orders, logRequests: env.LOG_REQUESTS === 'true', metricsToken: env.METRICS_TOKEN || undefined })
const stopSweeper = startExpirySweeper(orders, env.ORDER_SWEEP_SECONDS * 1000)
const noticeDeps = { db: database.db, mailer, notifier: orders.notifications.notifier, publicUrl: orders.settings.publicUrl }
const stopReminders = startReminderSweeper({ ...noticeDeps, now: orders.now }, env.REMINDER_SWEEP_SECONDS * 1000)
const stopBalanceSweeper = startBalanceOverdueSweeper(orders, noticeDeps, env.ORDER_SWEEP_SECONDS * 1000)
const stopWaitlistSweeper = startWaitlistSweeper(orders, env.ORDER_SWEEP_SECONDS * 1000)

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger().info(
    {
      port: info.port,
      database: env.DATABASE_URL ? 'postgresql' : 'pglite',
      googleSignIn: Boolean(auth.google),
      payments: payments.gateway,
      sandboxControl: payments.sandboxControl,
      firestore: Boolean(firebase),
      metrics: Boolean(env.METRICS_TOKEN),
    },
    `Roteiro on http://localhost:${info.port}`,
  )
})
shutdown.watch(server as Server)

const stop = (signal: NodeJS.Signals) => {
  // A second signal while stopping (an impatient Ctrl-C) ends the process at once.
  if (shutdown.stopping()) process.exit(1)
  logger().info({ signal }, 'Signal received')
  shutdown.run().then(
    () => process.exit(0),
    (error: unknown) => {
      logger().fatal({ err: error }, 'Shutdown failed')
      process.exit(1)
    },
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
