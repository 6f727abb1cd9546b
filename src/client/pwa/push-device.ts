import { base64UrlBytes } from '../../domain/base64url.ts'
import { api } from '../api.ts'

/**
 * This browser's side of Web Push (docs/NOTIFICATIONS.md): the permission, the subscription the
 * service worker holds, and whether the user already said no to our offer here.
 */

const fetchPushPublicKey = async () => (await api.get('/api/push/public-key')).publicKey

const noBody = () => Promise.resolve(undefined)

/** POST /api/me/push-subscriptions: this browser's subscription, for the signed-in user, in the page's language. */
function sendPushSubscription(subscription: PushSubscription) {
  const { keys } = subscription.toJSON()
  const body = { endpoint: subscription.endpoint, expirationTime: subscription.expirationTime, keys: { auth: keys?.['auth'] ?? '', p256dh: keys?.['p256dh'] ?? '' } }
  return api.post('/api/me/push-subscriptions', { body, read: noBody })
}

/** DELETE /api/me/push-subscriptions. */
const forgetPushSubscription = (endpoint: string, quietStatuses?: number[]) => api.delete('/api/me/push-subscriptions', { body: { endpoint }, read: noBody, quietStatuses })

export const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

const declinedKey = (userId: number) => `roteiro.push-offer-declined.${userId}`

/** "Not now" on the offer: it is not shown again to this user on this device (the profile still turns push on). */
export const pushOfferDeclined = (userId: number) => localStorage.getItem(declinedKey(userId)) === '1'
export const declinePushOffer = (userId: number) => localStorage.setItem(declinedKey(userId), '1')

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Asks for the permission (only ever from a click), subscribes with the server's key and hands the subscription to the API. False when the user refuses. */
export async function enablePush(): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false
  const registration = await navigator.serviceWorker.ready
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(await fetchPushPublicKey()) }))
  await sendPushSubscription(subscription)
  return true
}

export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription()
  if (!subscription) return
  await forgetPushSubscription(subscription.endpoint)
  await subscription.unsubscribe()
}

/**
 * At sign-out: this browser stops receiving the account's pushes, whoever uses it next. Said
 * quietly; should the DELETE not get through (offline), the push service answers the next push
 * with 410 and the server forgets the subscription then.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  const subscription = await currentPushSubscription()
  if (!subscription) return
  await forgetPushSubscription(subscription.endpoint, [0, 400, 403, 404, 429, 500, 502, 503, 504]).catch(() => undefined)
  await subscription.unsubscribe()
}
