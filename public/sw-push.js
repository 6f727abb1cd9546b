/* global self */
/* Web Push in the service worker (docs/NOTIFICATIONS.md). Workbox's generated sw.js imports this
 * file (importScripts in src/client/pwa/pwa-options.ts): generateSW writes no event handlers of
 * our own, and this is the one behaviour it cannot state. Plain script: it runs as it is served. */

const pushIcon = '/icons/icon-192.png'

/** A payload that is not our JSON (a test push from DevTools, say) is shown as its text. */
function messageOf(data) {
  if (!data) return {}
  try {
    return data.json()
  } catch {
    return { body: data.text() }
  }
}

/** The payload the server encrypts (src/domain/push-message.ts): { kind, title, body, path }. */
function notificationOf(data) {
  const message = messageOf(data)
  return {
    title: message.title || 'Roteiro',
    options: {
      body: message.body || '',
      icon: pushIcon,
      badge: pushIcon,
      // One notification per kind and page: a second "Pix expiring" for one order replaces the first.
      tag: `${message.kind || 'roteiro'}:${message.path || '/'}`,
      data: { path: typeof message.path === 'string' && message.path.startsWith('/') ? message.path : '/' },
    },
  }
}

/** Focuses a window of the app on the notification's page, or opens one there. */
async function openNotificationPath(path) {
  const url = new URL(path, self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (!open) return self.clients.openWindow(url)
  const shown = open.url === url ? open : await open.navigate(url)
  return (shown || open).focus()
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data)
  event.waitUntil(self.registration.showNotification(title, options))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(openNotificationPath((event.notification.data && event.notification.data.path) || '/'))
})
