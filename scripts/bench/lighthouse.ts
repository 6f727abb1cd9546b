import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { chromiumFlags, chromiumPath } from './chromium.ts'
import { run } from './server.ts'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof categories)[number]

export interface FailedAudit {
  category: Category
  id: string
  title: string
  score: number
  displayValue?: string
  /** A few of the audit's items (a URL, a node's selector, a snippet), to say where. */
  where: string[]
}

export interface LighthouseRun {
  path: string
  scores: Record<Category, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  failed: FailedAudit[]
  warnings: string[]
  reportFile: string
}

interface Lhr {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string; details?: { items?: Record<string, unknown>[] } }
  >
  runWarnings: string[]
  runtimeError?: { code: string; message: string }
}

type Item = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const kib = (bytes: unknown) => (typeof bytes === 'number' ? ` ${(bytes / 1024).toFixed(1)} KiB` : '')
const msOf = (value: unknown) => (typeof value === 'number' ? ` ${Math.round(value)} ms` : '')

/** One line per thing an audit points at: a URL with its size or time, a node, a failed check. */
function describeItem(item: Item): string[] {
  if (item.type === 'checklist' && item.items && typeof item.items === 'object') {
    return Object.values(item.items as Record<string, { label: string; value: boolean }>)
      .filter((check) => !check.value)
      .map((check) => `not met: ${check.label}`)
  }
  if (item.type === 'table' || item.type === 'list') return Array.isArray(item.items) ? (item.items as Item[]).flatMap(describeItem) : []
  if (item.type === 'list-section') return []
  const node = (item.type === 'node' ? item : item.node) as { selector?: string; nodeLabel?: string } | undefined
  if (node?.selector) return [`${node.selector}${node.nodeLabel ? ` ("${node.nodeLabel}")` : ''}`]
  if (typeof item.groupLabel === 'string') return [`${item.groupLabel}${msOf(item.duration)}`]
  if (typeof item.label === 'string' && typeof item.duration === 'number') return [`${item.label}${msOf(item.duration)}`]
  const source = item.source as { url?: string } | undefined
  const url = text(item.url) || text(source?.url)
  if (url) {
    const size = kib(item.wastedBytes) || kib(item.transferSize) || kib(item.totalBytes)
    const time = msOf(item.total) || msOf(item.wastedMs)
    return [`${url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '')}${size}${time}`]
  }
  const description = text(item.description) || text(item.label)
  return description ? [description] : []
}

const skippedModes = new Set(['notApplicable', 'informative', 'manual', 'error'])

function failedAudits(lhr: Lhr): FailedAudit[] {
  const failed: FailedAudit[] = []
  for (const category of categories) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || skippedModes.has(audit.scoreDisplayMode)) continue
      // Metrics and opportunities count below 0.9 (Lighthouse's own "passed" line); pass/fail audits below 1.
      const threshold = audit.scoreDisplayMode === 'binary' ? 1 : 0.9
      if (audit.score >= threshold) continue
      failed.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        where: Array.isArray(audit.details?.items) ? audit.details.items.flatMap(describeItem).slice(0, 5) : [],
      })
    }
  }
  return failed
}

async function lighthouseOnce(url: string, reportFile: string): Promise<Lhr> {
  const flags = ['--headless=new', ...chromiumFlags].join(' ')
  await run(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--output=json',
      `--output-path=${reportFile}`,
      `--chrome-flags=${flags}`,
      `--only-categories=${categories.join(',')}`,
      '--max-wait-for-load=45000',
      '--quiet',
    ],
    { timeoutMs: 150_000, env: { ...process.env, CHROME_PATH: chromiumPath } },
  )
  const lhr = JSON.parse(await readFile(reportFile, 'utf8')) as Lhr
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return lhr
}

const score = (value: number | null) => Math.round((value ?? 0) * 100)
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

/**
 * Lighthouse's default mobile run (emulated Moto G Power, simulated slow 4G and 4x CPU slowdown)
 * with the system Chromium, `runs` times; the run with the median performance score is kept,
 * since one run on a busy 2-core machine can be an outlier.
 */
export async function runLighthouse(origin: string, pagePath: string, { runs, reportDir }: { runs: number; reportDir: string }): Promise<LighthouseRun> {
  await mkdir(reportDir, { recursive: true })
  const name = pagePath === '/' ? 'home' : pagePath.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-')
  const results: { lhr: Lhr; reportFile: string }[] = []
  for (let index = 1; index <= runs; index++) {
    const reportFile = path.resolve(reportDir, `lighthouse-${name}-${index}.json`)
    results.push({ lhr: await lighthouseOnce(`${origin}${pagePath}`, reportFile), reportFile })
  }
  results.sort((a, b) => score(a.lhr.categories.performance.score) - score(b.lhr.categories.performance.score))
  const { lhr, reportFile } = results[Math.floor((results.length - 1) / 2)]!
  return {
    path: pagePath,
    scores: Object.fromEntries(categories.map((category) => [category, score(lhr.categories[category].score)])) as Record<Category, number>,
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: metric(lhr, 'speed-index'),
    failed: failedAudits(lhr),
    warnings: lhr.runWarnings,
    reportFile,
  }
}
