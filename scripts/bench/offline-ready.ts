/**
 * How soon a first visit is ready to go offline (issue 30): `npm run bench -- offline-ready`.
 * Builds the app into .tmp/bench/dist (`--no-build` serves dist/), starts the real server with the
 * demo data, and opens `/`, a trip page and a payment link as a phone does (412 px, touch), each
 * in a fresh context `--runs=N` times (3), and reads how long after the load event the visit is
 * ready to go offline (scripts/lib/offline-ready.ts): from then on the pages seen open with the
 * network off.
 *
 * `--build=<dir>` (repeatable) measures the client built in `<dir>/dist` too, its runs interleaved
 * with this one's: a build of the code before a change, side by side in one run (docs/PERFORMANCE.md
 * says how to make one). Prints only.
 */
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { offlineReadyAfterLoad } from '../lib/offline-ready.ts'
import { chromiumFlags, chromiumPath } from './chromium.ts'
import { median } from './offline.ts'
import { pickPaymentLink } from './payment-link.ts'
import { buildForBench, startServer, type RunningServer } from './server.ts'

export const offlineReadyUsage = 'usage: npm run bench -- offline-ready [--no-build] [--runs=N] [--build=<dir with a dist/>]...'

/** Issue 30: a traveller who loses signal this long after the link loaded has the pages offline. */
export const offlineReadyTargetMs = 3_000

interface Build {
  name: string
  server: RunningServer
}

/** A phone's fresh visit: a new context (empty caches, no worker), 412 px, touch. */
async function freshVisit(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'pt-BR', serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    return await offlineReadyAfterLoad(page)
  } finally {
    await context.close()
  }
}

async function pickTripPath(origin: string): Promise<string> {
  const page = (await (await fetch(`${origin}/api/trips?featured=true&pageSize=1`)).json()) as { items: { slug: string }[] }
  if (!page.items[0]) throw new Error('the demo data holds no featured trip')
  return `/trip/${page.items[0].slug}`
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`

/** Runs the bench and prints its figures. 0 when it ran, 2 on bad options. */
export async function runOfflineReadyBench(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => !/^--(no-build|runs=[1-9]\d*|build=.+)$/.test(arg))
  if (unknown.length > 0) {
    console.error(`bench offline-ready: unknown option ${unknown.join(' ')}\n${offlineReadyUsage}`)
    return 2
  }
  const runs = Number(/^--runs=(\d+)$/.exec(args.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3)
  const others = args.filter((arg) => arg.startsWith('--build=')).map((arg) => path.resolve(arg.slice('--build='.length)))
  const step = (text: string) => console.info(`bench: ${text}`)
  const appDir = await buildForBench(args, step)
  const loadAtStart = os.loadavg()[0]!.toFixed(2)
  const builds: Build[] = []
  let browser: Browser | undefined
  try {
    for (const dir of [appDir, ...others]) {
      step(`starting the server for ${path.relative(process.cwd(), dir) || '.'}/dist on 127.0.0.1`)
      builds.push({ name: dir === appDir ? 'this build' : path.relative(process.cwd(), dir), server: await startServer(dir) })
    }
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, timeout: 60_000 })
    const origin = builds[0]!.server.origin
    const linkPath = await pickPaymentLink(origin, builds[0]!.server.dataDir)
    const paths = ['/', await pickTripPath(origin), ...(linkPath ? [linkPath] : [])]
    const figures = new Map<string, number[]>()
    for (let index = 1; index <= runs; index++)
      for (const pagePath of paths)
        for (const build of builds) {
          step(`run ${index}/${runs}: ${build.name} ${pagePath.replace(/=.*/, '=…')}`)
          // Each build's own demo data: a payment link's token is its server's.
          const own = build === builds[0] || !pagePath.includes('=') ? pagePath : await pickPaymentLink(build.server.origin, build.server.dataDir)
          const key = `${build.name}\u0000${pagePath}`
          figures.set(key, [...(figures.get(key) ?? []), await freshVisit(browser, `${build.server.origin}${own}`)])
        }
    const header = `| Page | ${builds.map((build) => `${build.name}: median (runs)`).join(' | ')} |`
    console.info(
      [
        '',
        `On ${os.cpus().length} CPUs, load average ${loadAtStart} at the start and ${os.loadavg()[0]!.toFixed(2)} at the end, Node ${process.version}.`,
        `Offline-ready after the load event (target ≤ ${ms(offlineReadyTargetMs)}), a phone's fresh visit, ${runs} runs each:`,
        '',
        header,
        `|---|${builds.map(() => '---').join('|')}|`,
        ...paths.map(
          (pagePath) =>
            `| \`${pagePath.replace(/=.*/, '=…')}\` | ${builds
              .map((build) => {
                const values = figures.get(`${build.name}\u0000${pagePath}`)!
                return `**${ms(median(values))}** (${values.map((value) => Math.round(value)).join(', ')})`
              })
              .join(' | ')} |`,
        ),
        '',
      ].join('\n'),
    )
    return 0
  } finally {
    await browser?.close()
    await Promise.all(builds.map((build) => build.server.stop()))
  }
}
