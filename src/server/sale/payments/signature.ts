import { createHmac } from 'node:crypto'
import { sameHash } from '../../auth/tokens.ts'
import { WebhookRejected } from '../orders/gateway.ts'

/** A webhook older or newer than this (seconds) is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export const SIGNATURE_HEADER = 'Roteiro-Signature'

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex')

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the sandbox's (Stripe-like) signature header. */
export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000)
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`
}

/** Parses `k=v,k=v` headers (both the sandbox's and Mercado Pago's x-signature). */
export function parseSignatureHeader(header: string | null): Map<string, string> {
  const parts = new Map<string, string>()
  for (const part of (header ?? '').split(',')) {
    const [key, ...value] = part.trim().split('=')
    if (key && value.length > 0) parts.set(key.trim(), value.join('=').trim())
  }
  return parts
}

export function assertFresh(timestampSeconds: number, now: Date) {
  if (!Number.isFinite(timestampSeconds) || Math.abs(now.getTime() / 1000 - timestampSeconds) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookRejected('stale webhook')
}

/** Throws WebhookRejected unless the header signs this very body within the tolerance. */
export function verifyWebhook(secret: string, rawBody: string, header: string | null, now: Date) {
  if (!header) throw new WebhookRejected('no signature header', true)
  const parts = parseSignatureHeader(header)
  const t = parts.get('t')
  const v1 = parts.get('v1')
  if (!t || !v1 || !/^\d{1,12}$/.test(t)) throw new WebhookRejected('no signature')
  assertFresh(Number(t), now)
  if (!sameHash(v1, hmac(secret, `${t}.${rawBody}`))) throw new WebhookRejected('bad signature')
}
