import type { Env } from '../../env.ts'

/** Unpaid link orders of one trip (or product): per payer email (LINK_PENDING_CAP) and per agency (LINK_AGENCY_PENDING_CAP). */
export interface LinkPendingCaps {
  perPayer: number
  perAgency: number
}

export interface MercadoPagoSettings {
  accessToken: string
  publicKey: string
  /** The "secret signature" of the application's webhooks (Your integrations → Webhooks). */
  webhookSecret: string
  apiUrl: string
}

export interface FirebaseSettings {
  projectId: string
  /** The web app's config for the browser SDK; the server itself needs only the project id. */
  apiKey: string | null
  authDomain: string | null
  /** A service account's JSON; absent: application default credentials (or the emulator). */
  serviceAccountJson: string | null
}

export interface PaymentSettings {
  gateway: 'sandbox' | 'mercadopago'
  /** The admin endpoint that pays a sandbox Pix or boleto; off in production unless enabled. */
  sandboxControl: boolean
  /** Signs and verifies the sandbox's webhooks; null: a random secret shared through the database. */
  webhookSecret: string | null
  /** Signs the tickets of the events stream and the boleto PDF link; null: as above. */
  ticketSecret: string | null
  /** Where the PWA and API are served: the real gateway's notification URL starts with it. */
  publicUrl: string
  merchant: { name: string; city: string; pixKey: string; bank: string }
  mercadoPago: MercadoPagoSettings | null
  firebase: FirebaseSettings | null
  /** How often an open events stream re-reads its order; only a safety net, since every instance's changes arrive through the bus (live/sse.ts). */
  streamRecheckMs: number
  streamHeartbeatMs: number
  /** Unpaid orders a payment link takes per payer email and per agency, for one trip or product (payment-links/link-pending-cap.ts). */
  linkPendingCaps: LinkPendingCaps
}

export const defaultPaymentSettings: PaymentSettings = {
  gateway: 'sandbox',
  sandboxControl: true,
  webhookSecret: null,
  ticketSecret: null,
  publicUrl: 'http://localhost:3000',
  merchant: { name: 'Roteiro Viagens', city: 'Sao Paulo', pixKey: 'pix@roteiro.com.br', bank: '001' },
  mercadoPago: null,
  firebase: null,
  streamRecheckMs: 30_000,
  streamHeartbeatMs: 15_000,
  linkPendingCaps: { perPayer: 2, perAgency: 20 },
}

export const resolvePaymentSettings = (given: Partial<PaymentSettings> = {}): PaymentSettings => ({ ...defaultPaymentSettings, ...given })

export function paymentSettingsFromEnv(env: Env): PaymentSettings {
  const mercadoPago =
    env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_PUBLIC_KEY && env.MERCADOPAGO_WEBHOOK_SECRET
      ? { accessToken: env.MERCADOPAGO_ACCESS_TOKEN, publicKey: env.MERCADOPAGO_PUBLIC_KEY, webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET, apiUrl: env.MERCADOPAGO_API_URL }
      : null
  if (env.PAYMENT_GATEWAY === 'mercadopago' && !mercadoPago) {
    throw new Error('PAYMENT_GATEWAY=mercadopago needs MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_PUBLIC_KEY and MERCADOPAGO_WEBHOOK_SECRET')
  }
  const sandboxControl = env.SANDBOX_CONTROL ? env.SANDBOX_CONTROL === 'true' : env.NODE_ENV !== 'production'
  return resolvePaymentSettings({
    gateway: env.PAYMENT_GATEWAY,
    sandboxControl: env.PAYMENT_GATEWAY === 'sandbox' && sandboxControl,
    webhookSecret: env.PAYMENTS_WEBHOOK_SECRET || null,
    ticketSecret: env.LIVE_TICKET_SECRET || null,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    merchant: { name: env.MERCHANT_NAME, city: env.MERCHANT_CITY, pixKey: env.PIX_KEY, bank: env.BOLETO_BANK },
    linkPendingCaps: { perPayer: env.LINK_PENDING_CAP, perAgency: env.LINK_AGENCY_PENDING_CAP },
    mercadoPago,
    firebase: env.FIREBASE_PROJECT_ID
      ? {
          projectId: env.FIREBASE_PROJECT_ID,
          apiKey: env.FIREBASE_WEB_API_KEY || null,
          authDomain: env.FIREBASE_AUTH_DOMAIN || null,
          serviceAccountJson: env.FIREBASE_SERVICE_ACCOUNT || null,
        }
      : null,
  })
}
