import webpush from 'web-push'
import type { Db } from '../../db/client.ts'
import { sharedSecret } from '../orders/secrets.ts'
import type { PushSettings, VapidKeys } from './push-settings.ts'

/**
 * The VAPID key pair: the configured one, or one made once and kept in the database (not in the
 * data folder), so every instance of a cluster signs with the pair the browsers subscribed to.
 */
export function vapidKeys(db: Db, settings: PushSettings): () => Promise<VapidKeys> {
  const stored = sharedSecret(db, 'vapid-keys', settings.vapid && JSON.stringify(settings.vapid), () => JSON.stringify(webpush.generateVAPIDKeys()))
  return async () => JSON.parse(await stored()) as VapidKeys
}
