import { readFile, writeFile } from 'node:fs/promises'
import type { ApiLoad } from './api-load.ts'
import type { FirstVisit } from './first-visit.ts'
import type { LighthouseRun } from './lighthouse.ts'
import type { Precache } from './precache.ts'
import { firstVisitGzipBytes } from '../budget.ts'

export interface BenchResults {
  date: Date
  command: string
  machine: string
  revision: string
  built: string
  tripPath: string
  firstVisits: FirstVisit[]
  precache: Precache
  api: ApiLoad
  lighthouse: LighthouseRun[]
  lighthouseRuns: number
}

export const targets = { firstVisitGzipBytes, performance: 90, otherCategories: 100 }

/** kB as Vite prints them: 1 kB = 1000 bytes (the stricter reading of "130 KB"). */
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`
const mark = (ok: boolean) => (ok ? 'met' : '**missed**')

function summaryTable(results: BenchResults): string[] {
  const rows = [
    '| Measure | Figure | Target | |',
    '|---|---|---|---|',
    ...results.firstVisits.map(
      (visit) =>
        `| JavaScript of a first visit to \`${visit.path}\` (gzip -9, ${visit.files.length} files) | ${kB(visit.gzipBytes)} (${kB(visit.bytes)} raw) | ≤ ${targets.firstVisitGzipBytes / 1000} kB | ${mark(visit.gzipBytes <= targets.firstVisitGzipBytes)} |`,
    ),
    `| Precache (${results.precache.entries} entries in \`dist/sw.js\`) | ${kB(results.precache.bytes)} raw, ${kB(results.precache.gzipBytes)} gzip -9 | — | |`,
    `| \`GET ${results.api.path}\`, ${results.api.connections} connections, ${results.api.seconds} s | ${Math.round(results.api.requestsPerSecond).toLocaleString('en-US')} requests/s, p99 ${results.api.p99Ms} ms (p50 ${results.api.p50Ms} ms; ${results.api.non2xx} non-2xx, ${results.api.errors} errors) | — | |`,
  ]
  for (const run of results.lighthouse) {
    rows.push(`| Lighthouse mobile \`${run.path}\`: performance | ${run.scores.performance} | ≥ 90 | ${mark(run.scores.performance >= targets.performance)} |`)
    for (const [label, category] of [
      ['accessibility', 'accessibility'],
      ['best practices', 'best-practices'],
      ['SEO', 'seo'],
    ] as const) {
      rows.push(`| Lighthouse mobile \`${run.path}\`: ${label} | ${run.scores[category]} | 100 | ${mark(run.scores[category] >= targets.otherCategories)} |`)
    }
  }
  return rows
}

function lighthouseTable(results: BenchResults): string[] {
  return [
    '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.lighthouse.map(
      (run) =>
        `| \`${run.path}\` | ${run.scores.performance} | ${run.scores.accessibility} | ${run.scores['best-practices']} | ${run.scores.seo} | ${seconds(run.fcpMs)} | ${seconds(run.lcpMs)} | ${ms(run.tbtMs)} | ${run.cls.toFixed(3)} | ${seconds(run.speedIndexMs)} |`,
    ),
  ]
}

function largestScripts(results: BenchResults): string[] {
  const encodings = [...new Set(results.firstVisits.flatMap((visit) => visit.files.map((file) => file.servedAs)))]
  const lines: string[] = [
    `The server sent these scripts with Content-Encoding: ${encodings.join(', ')}${encodings.every((encoding) => encoding === 'identity') ? ' (uncompressed: the browser downloads the raw size)' : ''}.`,
    '',
  ]
  for (const visit of results.firstVisits) {
    const large = visit.files.filter((file) => file.gzipBytes >= 1000)
    const small = visit.files.filter((file) => file.gzipBytes < 1000)
    const listed = large.map((file) => `\`${file.path.replace(/^\/assets\//, '')}\` ${kB(file.gzipBytes)}`)
    if (small.length > 0) listed.push(`and ${small.length} files under 1 kB (${kB(small.reduce((sum, file) => sum + file.gzipBytes, 0))} together)`)
    lines.push(`- \`${visit.path}\`: ${listed.join(', ')}`)
  }
  lines.push('')
  return lines
}

function auditsBelowTarget(results: BenchResults): string[] {
  const lines: string[] = []
  for (const run of results.lighthouse) {
    if (run.failed.length === 0) {
      lines.push(`- \`${run.path}\`: none.`)
      continue
    }
    for (const audit of run.failed) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : ''
      const where = audit.where.length > 0 ? `: ${audit.where.map((item) => `\`${item.replace(/`/g, "'").replace(/\s+/g, ' ').slice(0, 120)}\``).join(', ')}` : ''
      lines.push(`- \`${run.path}\` ${audit.category} · ${audit.id} — ${audit.title}${value}, score ${audit.score.toFixed(2)}${where}`)
    }
  }
  return lines
}

/** The generated section of docs/PERFORMANCE.md (also what the bench prints). */
export function renderResults(results: BenchResults): string {
  return [
    `Measured ${results.date.toISOString().replace(/\.\d+Z$/, 'Z')} with \`${results.command}\` on ${results.machine}, at ${results.revision}. ${results.built}`,
    '',
    ...summaryTable(results),
    '',
    `Lighthouse 12, default mobile settings, median of ${results.lighthouseRuns} run(s) by performance score (the trip page is \`${results.tripPath}\`):`,
    '',
    ...lighthouseTable(results),
    '',
    'Scripts each first visit fetched, largest first (gzip -9):',
    '',
    ...largestScripts(results),
    'Lighthouse audits below target in the kept runs:',
    '',
    ...auditsBelowTarget(results),
  ].join('\n')
}

/** What `--web-only` prints: the first visits and Lighthouse, without the rows it did not measure. */
export function renderWebResults(results: Pick<BenchResults, 'machine' | 'revision' | 'tripPath' | 'firstVisits' | 'lighthouse' | 'lighthouseRuns'>): string {
  return [
    `Measured with \`--web-only\` (${results.machine}), at ${results.revision}.`,
    '',
    ...results.firstVisits.map(
      (visit) => `- JavaScript of a first visit to \`${visit.path}\`: ${kB(visit.gzipBytes)} gzip -9 (${visit.files.length} files, ${kB(visit.bytes)} raw)`,
    ),
    '',
    `Lighthouse, median of ${results.lighthouseRuns} run(s):`,
    '',
    ...lighthouseTable(results as BenchResults),
    '',
    ...largestScripts(results as BenchResults),
    ...auditsBelowTarget(results as BenchResults),
  ].join('\n')
}

export const beginMarker = '<!-- bench:begin — generated by `npm run bench`; everything up to bench:end is rewritten on each run -->'
export const endMarker = '<!-- bench:end -->'

/** Replaces only the marked section of the doc, leaving its hand-written prose alone. */
export async function writeResults(docPath: string, section: string): Promise<void> {
  const doc = await readFile(docPath, 'utf8').catch(() => '# Performance\n')
  const generated = `${beginMarker}\n${section}\n${endMarker}`
  const start = doc.indexOf('<!-- bench:begin')
  const end = doc.indexOf(endMarker)
  const next = start >= 0 && end > start ? `${doc.slice(0, start)}${generated}${doc.slice(end + endMarker.length)}` : `${doc.trimEnd()}\n\n## Latest figures\n\n${generated}\n`
  await writeFile(docPath, next)
}
