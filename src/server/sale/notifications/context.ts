import type { AppDeps } from '../../app-deps.ts'
import { pushAndMailNotifier, type Notifier } from './notifier.ts'
import { resolvePushSettings, type PushSettings, type VapidKeys } from './push-settings.ts'
import { vapidKeys } from './vapid-keys.ts'

/** The notifier and what the push routes need, made once per app with the sale's context (sale/context.ts). */
export interface NotificationsContext {
  settings: PushSettings
  vapidKeys: () => Promise<VapidKeys>
  notifier: Notifier
}

export function createNotifications(deps: AppDeps, now: () => Date): NotificationsContext {
  const settings = resolvePushSettings(deps.push)
  const keys = vapidKeys(deps.db, settings)
  return { settings, vapidKeys: keys, notifier: pushAndMailNotifier({ db: deps.db, mailer: deps.mailer, push: settings, vapidKeys: keys, now }) }
}
