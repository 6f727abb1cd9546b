import type { VitePWAOptions } from 'vite-plugin-pwa'

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number]

/**
 * The offline forms (docs/OFFLINE.md, "Forms sent offline"): the contact message and the custom
 * trip request. Their POST goes through the service worker; when it fails for want of a network,
 * Workbox's background sync keeps it in IndexedDB and sends it again when the network returns, and
 * the page gets a 202 marked `Roteiro-Queued` instead of a network error. The functions are written
 * into dist/sw.js as their source text, so each stands alone (no imports, no outside names).
 */
export const queuedHeader = 'Roteiro-Queued'

/** Same-origin POSTs of the two forms (an API on another origin gets the page's own fallback). */
const isOfflineForm = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && /^\/api\/(contact|forfait-requests)\/?$/.test(url.pathname)

export const formQueueRoute: RuntimeCaching = {
  urlPattern: isOfflineForm,
  method: 'POST',
  handler: 'NetworkOnly',
  options: {
    // A day: a submission older than that is stale for the agency; the page would have told the user long before.
    backgroundSync: { name: 'roteiro-forms', options: { maxRetentionTime: 24 * 60 } },
    plugins: [
      // Only a failed fetch reaches here (an HTTP error is an answer), and background sync has queued it by then.
      { handlerDidError: async () => new Response(null, { status: 202, headers: { 'Roteiro-Queued': 'true' } }) },
    ],
  },
}
