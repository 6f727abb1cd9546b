import { chromium, type Page } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium.ts'

/** docs/OFFLINE.md: a repeat visit with the network off paints its first content within this. */
export const offlineTargets = { fcpMs: 500 }

export interface OfflineVisit {
  path: string
  /** Navigation start to first contentful paint, each run. */
  fcpMs: number[]
  /** Navigation start to the screen's own heading drawn by the app (data from the device), each run. */
  screenMs: number[]
}

export interface OfflineResults {
  runs: number
  visits: OfflineVisit[]
  /** The saved query cache (localStorage['roteiro.queries']) after browsing home, /trips, the trip and the tips. */
  persisted: { queries: number; bytes: number }
  /** Cache Storage after that browse: entries per cache. */
  caches: { name: string; entries: number }[]
}

declare global {
  interface Window {
    __screenDrawnAt?: number
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The first-contentful-paint entry of this document, from a buffered PerformanceObserver. */
const firstContentfulPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no first-contentful-paint within 10 s')), 10_000)
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0]
          if (!entry) return
          clearTimeout(timer)
          observer.disconnect()
          resolve(entry.startTime)
        }).observe({ type: 'paint', buffered: true })
      }),
  )

/**
 * Repeat visits with the network off, in Chromium: one online visit installs the service worker
 * and saves what it saw; then, offline, each path is opened `runs` times and the time from
 * navigation start to first contentful paint is read with a PerformanceObserver (the static shell
 * paints it), as is the time until the app has drawn the screen's heading from the saved data.
 */
export async function measureOfflineVisits(origin: string, paths: string[], { runs = 7 } = {}): Promise<OfflineResults> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, timeout: 60_000 })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, locale: 'pt-BR', serviceWorkers: 'allow' })
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (window.__screenDrawnAt === undefined && document.querySelector('#main h1')) window.__screenDrawnAt = performance.now()
      }).observe(document, { childList: true, subtree: true })
    })
    const page = await context.newPage()
    await page.goto(`${origin}/`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 })
    for (const path of [...paths, '/trips', '/user/tripTips']) {
      await page.goto(`${origin}${path}`)
      await page.waitForFunction(() => window.__screenDrawnAt !== undefined, null, { timeout: 30_000 })
    }
    // Saves are throttled to one a second.
    await page.waitForTimeout(1_500)
    const persisted = await page.evaluate(() => {
      const text = localStorage.getItem('roteiro.queries') ?? ''
      const saved = text ? (JSON.parse(text) as { clientState: { queries: unknown[] } }) : null
      return { queries: saved?.clientState.queries.length ?? 0, bytes: new Blob([text]).size }
    })
    const caches = await page.evaluate(async () =>
      Promise.all((await window.caches.keys()).map(async (name) => ({ name, entries: (await (await window.caches.open(name)).keys()).length }))),
    )

    await context.setOffline(true)
    const visits: OfflineVisit[] = []
    for (const path of paths) {
      const visit: OfflineVisit = { path, fcpMs: [], screenMs: [] }
      for (let run = 0; run < runs; run++) {
        await page.goto(`${origin}${path}`)
        visit.fcpMs.push(await firstContentfulPaint(page))
        await page.waitForFunction(() => window.__screenDrawnAt !== undefined, null, { timeout: 30_000 })
        visit.screenMs.push(await page.evaluate(() => window.__screenDrawnAt!))
      }
      visits.push(visit)
    }
    return { runs, visits, persisted, caches }
  } finally {
    await browser.close()
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** The offline rows of the bench report (docs/PERFORMANCE.md, "Offline"). */
export function renderOfflineResults(results: OfflineResults): string {
  return [
    `Offline repeat visits (Chromium, network off after one online visit, median of ${results.runs} runs; the precache row above is what that first visit installs):`,
    '',
    '| Measure | Figure | Target | |',
    '|---|---|---|---|',
    ...results.visits.flatMap((visit) => {
      const fcp = median(visit.fcpMs)
      return [
        `| Offline repeat visit \`${visit.path}\`: navigation → first contentful paint | ${ms(fcp)} (runs ${visit.fcpMs.map((value) => Math.round(value)).join(', ')}) | ≤ ${offlineTargets.fcpMs} ms | ${fcp <= offlineTargets.fcpMs ? 'met' : '**missed**'} |`,
        `| Offline repeat visit \`${visit.path}\`: navigation → the screen's heading drawn from saved data | ${ms(median(visit.screenMs))} | — | |`,
      ]
    }),
    `| Saved query cache after browsing home, \`/trips\`, the trip and the tips (demo data) | ${kB(results.persisted.bytes)} in localStorage, ${results.persisted.queries} queries | — | |`,
    `| Cache Storage after that browse | ${results.caches.map((cache) => `${cache.name.replace(/-https?:\/\/.*$/, '')} ${cache.entries}`).join(', ')} entries | — | |`,
  ].join('\n')
}
