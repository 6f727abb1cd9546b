import webpush from 'web-push'
import type { PushMessage } from '../../domain/push-message.ts'
import type { VapidKeys } from './push-settings.ts'

export interface PushTarget {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** What became of one push: delivered, the subscription is gone for good (404/410), or a failure worth a log line. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; status: number | null; reason: string }

/** How long the push service keeps a message for a phone that is off: a day, the reminders' own horizon. */
const TTL_SECONDS = 24 * 60 * 60

const TIMEOUT_MS = 10_000

/**
 * Encrypts the message for one subscription (RFC 8291, aes128gcm), signs the request with VAPID
 * (RFC 8292) and sends it. web-push makes the request; our fetch sends it, so a push service on
 * http (the tests' local one) is reached as an https one is.
 */
export async function sendPush(target: PushTarget, message: PushMessage, vapid: VapidKeys & { subject: string }): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(target, JSON.stringify(message), {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
  })
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (response.ok) return { kind: 'sent' }
    if (response.status === 404 || response.status === 410) return { kind: 'gone' }
    return { kind: 'failed', status: response.status, reason: response.statusText }
  } catch (error) {
    return { kind: 'failed', status: null, reason: error instanceof Error ? error.message : String(error) }
  }
}
