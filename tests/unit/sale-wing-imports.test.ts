import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const wing = path.resolve('src/server/sale')

/** Every TypeScript file under `dir`, whole paths. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.ts') ? [full] : []
  })

/** The relative modules a file imports or re-exports, static or lazy, types included. */
const importsOf = (source: string) =>
  [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((match) => (match[1] ?? match[2])!)

/** The wing's part a file of it belongs to: its first folder, or '.' for the composition at the wing's top. */
const partOf = (file: string) => {
  const [first, ...rest] = path.relative(wing, file).split(path.sep)
  return rest.length > 0 ? first! : '.'
}

/** Each import from one part of the wing into another, as "from -> to: file -> file". */
function crossings(files: string[]) {
  return files.flatMap((file) =>
    importsOf(readFileSync(file, 'utf8'))
      .map((specifier) => path.resolve(path.dirname(file), specifier))
      .filter((target) => target.startsWith(wing + path.sep) && partOf(target) !== partOf(file))
      .map((target) => ({ from: partOf(file), to: partOf(target), how: `${path.relative(wing, file)} -> ${path.relative(wing, target)}` })),
  )
}

const wingImports = crossings(filesUnder(wing))

// Issue 26: the sale is one wing with the orders at its centre; the parts around them import them, never the reverse.
test('no two parts of the sale wing import each other: every arrow between them points one way', () => {
  const pairs = new Set(wingImports.map(({ from, to }) => `${from} -> ${to}`))
  const bothWays = wingImports.filter(({ from, to }) => pairs.has(`${to} -> ${from}`)).map(({ how }) => how)
  expect(bothWays).toEqual([])
})

test('the orders import no other part of the wing, and no part imports the composition at its top', () => {
  expect(wingImports.filter(({ from }) => from === 'orders').map(({ how }) => how)).toEqual([])
  expect(wingImports.filter(({ to }) => to === '.').map(({ how }) => how)).toEqual([])
})

test('the check sees a two-way pair and a lazy import', () => {
  const source = ["import type { X } from '../orders/x.ts'", "export const load = () => import('./y.ts')"].join('\n')
  expect(importsOf(source)).toEqual(['../orders/x.ts', './y.ts'])
  const parts = new Set(wingImports.map(({ from, to }) => `${from} -> ${to}`))
  expect(parts.has('payments -> orders')).toBe(true)
})
