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

/** What the worker tells the open pages after replaying a kept form: its key and the server's status. */
export interface FormReplayed {
  type: 'roteiro:form-replayed'
  idempotencyKey: string | null
  status: number
}

interface QueueEntry {
  request: Request
}

/**
 * Workbox's own replay, plus a message to the open pages for each request the server answered
 * (the page's own retry at `online` may have raced the network back and been kept again).
 * Throwing keeps the rest for the next sync, as Workbox's does.
 */
const replayForms = async ({ queue }: { queue: { shiftRequest(): Promise<QueueEntry | undefined>; unshiftRequest(entry: QueueEntry): Promise<void> } }) => {
  const worker = self as unknown as { clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> } }
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let status: number
    try {
      status = (await fetch(entry.request.clone())).status
    } catch (error) {
      await queue.unshiftRequest(entry)
      throw error
    }
    const replayed = { type: 'roteiro:form-replayed', idempotencyKey: entry.request.headers.get('Idempotency-Key'), status } satisfies FormReplayed
    for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage(replayed)
  }
}

export const formQueueRoute: RuntimeCaching = {
  urlPattern: isOfflineForm,
  method: 'POST',
  handler: 'NetworkOnly',
  options: {
    // A day: a submission older than that is stale for the agency; the page would have told the user long before.
    backgroundSync: { name: 'roteiro-forms', options: { maxRetentionTime: 24 * 60, onSync: replayForms } },
    plugins: [
      // Only a failed fetch reaches here (an HTTP error is an answer), and background sync has queued it by then.
      // The header's name is written out: this function runs in the worker, where queuedHeader is not.
      { handlerDidError: async () => new Response(null, { status: 202, headers: { 'Roteiro-Queued': 'true' } }) },
    ],
  },
}
