import { Hono } from 'hono'
import { notificationPreferencesAnswerSchema, pushPublicKeySchema } from '../../../domain/answers/notifications.ts'
import { notificationPreferencesSchema } from '../../../domain/notification-preferences.ts'
import { pushSubscriptionSchema, pushUnsubscribeSchema, type PushPublicKey } from '../../../domain/push-subscription.ts'
import { publicRoute, requireUser, type AuthEnv } from '../../http/auth-middleware.ts'
import { apiErrorOnField } from '../../http/errors.ts'
import { mailLocale } from '../../mail/templates/locale.ts'
import type { Db } from '../../db/client.ts'
import type { NotificationsContext } from './context.ts'
import { noStore } from '../../http/no-store.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import { readPreferences, writePreferences } from './preferences.ts'
import { pushEndpointAllowed } from './push-endpoint.ts'
import { removeSubscription, saveSubscription } from './subscriptions.ts'

const tag = 'Notifications'
const none = (description: string) => ({ description, contentType: 'none' as const })

/** What the push and preference routes need. */
interface NotificationRoutesContext {
  db: Db
  now: () => Date
  notifications: NotificationsContext
}

/** GET /api/push/public-key: what a browser subscribes with. The same for everyone, and for long: cacheable. */
export const pushKeyRoutes = ({ notifications }: NotificationRoutesContext) =>
  new Hono().get(
    '/public-key',
    publicRoute,
    endpoint({ tag, summary: "The server's VAPID public key: a browser's applicationServerKey", answers: { 200: json('The key, base64url', pushPublicKeySchema) } }),
    async (c) => {
      const { publicKey } = await notifications.vapidKeys()
      c.header('Cache-Control', 'public, max-age=3600')
      return c.json({ publicKey } satisfies PushPublicKey)
    },
  )

/** /api/me/push-subscriptions: this browser's pushes on or off (docs/NOTIFICATIONS.md). */
export const myPushSubscriptionRoutes = ({ db, now, notifications }: NotificationRoutesContext) =>
  new Hono<AuthEnv>()
    .use(noStore)
    .post(
      '/',
      requireUser,
      endpoint({
        tag,
        summary: "Keeps this browser's push subscription for the caller (PushSubscription.toJSON())",
        description:
          "Idempotent per endpoint: the same endpoint again takes the new keys and owner. The pushes are written in the request's Accept-Language. Production takes https endpoints only.",
        answers: { 201: none('Kept') },
      }),
      input('json', pushSubscriptionSchema),
      async (c) => {
        const subscription = c.req.valid('json')
        if (!pushEndpointAllowed(subscription.endpoint, notifications.settings)) throw apiErrorOnField('endpoint', 'push_endpoint_not_allowed')
        await saveSubscription(db, c.get('user').id, subscription, mailLocale(c.req.header('Accept-Language')), now())
        return c.body(null, 201)
      },
    )
    .delete(
      '/',
      requireUser,
      endpoint({ tag, summary: "Forgets the caller's subscription at that endpoint", answers: { 204: none('Forgotten (or never kept)') } }),
      input('json', pushUnsubscribeSchema),
      async (c) => {
        await removeSubscription(db, c.get('user').id, c.req.valid('json').endpoint)
        return c.body(null, 204)
      },
    )

/** /api/me/notification-preferences: each kind on or off, email and push together. */
export const myNotificationPreferenceRoutes = ({ db, now }: NotificationRoutesContext) =>
  new Hono<AuthEnv>()
    .use(noStore)
    .get(
      '/',
      requireUser,
      endpoint({ tag, summary: 'Each notification kind on or off, email and push together', answers: { 200: json('The preferences', notificationPreferencesAnswerSchema) } }),
      async (c) => c.json(await readPreferences(db, c.get('user').id)),
    )
    .put(
      '/',
      requireUser,
      endpoint({
        tag,
        summary: 'Turns each notification kind on or off; the mails are written in the Accept-Language of this request from now on',
        answers: { 200: json('The preferences as saved', notificationPreferencesAnswerSchema) },
      }),
      input('json', notificationPreferencesSchema),
      async (c) => c.json(await writePreferences(db, c.get('user').id, c.req.valid('json'), mailLocale(c.req.header('Accept-Language')), now())),
    )
