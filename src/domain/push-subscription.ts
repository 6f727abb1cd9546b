import * as v from 'valibot'
import { base64UrlBytes } from './base64url.ts'

/**
 * A browser's Web Push subscription as `PushSubscription.toJSON()` gives it (docs/NOTIFICATIONS.md).
 * The keys are checked by their decoded size: a P-256 public key uncompressed (65 bytes, 0x04
 * first) and a 16-byte auth secret, what RFC 8291 encrypts to.
 */

export const pushKeyMessages = {
  p256dh: 'Not a P-256 public key (65 bytes, base64url)',
  auth: 'Not a 16-byte auth secret (base64url)',
  endpoint: 'A push endpoint is an http(s) URL',
  endpointNotAllowed: "Notifications can only be sent through a browser's own push service",
} as const

const p256dh = v.pipe(
  v.string(),
  v.maxLength(200),
  v.check((text) => {
    const bytes = base64UrlBytes(text)
    return bytes?.length === 65 && bytes[0] === 4
  }, pushKeyMessages.p256dh),
)

const auth = v.pipe(
  v.string(),
  v.maxLength(100),
  v.check((text) => base64UrlBytes(text)?.length === 16, pushKeyMessages.auth),
)

/** 9999-12-31T23:59:59.999Z: any later time is no date a browser means (and no date a database column holds). */
const LATEST_EXPIRATION_MS = 253_402_300_799_999

export const pushEndpointSchema = v.pipe(v.string(), v.maxLength(2000), v.url(pushKeyMessages.endpoint), v.regex(/^https?:\/\//, pushKeyMessages.endpoint))

export const pushSubscriptionSchema = v.object({
  endpoint: pushEndpointSchema,
  /** Milliseconds since the epoch when the browser will drop it, or null (most browsers). */
  expirationTime: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LATEST_EXPIRATION_MS))), null),
  keys: v.object({ p256dh, auth }),
})

export type PushSubscriptionJson = v.InferOutput<typeof pushSubscriptionSchema>

export const pushUnsubscribeSchema = v.object({ endpoint: pushEndpointSchema })

/** GET /api/push/public-key: the server's VAPID public key, the `applicationServerKey` a browser subscribes with. */
export interface PushPublicKey {
  publicKey: string
}
