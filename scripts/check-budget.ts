/**
 * The first-visit JavaScript budget, read from a build (`vite build --manifest`): for each
 * catalogue page and the admin dashboard, the files its first visit downloads (gzip -9, as the
 * bench counts them) must sum to at most its figure in scripts/budget.ts; and the chunks that
 * must load only when drawn (the sales chart) are in no first visit. No browser: Vite's manifest says which chunk holds each
 * module and what each chunk imports; a visit is the entry, the visited route's screen chunks and
 * the modules below that every first visit loads, each with its static imports. The bench
 * (`npm run bench`, scripts/bench/first-visit.ts) measures the same visits in Chromium.
 *
 * `node --import tsx scripts/check-budget.ts [dist]` exits 1 when a page is over.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { adminDashboardGzipBytes, firstVisitGzipBytes } from './budget.ts'

interface ManifestChunk {
  file: string
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/**
 * What every first visit loads besides its route: the app and the default language's public
 * texts. The service worker's registration waits for the page's load, TanStack Query with the
 * query cache's persistence until the page has settled (src/client/app.tsx): they are not counted
 * (tests/e2e/first-paint.spec.ts checks that Query stays out of the first paint).
 */
const everyFirstVisit = ['index.html', 'src/client/i18n/locales/pt-BR/public.po']

interface Visit {
  page: string
  routeFiles: string[]
  /** What the route's `beforeLoad` or loader imports besides its chunks. */
  modules?: string[]
  budget: number
}

/** The catalogue pages (the bench visits the same), and the admin's first screen: their route files, and what their loaders add. */
const visits: Visit[] = [
  { page: '/', routeFiles: ['src/client/routes/_default/index.tsx'], budget: firstVisitGzipBytes },
  { page: '/trip/$name', routeFiles: ['src/client/routes/_default/trip.$name.tsx'], budget: firstVisitGzipBytes },
  {
    page: '/externalPayment',
    routeFiles: ['src/client/routes/_external.tsx', 'src/client/routes/_external/externalPayment.tsx'],
    modules: ['src/client/i18n/locales/pt-BR/external.po'],
    budget: firstVisitGzipBytes,
  },
  {
    page: '/admin',
    routeFiles: ['src/client/routes/_admin.tsx', 'src/client/routes/_admin/admin/index.tsx'],
    // The admin layout's beforeLoad awaits Chakra with the theme and the `messages` catalog (ui/chakra/with-chakra.tsx).
    modules: ['src/client/ui/chakra/app-chakra-provider.tsx', 'src/client/i18n/locales/pt-BR/messages.po'],
    budget: adminDashboardGzipBytes,
  },
]

/** Modules imported with `import()` that must stay out of every first visit above: too heavy for one. */
const drawnLater = [
  { name: 'the sales chart (recharts)', module: 'src/client/features/admin/dashboard/sales-chart.tsx' },
  // Loaded at a page's first touch, click or key (src/client/ui/touch/use-touch-parts.ts).
  { name: 'the touch parts (framer-motion)', module: 'src/client/ui/touch/touch-parts.ts' },
  // Drawn only on a road trip's travellers' screen (issue 28, src/client/features/purchases/components/travellers-panel.tsx).
  { name: 'the seat map', module: 'src/client/features/purchases/components/seat-map/seat-picker.tsx' },
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
const visited = new Map<string, Set<string>>()
for (const visit of visits) {
  const routeChunks = visit.routeFiles.flatMap((file) => {
    const modules = routeModules(manifest, file)
    if (modules.length === 0) throw new Error(`No chunk of ${file} in the build: did the route move?`)
    return modules
  })
  const fileSet = filesOf(manifest, [...everyFirstVisit, ...routeChunks, ...(visit.modules ?? [])])
  visited.set(visit.page, fileSet)
  const files = [...fileSet].map((file) => ({ file, gzip: gzipBytes(file) }))
  files.sort((a, b) => b.gzip - a.gzip)
  const total = files.reduce((sum, file) => sum + file.gzip, 0)
  const ok = total <= visit.budget
  if (!ok) over += 1
  const shown = files.filter((file, index) => index < 8 || file.gzip >= 1000)
  const rest = files.length - shown.length
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${visit.page}: ${kB(total)} of ${kB(visit.budget)} (${shown.map((file) => `${path.basename(file.file)} ${kB(file.gzip)}`).join(', ')}${rest > 0 ? `, and ${rest} files under 1 kB` : ''})`,
  )
}
for (const lazy of drawnLater) {
  const own = manifest[lazy.module]?.file
  if (!own) throw new Error(`${lazy.module} is not in the build's manifest: is it still loaded with import()?`)
  const inFirstVisits = [...visited].filter(([, files]) => files.has(own)).map(([page]) => page)
  // What drawing it adds to the admin dashboard's first visit.
  const added = [...filesOf(manifest, [lazy.module])].filter((file) => !visited.get('/admin')?.has(file))
  const addedBytes = added.reduce((sum, file) => sum + gzipBytes(file), 0)
  if (inFirstVisits.length > 0) over += 1
  console.log(
    `${inFirstVisits.length === 0 ? 'ok  ' : 'OVER'} ${lazy.name}: ${inFirstVisits.length === 0 ? 'in no first visit' : `in the first visit of ${inFirstVisits.join(', ')}`}; ${kB(addedBytes)} when drawn (${added.map((file) => path.basename(file)).join(', ')})`,
  )
}
if (over > 0) {
  console.error(`\n${over} check(s) over budget (scripts/budget.ts). \`node --import tsx scripts/bench/attribute.ts\` says where the bytes go.`)
  process.exit(1)
}
