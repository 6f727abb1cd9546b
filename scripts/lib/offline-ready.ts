import type { Page } from '@playwright/test'
import { isCatalogueRequest } from '../../src/client/pwa/cache-rules.ts'

/**
 * Milliseconds from the page's load event until it is ready to go offline (issue 30): the service
 * worker controls it, the catalogue's answers this visit fetched are in the worker's caches, and
 * the saved query cache is written. Read in the page, polled every 25 ms; throws after `limitMs`.
 * The bench (scripts/bench/offline-ready.ts) and the browser tests read it the same way.
 */
export async function offlineReadyAfterLoad(page: Page, { limitMs = 30_000 } = {}): Promise<number> {
  await page.waitForLoadState('load')
  const origin = new URL(page.url()).origin
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  const catalogue = fetched.filter((name) => isCatalogueRequest({ url: new URL(name), sameOrigin: new URL(name).origin === origin }))
  return page.evaluate(
    async ({ urls, limitMs }) => {
      const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd
      const started = performance.now()
      for (;;) {
        const controlled = navigator.serviceWorker.controller !== null
        const saved = localStorage.getItem('roteiro.queries') !== null
        const cached = controlled && (await Promise.all(urls.map((url) => caches.match(url)))).every(Boolean)
        if (controlled && saved && cached) return performance.now() - loadEnd
        if (performance.now() - started > limitMs) throw new Error(`not ready to go offline ${limitMs} ms after load`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    { urls: catalogue, limitMs },
  )
}
