/**
 * The first-visit JavaScript budget, read from a build (`vite build --manifest`): for each
 * catalogue page, the files its first visit downloads (gzip -9, as the bench counts them) must sum
 * to at most scripts/budget.ts's figure. No browser: Vite's manifest says which chunk holds each
 * module and what each chunk imports; a visit is the entry, the visited route's screen chunks and
 * the modules below that every first visit loads, each with its static imports. The bench
 * (`npm run bench`, scripts/bench/first-visit.ts) measures the same visits in Chromium.
 *
 * `node --import tsx scripts/check-budget.ts [dist]` exits 1 when a page is over.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstVisitGzipBytes } from './budget.ts'

interface ManifestChunk {
  file: string
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/**
 * What every first visit loads besides its route: the app and the default language's public
 * texts. The service worker's registration and the query cache's persistence wait until the page
 * has settled (src/client/app.tsx), after the bench's measure too: they are not counted.
 */
const everyFirstVisit = ['index.html', 'src/client/i18n/locales/pt-BR/public.po']

/** The catalogue pages (the bench visits the same): their route files, and what their loaders add. */
const catalogueVisits = [
  { page: '/', routeFiles: ['src/client/routes/_default/index.tsx'] },
  { page: '/trip/$name', routeFiles: ['src/client/routes/_default/trip.$name.tsx'] },
  {
    page: '/externalPayment',
    routeFiles: ['src/client/routes/_external.tsx', 'src/client/routes/_external/externalPayment.tsx'],
    modules: ['src/client/i18n/locales/pt-BR/external.po'],
  },
]

/**
 * A route file's chunks a visit downloads: the router splits a route into `file?tsr-split=<groups>`
 * modules; those holding its component or loader load on a visit, the pending, error and
 * not-found components only when one is drawn.
 */
function routeModules(manifest: Manifest, routeFile: string): string[] {
  const prefix = `${routeFile}?tsr-split=`
  return Object.keys(manifest).filter(
    (key) =>
      key.startsWith(prefix) &&
      key
        .slice(prefix.length)
        .split('---')
        .some((group) => group === 'component' || group === 'loader'),
  )
}

function filesOf(manifest: Manifest, modules: string[]): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build's manifest: scripts/check-budget.ts names a module the app no longer has`)
    if (chunk.file.endsWith('.js')) files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of modules) visit(key)
  return files
}

const distDir = path.resolve(process.argv[2] ?? 'dist')
let manifest: Manifest
try {
  manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest
} catch {
  console.error(`No ${path.relative(process.cwd(), distDir)}/.vite/manifest.json: build with \`vite build --manifest\` first.`)
  process.exit(2)
}

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
let over = 0
for (const visit of catalogueVisits) {
  const routeChunks = visit.routeFiles.flatMap((file) => {
    const modules = routeModules(manifest, file)
    if (modules.length === 0) throw new Error(`No chunk of ${file} in the build: did the route move?`)
    return modules
  })
  const files = [...filesOf(manifest, [...everyFirstVisit, ...routeChunks, ...(visit.modules ?? [])])].map((file) => ({ file, gzip: gzipBytes(file) }))
  files.sort((a, b) => b.gzip - a.gzip)
  const total = files.reduce((sum, file) => sum + file.gzip, 0)
  const ok = total <= firstVisitGzipBytes
  if (!ok) over += 1
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${visit.page}: ${kB(total)} of ${kB(firstVisitGzipBytes)} (${files.map((file) => `${path.basename(file.file)} ${kB(file.gzip)}`).join(', ')})`,
  )
}
if (over > 0) {
  console.error(
    `\n${over} first visit(s) over the ${kB(firstVisitGzipBytes)} budget (scripts/budget.ts). \`node --import tsx scripts/bench/attribute.ts\` says where the bytes go.`,
  )
  process.exit(1)
}
