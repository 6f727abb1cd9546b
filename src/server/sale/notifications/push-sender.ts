import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import webpush from 'web-push'
import type { PushMessage } from '../../../domain/push-message.ts'
import { isNamedHost, isPrivateLiteral, publicAddressLookup, pushEndpointAllowed, type PushEndpointPolicy } from './push-endpoint.ts'
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

interface PushRequest {
  method: string
  headers: Record<string, string>
  body: Buffer
}

/**
 * One POST and its status, never a redirect followed (a push service answers a push itself; a
 * redirect could only lead elsewhere). A host named in PUSH_ENDPOINT_HOSTS is reached wherever
 * it resolves; any other must resolve to public addresses only.
 */
function post(url: URL, { method, headers, body }: PushRequest, policy: PushEndpointPolicy): Promise<number> {
  const named = isNamedHost(url, policy)
  if (!named && isPrivateLiteral(url)) return Promise.reject(new Error(`${url.hostname} is not a public address`))
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(url, { method, headers, signal: AbortSignal.timeout(TIMEOUT_MS), ...(named ? {} : { lookup: publicAddressLookup }) }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * Encrypts the message for one subscription (RFC 8291, aes128gcm), signs the request with VAPID
 * (RFC 8292) and sends it, if the endpoint is still one pushes may go to (the policy may have
 * narrowed since the browser subscribed). web-push makes the request; `post` sends it.
 */
export async function sendPush(target: PushTarget, message: PushMessage, vapid: VapidKeys & { subject: string }, policy: PushEndpointPolicy): Promise<PushOutcome> {
  if (!pushEndpointAllowed(target.endpoint, policy)) return { kind: 'failed', status: null, reason: 'the endpoint is not a push service this server sends to' }
  const details = webpush.generateRequestDetails(target, JSON.stringify(message), {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
  })
  try {
    const status = await post(new URL(details.endpoint), { method: details.method, headers: details.headers as Record<string, string>, body: details.body }, policy)
    if (status >= 200 && status < 300) return { kind: 'sent' }
    if (status === 404 || status === 410) return { kind: 'gone' }
    return { kind: 'failed', status, reason: status >= 300 && status < 400 ? 'a redirect, not followed' : `HTTP ${status}` }
  } catch (error) {
    return { kind: 'failed', status: null, reason: error instanceof Error ? error.message : String(error) }
  }
}
