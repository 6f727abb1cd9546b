/**
 * `node --import tsx scripts/bench/attribute.ts [--no-build] [--files]`: where a first visit's
 * JavaScript goes. Builds with source maps into .tmp/attribute/dist (`--no-build` reuses it),
 * starts the real server on it, opens `/` and a trip page as the bench's first-visit measure does,
 * and attributes every byte of each script the browser fetched to its source file through the
 * source maps; then gzip -9 per package (the package's slices concatenated), so the order of the
 * shares is right even if each one is slightly overstated. `--files` also lists our own files.
 * A one-off reading tool: nothing here runs in `npm run bench`.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { measureFirstVisits } from './first-visit.ts'
import { run, startServer } from './server.ts'

const args = process.argv.slice(2)
const appDir = path.resolve('.tmp/attribute')
const distDir = path.join(appDir, 'dist')

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const digit = new Map([...BASE64].map((char, index) => [char, index]))

/** Per generated line, the segments [column, sourceIndex] of a source map's `mappings`. */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = []
  let source = 0
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = []
    let column = 0
    for (const segment of line.split(',')) {
      if (!segment) continue
      const values: number[] = []
      let value = 0
      let shift = 0
      for (const char of segment) {
        const bits = digit.get(char)!
        value += (bits & 31) << shift
        if (bits & 32) shift += 5
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += values[0]!
      if (values.length > 1) source += values[1]!
      segments.push([column, values.length > 1 ? source : -1])
    }
    lines.push(segments)
  }
  return lines
}

/** The package a source path belongs to, or our own folder. */
function ownerOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  const own = /src\/(client|domain)\/(.*)$/.exec(source)
  if (own) return `(ours) ${own[1]}/${own[2]!.split('/')[0]}`
  return `(other) ${source}`
}

async function attribute(file: string, byOwner: Map<string, string[]>, byFile: Map<string, string[]>) {
  const code = await readFile(path.join(distDir, file), 'utf8')
  const mapText = await readFile(path.join(distDir, `${file}.map`), 'utf8').catch(() => null)
  if (mapText === null) {
    // Vite's own helpers (preload-helper) come without a map.
    byOwner.set(`(no map) ${file}`, [code])
    byFile.set(`(no map) ${file}`, [code])
    return
  }
  const map = JSON.parse(mapText) as { sources: string[]; mappings: string }
  const lines = code.split('\n')
  const mapped = decodeMappings(map.mappings)
  const add = (source: number, text: string) => {
    const name = source >= 0 ? map.sources[source]! : '(unmapped)'
    const owner = source >= 0 ? ownerOf(name) : '(unmapped)'
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), text])
    byFile.set(name.replace(/^(\.\.\/)+/, ''), [...(byFile.get(name.replace(/^(\.\.\/)+/, '')) ?? []), text])
  }
  lines.forEach((line, index) => {
    const segments = mapped[index] ?? []
    if (segments.length === 0) return add(-1, line)
    if (segments[0]![0] > 0) add(-1, line.slice(0, segments[0]![0]))
    segments.forEach(([column, source], position) => add(source, line.slice(column, segments[position + 1]?.[0] ?? line.length)))
  })
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

function table(groups: Map<string, string[]>, limit: number) {
  const rows = [...groups].map(([name, parts]) => {
    const text = parts.join('')
    return { name, raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length }
  })
  rows.sort((a, b) => b.gzip - a.gzip)
  for (const row of rows.slice(0, limit)) console.info(`${kB(row.gzip).padStart(9)} ${kB(row.raw).padStart(9)}  ${row.name}`)
  const rest = rows.slice(limit)
  if (rest.length) console.info(`${kB(rest.reduce((sum, row) => sum + row.gzip, 0)).padStart(9)} ${''.padStart(9)}  ${rest.length} more`)
}

async function main() {
  if (!args.includes('--no-build')) {
    await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--emptyOutDir', '--sourcemap'], { timeoutMs: 240_000 })
  }
  const server = await startServer(appDir)
  try {
    const page = (await (await fetch(`${server.origin}/api/trips?featured=true&pageSize=1`)).json()) as { items: { slug: string }[] }
    const visits = await measureFirstVisits(server.origin, ['/', `/trip/${page.items[0]!.slug}`])
    for (const visit of visits) {
      console.info(`\n${visit.path}: ${visit.files.length} scripts, ${kB(visit.gzipBytes)} gzip -9 (${kB(visit.bytes)} raw)`)
      const byOwner = new Map<string, string[]>()
      const byFile = new Map<string, string[]>()
      for (const file of visit.files) await attribute(file.path.replace(/^\//, ''), byOwner, byFile)
      table(byOwner, 40)
      if (args.includes('--files')) {
        console.info('\n  largest source files:')
        table(byFile, 1000)
      }
      console.info('\n  scripts:', visit.files.map((file) => `${file.path.replace('/assets/', '')} ${kB(file.gzipBytes)}`).join(', '))
    }
  } finally {
    await server.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
