import * as v from 'valibot'
import path from 'node:path'
import { logLevels } from './observability/logger.ts'

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** PostgreSQL: the longest one statement may run, and a request may wait for a connection, before it answers 503 (docs/ARCHITECTURE.md, "Faults survived"). */
  DB_STATEMENT_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{2,6}$/), v.transform(Number)), '10000'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url())),
  /** `smtp` (needs SMTP_URL) or `files` (.eml under DATA_DIR/mail); unset: smtp when SMTP_URL is set, else files, but never files in production. */
  MAIL_TRANSPORT: v.optional(v.picklist(['smtp', 'files'])),
  MAIL_FROM: v.optional(v.string(), 'Roteiro <nao-responda@roteiro.local>'),
  CONTACT_INBOX: v.optional(v.pipe(v.string(), v.email()), 'atendimento@roteiro.local'),
  /** The address people use (behind a proxy: the proxy's https address). Unset: http://localhost:PORT. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Unset: true, but false in production. */
  SEED_DEMO: v.optional(v.picklist(['true', 'false'])),
  /** One access line per request (method, route pattern, status, ms) in the JSON log. */
  LOG_REQUESTS: v.optional(v.picklist(['true', 'false']), 'false'),
  LOG_LEVEL: v.optional(v.picklist(logLevels), 'info'),
  /** GET /metrics (Prometheus) answers a caller with `Authorization: Bearer <METRICS_TOKEN>`; unset or empty: no /metrics. At least 16 characters. */
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((token) => token === '' || token.length >= 16, 'at least 16 characters'),
    ),
  ),
  /** On SIGTERM: how long the requests under way may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number)), '10'),
  /** Serve the built PWA from dist/ (off under `npm run dev`, where Vite serves it). */
  SERVE_CLIENT: v.optional(v.picklist(['true', 'false']), 'true'),
  /** Google sign-in (OpenID Connect): offered only when both the client id and secret are set (an empty value is unset). */
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.trim())),
  GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.trim())),
  /** Any OpenID provider works; a local one (http://127.0.0.1:...) in tests. */
  GOOGLE_ISSUER: v.optional(v.pipe(v.string(), v.url()), 'https://accounts.google.com'),
  /** The first admin, created at start when no account has this email. */
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email())),
  ADMIN_PASSWORD: v.optional(v.string()),
  SESSION_TTL_DAYS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/), v.transform(Number)), '30'),
  /** Behind a reverse proxy: take the client's IP (for rate limits) from the last X-Forwarded-For entry. */
  TRUST_PROXY: v.optional(v.picklist(['true', 'false']), 'false'),
  // Payments (docs/PAYMENTS.md).
  /** Unset: sandbox, but production refuses to start without a choice. */
  PAYMENT_GATEWAY: v.optional(v.picklist(['sandbox', 'mercadopago'])),
  /** The sandbox control (pay a Pix or boleto): on unless NODE_ENV=production; set true to have it there too. */
  SANDBOX_CONTROL: v.optional(v.picklist(['true', 'false'])),
  PAYMENTS_WEBHOOK_SECRET: v.optional(v.string()),
  LIVE_TICKET_SECRET: v.optional(v.string()),
  MERCHANT_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Roteiro Viagens'),
  MERCHANT_CITY: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Sao Paulo'),
  PIX_KEY: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'pix@roteiro.com.br'),
  BOLETO_BANK: v.optional(v.pipe(v.string(), v.regex(/^\d{3}$/)), '001'),
  MERCADOPAGO_ACCESS_TOKEN: v.optional(v.pipe(v.string(), v.trim())),
  MERCADOPAGO_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.trim())),
  MERCADOPAGO_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.trim())),
  MERCADOPAGO_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.mercadopago.com'),
  /** The largest JSON request body the API reads, in bytes (a larger one is a 413); uploads have their own limits. */
  JSON_BODY_LIMIT_BYTES: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{2,9}$/), v.transform(Number)), '1048576'),
  /** Open events streams (live order status) one process takes from one IP, and in all (live/stream-places.ts). */
  STREAMS_PER_IP: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)), '50'),
  STREAMS_MAX: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/), v.transform(Number)), '5000'),
  /** Unpaid orders payment links take for one trip (or product): per payer email, and per agency (docs/AGENCIES.md). */
  LINK_PENDING_CAP: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/), v.transform(Number)), '2'),
  LINK_AGENCY_PENDING_CAP: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/), v.transform(Number)), '20'),
  /** Seconds between runs of the expiry sweeper. */
  ORDER_SWEEP_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/), v.transform(Number)), '30'),
  /** Seconds between sweeps of the reminders (Pix expiring, boleto due, travellers missing, departure tomorrow: docs/NOTIFICATIONS.md). */
  REMINDER_SWEEP_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/), v.transform(Number)), '60'),
  // Web Push (docs/NOTIFICATIONS.md): both keys, or neither for a pair made once and kept in the database.
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{87}$/, 'a P-256 public key, base64url (87 characters)'))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{43}$/, 'a P-256 private key, base64url (43 characters)'))),
  /** How push services reach the sender: a mailto: or https: URL. Unset: mailto:CONTACT_INBOX. */
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: URL'))),
  /** Push endpoints taken besides the browsers' push services (docs/NOTIFICATIONS.md): comma-separated `host[:port]`, e.g. a test's push service on 127.0.0.1. */
  PUSH_ENDPOINT_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
      v.array(v.pipe(v.string(), v.regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/, 'host[:port]'))),
    ),
    '',
  ),
  // Firestore live status (optional): the server writes orders/{code} documents when a project is set.
  FIREBASE_PROJECT_ID: v.optional(v.pipe(v.string(), v.trim())),
  /** A service account key's JSON; without it, application default credentials. */
  FIREBASE_SERVICE_ACCOUNT: v.optional(v.string()),
  FIREBASE_WEB_API_KEY: v.optional(v.pipe(v.string(), v.trim())),
  FIREBASE_AUTH_DOMAIN: v.optional(v.pipe(v.string(), v.trim())),
  /** The site's analytics tag (gtag): the https origins it loads from and reports to, space-separated (`https://*.example.com` allowed); the CSP lets the page reach them. Unset: none. */
  ANALYTICS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => (text ? text.split(/\s+/) : [])),
      v.array(v.pipe(v.string(), v.regex(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i, 'an https origin'))),
    ),
    '',
  ),
  // Object storage (docs/OPERATIONS.md, "Object storage"): uploads go to this S3 bucket instead of DATA_DIR/uploads.
  S3_BUCKET: v.optional(v.pipe(v.string(), v.trim())),
  /** Unset: us-east-1. */
  S3_REGION: v.optional(v.pipe(v.string(), v.trim())),
  /** An S3-compatible server (MinIO, R2, s3rver); unset: AWS. */
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url())),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.trim())),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  /** Unset: true with S3_ENDPOINT (what S3-compatible servers want), false on AWS. */
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false'])),
  /** Browsers fetch files from here (a CDN or the bucket's public address): /uploads/* redirects to it. Unset: /uploads/* streams from the bucket. */
  S3_PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Read by firebase-admin itself: host:port of the Firestore emulator. */
  FIRESTORE_EMULATOR_HOST: v.optional(v.string()),
})

type ParsedEnv = v.InferOutput<typeof envSchema>

export type Env = Omit<ParsedEnv, 'PUBLIC_URL' | 'MAIL_TRANSPORT' | 'SEED_DEMO' | 'PAYMENT_GATEWAY'> & {
  PUBLIC_URL: string
  MAIL_TRANSPORT: 'smtp' | 'files'
  SEED_DEMO: 'true' | 'false'
  PAYMENT_GATEWAY: 'sandbox' | 'mercadopago'
  dataDir: string
}

/** The only reader of process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = v.safeParse(envSchema, source)
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  const parsed = result.output
  const problems = [...choicesMissing(parsed), ...s3SettingsIncomplete(parsed), ...vapidKeyHalf(parsed)]
  if (problems.length > 0) throw new Error(problems.join('\n'))
  const production = parsed.NODE_ENV === 'production'
  return {
    ...parsed,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    MAIL_TRANSPORT: parsed.MAIL_TRANSPORT ?? (parsed.SMTP_URL ? 'smtp' : 'files'),
    SEED_DEMO: parsed.SEED_DEMO ?? (production ? 'false' : 'true'),
    PAYMENT_GATEWAY: parsed.PAYMENT_GATEWAY ?? 'sandbox',
    dataDir: path.resolve(parsed.DATA_DIR),
  }
}

/**
 * Issue 15, finding 2: the defaults that make `npm start` try-able (the sandbox gateway, mail in
 * files and in the log) are wrong for real customers, so production takes none of them by
 * default: it says what to choose instead of starting. Demo data simply stays off there.
 */
function choicesMissing(env: ParsedEnv): string[] {
  const smtp = 'SMTP_URL=smtp://user:password@host:587'
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) return [`MAIL_TRANSPORT=smtp needs ${smtp}`]
  if (env.NODE_ENV !== 'production') return []
  const missing: string[] = []
  if (!env.PAYMENT_GATEWAY) {
    missing.push(
      '- PAYMENT_GATEWAY=mercadopago (with MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_PUBLIC_KEY and MERCADOPAGO_WEBHOOK_SECRET), or PAYMENT_GATEWAY=sandbox to take test payments only',
    )
  }
  if (!env.MAIL_TRANSPORT && !env.SMTP_URL) missing.push(`- ${smtp} to send mail, or MAIL_TRANSPORT=files to only write it under DATA_DIR/mail`)
  return missing.length > 0 ? ['NODE_ENV=production does not start on the defaults meant for trying the app. Set:', ...missing] : []
}

/** Some S3_* setting without the rest would store files where nobody expects: say what is missing instead of starting. */
function s3SettingsIncomplete(env: ParsedEnv): string[] {
  const named = Object.entries(env).filter(([name, value]) => name.startsWith('S3_') && value)
  if (named.length === 0) return []
  const problems: string[] = []
  if (!env.S3_BUCKET) problems.push(`- S3_BUCKET: ${named.map(([name]) => name).join(', ')} ${named.length === 1 ? 'is' : 'are'} set, but no bucket`)
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) problems.push("- S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither, for the SDK's default credentials)")
  return problems.length > 0 ? ['Object storage (S3_*) is half set. Set:', ...problems] : []
}

/** One VAPID key without the other signs nothing the browsers subscribed to. */
const vapidKeyHalf = (env: ParsedEnv): string[] =>
  !env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY ? ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (or neither, for a pair made once and kept in the database)'] : []
