import { gzipSync } from 'node:zlib'
import { chromium, type Response } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium.ts'

export interface JsFile {
  path: string
  bytes: number
  gzipBytes: number
  /** The Content-Encoding the server sent ('identity' when none). */
  servedAs: string
}

export interface FirstVisit {
  path: string
  files: JsFile[]
  gzipBytes: number
  bytes: number
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length

/**
 * The JavaScript a first visit loads before it is interactive, as the browser fetches it: a fresh
 * context (empty cache, cache disabled, service workers blocked so the precache does not join in)
 * loads the page until the network is idle, and every script response counts, compressed here
 * with gzip level 9 whatever the server sent.
 */
export async function measureFirstVisits(origin: string, paths: string[]): Promise<FirstVisit[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, timeout: 60_000 })
  try {
    const visits: FirstVisit[] = []
    for (const path of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      const pending: Promise<JsFile | null>[] = []
      page.on('response', (response: Response) => {
        if (response.request().resourceType() !== 'script') return
        pending.push(
          response
            .body()
            .then((body) => ({
              path: new URL(response.url()).pathname,
              bytes: body.length,
              gzipBytes: gzipSize(body),
              servedAs: response.headers()['content-encoding'] ?? 'identity',
            }))
            .catch(() => null),
        )
      })
      const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 })
      if (!response?.ok()) throw new Error(`GET ${path} answered ${response?.status()}`)
      const files = (await Promise.all(pending)).filter((file): file is JsFile => file !== null).sort((a, b) => b.gzipBytes - a.gzipBytes)
      visits.push({
        path,
        files,
        bytes: files.reduce((sum, file) => sum + file.bytes, 0),
        gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      })
      await context.close()
    }
    return visits
  } finally {
    await browser.close()
  }
}
