import { Workbox } from 'workbox-window'
import { isCatalogueRequest, isUploadedImage } from './cache-rules.ts'
import { offerUpdate } from './update-offer.ts'

/** The DESIGN's "about hourly" (spec section 9: 3,600,000 ms), plus whenever the window gets focus. */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000

/**
 * Before the first service worker took the page, the first visit fetched the catalogue and its
 * pictures straight from the network. Workbox's router answers a CACHE_URLS message by fetching
 * each URL through its route, so those answers land in the service worker's caches as well.
 */
function cacheWhatTheFirstVisitLoaded(wb: Workbox) {
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name)
      const request = { url, sameOrigin: url.origin === window.location.origin }
      return isCatalogueRequest(request) || isUploadedImage(request)
    })
  if (urlsToCache.length > 0) void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } })
}

/**
 * Registers dist/sw.js with workbox-window (loaded after the first paint, so it costs the first
 * visit nothing). A new build installs in the background and waits; the prompt offers it, and
 * accepting tells the waiting worker to take over, then reloads into the new build.
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js', { scope: '/' })
  let accepted = false
  let registration: ServiceWorkerRegistration | undefined

  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      accepted = true
      // Another tab may have switched already: then this one only needs to load the new build.
      if (registration?.waiting) wb.messageSkipWaiting()
      else window.location.reload()
    })
  })
  wb.addEventListener('controlling', (event) => {
    if (accepted) window.location.reload()
    else if (!event.isUpdate) cacheWhatTheFirstVisitLoaded(wb)
  })

  registration = await wb.register()
  if (!registration) return
  const checkForUpdate = () => void wb.update().catch(() => undefined)
  window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS)
  window.addEventListener('focus', checkForUpdate)

  // Ask the browser not to evict the saved trips under storage pressure; it decides (installed apps usually get it).
  await navigator.storage?.persist?.().catch(() => false)
}
