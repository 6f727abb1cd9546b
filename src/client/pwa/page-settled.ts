/** Resolves once the page has fetched nothing for `quietMs` (or after `limitMs` whatever happens). */
export function networkQuiet(quietMs: number, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(quiet)
      clearTimeout(limit)
      resolve()
    }
    let quiet = setTimeout(done, quietMs)
    const limit = setTimeout(done, limitMs)
    const observer = new PerformanceObserver(() => {
      clearTimeout(quiet)
      quiet = setTimeout(done, quietMs)
    })
    observer.observe({ type: 'resource' })
  })
}

/** Resolves once the window's load event has fired. */
export const pageLoaded = () => new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true })))
const idle = () => new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 500 }) : resolve()))

let settled: Promise<void> | undefined

/**
 * Resolves once the page has loaded, its own requests have paused for 100 ms (a second at most)
 * and the browser is idle (half a second at most): when a first visit starts what serves later visits
 * (the service worker and its precache, the saved query cache), so the page's bandwidth and main
 * thread go to the page first. Not later (issue 30): a traveller who opened a shared link on a bus
 * is offline-ready within 3 s of the load, where two quiet seconds made it 4–5 s.
 */
export const pageSettled = () =>
  (settled ??= pageLoaded()
    .then(() => networkQuiet(100, 1000))
    .then(idle))
