import type { NotificationKind } from './notification.ts'

/** The decrypted payload of a push: what the service worker shows (src/client/pwa/push-handlers.js) and opens on a click. */
export interface PushMessage {
  kind: NotificationKind
  title: string
  body: string
  /** The app path the click opens. */
  path: string
}
