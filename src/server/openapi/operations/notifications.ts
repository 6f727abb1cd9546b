import { notificationPreferencesAnswerSchema, pushPublicKeySchema } from '../../../domain/answers/notifications.ts'
import { notificationPreferencesSchema } from '../../../domain/notification-preferences.ts'
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../../domain/push-subscription.ts'
import { json, type Operation } from '../operation.ts'

const tag = 'Notifications'
const none = (description: string) => ({ description, contentType: 'none' as const })

/** Web Push subscriptions and each kind on or off (docs/NOTIFICATIONS.md). */
export const notificationOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/push/public-key',
    tag,
    summary: "The server's VAPID public key: a browser's applicationServerKey",
    answers: { 200: json('The key, base64url', pushPublicKeySchema) },
  },
  {
    method: 'POST',
    path: '/api/me/push-subscriptions',
    tag,
    summary: "Keeps this browser's push subscription for the caller (PushSubscription.toJSON())",
    description:
      "Idempotent per endpoint: the same endpoint again takes the new keys and owner. The pushes are written in the request's Accept-Language. Production takes https endpoints only.",
    body: pushSubscriptionSchema,
    answers: { 201: none('Kept') },
  },
  {
    method: 'DELETE',
    path: '/api/me/push-subscriptions',
    tag,
    summary: "Forgets the caller's subscription at that endpoint",
    body: pushUnsubscribeSchema,
    answers: { 204: none('Forgotten (or never kept)') },
  },
  {
    method: 'GET',
    path: '/api/me/notification-preferences',
    tag,
    summary: 'Each notification kind on or off, email and push together',
    answers: { 200: json('The preferences', notificationPreferencesAnswerSchema) },
  },
  {
    method: 'PUT',
    path: '/api/me/notification-preferences',
    tag,
    summary: 'Turns each notification kind on or off; the mails are written in the Accept-Language of this request from now on',
    body: notificationPreferencesSchema,
    answers: { 200: json('The preferences as saved', notificationPreferencesAnswerSchema) },
  },
]
