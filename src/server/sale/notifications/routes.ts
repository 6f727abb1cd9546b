import { Hono } from 'hono'
import { notificationPreferencesSchema } from '../../../domain/notification-preferences.ts'
import { pushSubscriptionSchema, pushUnsubscribeSchema, type PushPublicKey } from '../../../domain/push-subscription.ts'
import { publicRoute, requireUser, type AuthEnv } from '../../http/auth-middleware.ts'
import { apiErrorOnField } from '../../http/errors.ts'
import { jsonBody } from '../../http/validation.ts'
import { mailLocale } from '../../mail/templates/locale.ts'
import type { Db } from '../../db/client.ts'
import type { NotificationsContext } from './context.ts'
import { noStore } from '../../http/no-store.ts'
import { readPreferences, writePreferences } from './preferences.ts'
import { pushEndpointAllowed } from './push-endpoint.ts'
import { removeSubscription, saveSubscription } from './subscriptions.ts'

/** What the push and preference routes need. */
interface NotificationRoutesContext {
  db: Db
  now: () => Date
  notifications: NotificationsContext
}

/** GET /api/push/public-key: what a browser subscribes with. The same for everyone, and for long: cacheable. */
export const pushKeyRoutes = ({ notifications }: NotificationRoutesContext) =>
  new Hono().get('/public-key', publicRoute, async (c) => {
    const { publicKey } = await notifications.vapidKeys()
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json({ publicKey } satisfies PushPublicKey)
  })

/** /api/me/push-subscriptions: this browser's pushes on or off (docs/NOTIFICATIONS.md). */
export const myPushSubscriptionRoutes = ({ db, now, notifications }: NotificationRoutesContext) =>
  new Hono<AuthEnv>()
    .use(noStore)
    .post('/', requireUser, async (c) => {
      const subscription = await jsonBody(c, pushSubscriptionSchema)
      if (!pushEndpointAllowed(subscription.endpoint, notifications.settings)) throw apiErrorOnField('endpoint', 'push_endpoint_not_allowed')
      await saveSubscription(db, c.get('user').id, subscription, mailLocale(c.req.header('Accept-Language')), now())
      return c.body(null, 201)
    })
    .delete('/', requireUser, async (c) => {
      await removeSubscription(db, c.get('user').id, (await jsonBody(c, pushUnsubscribeSchema)).endpoint)
      return c.body(null, 204)
    })

/** /api/me/notification-preferences: each kind on or off, email and push together. */
export const myNotificationPreferenceRoutes = ({ db, now }: NotificationRoutesContext) =>
  new Hono<AuthEnv>()
    .use(noStore)
    .get('/', requireUser, async (c) => c.json(await readPreferences(db, c.get('user').id)))
    .put('/', requireUser, async (c) =>
      c.json(await writePreferences(db, c.get('user').id, await jsonBody(c, notificationPreferencesSchema), mailLocale(c.req.header('Accept-Language')), now())),
    )
