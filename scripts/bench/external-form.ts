/**
 * How soon a payment link's form is usable (issue 24): `npm run bench -- external-form`. Builds
 * the app (into .tmp/bench/dist, as the whole bench does; `--no-build` serves dist/), starts the
 * real server with the demo data, takes one of the demo agency's open links and opens it in
 * headless Chromium, a fresh context each time (empty cache, service workers blocked), `--runs=N`
 * times (3). Prints the median time from navigation to the form usable (its first field shown and
 * enabled) and the network waterfall of the median run: each request's start and end relative to
 * the navigation. Prints only: the figures before and after a change go into docs/PERFORMANCE.md
 * by hand.
 */
import os from 'node:os'
import { chromium, type Browser } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium.ts'
import { pickPaymentLink } from './payment-link.ts'
import { buildForBench, startServer } from './server.ts'

export const externalFormUsage = 'usage: npm run bench -- external-form [--no-build] [--runs=N]'

/** The form's first field: the payer's name, in whatever language the page speaks. */
const formField = 'form input[autocomplete="name"]'

interface Fetched {
  name: string
  startMs: number
  endMs: number
}

interface Visit {
  usableMs: number
  waterfall: Fetched[]
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true })
  try {
    const page = await context.newPage()
    await page.goto(url)
    // Polled each frame: the time is taken in the page, from its navigation, within a frame of the field's appearance.
    const usable = await page.waitForFunction(
      (selector) => {
        const field = document.querySelector<HTMLInputElement>(selector)
        return field && !field.disabled && field.getClientRects().length > 0 ? performance.now() : 0
      },
      formField,
      { polling: 'raf', timeout: 30_000 },
    )
    const usableMs = await usable.jsonValue()
    const waterfall = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const url = new URL(entry.name)
        return { name: `${url.pathname}${url.pathname.startsWith('/api/') ? '' : url.search}`, startMs: entry.startTime, endMs: (entry as PerformanceResourceTiming).responseEnd }
      }),
    )
    const pageEnd = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd)
    return { usableMs, waterfall: [{ name: '(the page)', startMs: 0, endMs: pageEnd }, ...waterfall].sort((a, b) => a.startMs - b.startMs) }
  } finally {
    await context.close()
  }
}

const ms = (value: number) => `${Math.round(value)} ms`
const shortName = (name: string) => (name.length > 70 ? `${name.slice(0, 67)}…` : name)

function render(visits: Visit[], median: Visit): string {
  return [
    `Form usable after: ${visits.map((one) => ms(one.usableMs)).join(', ')}; median **${ms(median.usableMs)}**.`,
    '',
    'Waterfall of the median run (ms from navigation):',
    '',
    '| Request | Start | End |',
    '|---|---|---|',
    ...median.waterfall.map((fetched) => `| \`${shortName(fetched.name)}\` | ${Math.round(fetched.startMs)} | ${Math.round(fetched.endMs)} |`),
    `| *the form usable* | | ${Math.round(median.usableMs)} |`,
  ].join('\n')
}

/** Runs the bench and prints its figures. 0 when it ran, 2 on bad options. */
export async function runExternalFormBench(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => !/^--(no-build|runs=[1-9]\d*)$/.test(arg))
  if (unknown.length > 0) {
    console.error(`bench external-form: unknown option ${unknown.join(' ')}\n${externalFormUsage}`)
    return 2
  }
  const runs = Number(/^--runs=(\d+)$/.exec(args.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3)
  const step = (text: string) => console.info(`bench: ${text}`)
  const appDir = await buildForBench(args, step)
  const loadAtStart = os.loadavg()[0]!.toFixed(2)
  step('starting the server on 127.0.0.1 with a fresh data folder')
  const server = await startServer(appDir)
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, timeout: 60_000 })
    const linkPath = await pickPaymentLink(server.origin, server.dataDir)
    if (!linkPath) throw new Error('the demo data holds no open payment link')
    const visits: Visit[] = []
    for (let index = 1; index <= runs; index++) {
      step(`run ${index}/${runs}: ${linkPath.replace(/=.*/, '=…')}`)
      visits.push(await visit(browser, `${server.origin}${linkPath}`))
    }
    const median = [...visits].sort((a, b) => a.usableMs - b.usableMs)[Math.floor(visits.length / 2)]!
    console.info(
      `\nOn ${os.cpus().length} CPUs, load average ${loadAtStart} at the start and ${os.loadavg()[0]!.toFixed(2)} at the end, Node ${process.version}.\n\n${render(visits, median)}\n`,
    )
    return 0
  } finally {
    await browser?.close()
    await server.stop()
  }
}
