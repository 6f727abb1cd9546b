import { Workbox } from 'workbox-window'
import { isCatalogueRequest, isUploadedImage } from './cache-rules.ts'
import { networkQuiet } from './page-settled.ts'
import { offerUpdate } from './update-offer.ts'
import { loadNewBuildFromNetwork, UPDATE_SWITCH_LIMIT_MS } from './update-switch.ts'

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

interface Registration {
  /** This page is the update's network load, already the new build, whose worker may still be waiting. */
  newBuildLoaded?: boolean
  /** Called when the first worker of this device takes the page (not on an update): the page can fetch through it what should work offline. */
  onFirstControl?: () => void
}

/**
 * Registers dist/sw.js with workbox-window (loaded after the page's load event, so it costs the
 * first paint nothing). A new build installs in the background and waits; the prompt offers it, and
 * accepting tells the waiting worker to take over, then reloads into the new build (or loads it
 * from the network when the old worker does not let go: update-switch.ts).
 */
export async function registerServiceWorker({ newBuildLoaded = false, onFirstControl }: Registration = {}) {
  if (!('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js', { scope: '/' })
  let accepted = false
  let fallback: number | undefined
  let registration: ServiceWorkerRegistration | undefined

  wb.addEventListener('waiting', () => {
    if (newBuildLoaded) return wb.messageSkipWaiting()
    offerUpdate(() => {
      accepted = true
      // Another tab may have switched already: then this one only needs to load the new build.
      if (!registration?.waiting) return window.location.reload()
      // The tap itself starts requests (the touch chunk): let them end before the old worker is asked to stop.
      void networkQuiet(150, 1_500).then(() => {
        wb.messageSkipWaiting()
        // Offline the network cannot serve the new build: then the switch waits for the old worker to go idle.
        fallback = window.setTimeout(() => navigator.onLine && loadNewBuildFromNetwork(), UPDATE_SWITCH_LIMIT_MS)
      })
    })
  })
  wb.addEventListener('controlling', (event) => {
    if (accepted) {
      window.clearTimeout(fallback)
      window.location.reload()
    } else if (!event.isUpdate) {
      cacheWhatTheFirstVisitLoaded(wb)
      onFirstControl?.()
    }
  })

  registration = await wb.register()
  if (!registration) return
  const checkForUpdate = () => void wb.update().catch(() => undefined)
  window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS)
  window.addEventListener('focus', checkForUpdate)

  // Ask the browser not to evict the saved trips under storage pressure; it decides (installed apps usually get it).
  await navigator.storage?.persist?.().catch(() => false)
}
