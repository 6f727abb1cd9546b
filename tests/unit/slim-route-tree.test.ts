import { readFileSync } from 'node:fs'
import { createFileRoute, createRootRoute } from '@tanstack/react-router'
import { transformWithOxc } from 'vite'
import { expect, test } from 'vitest'
import { childrenAsArrays, dropFileRoutePaths } from '../../scripts/vite-slim-route-tree.ts'

/*
 * What the build's route tree plugin (scripts/vite-slim-route-tree.ts) rewrites, and the two
 * behaviours of TanStack Router it relies on: if an upgrade starts reading either, these fail.
 */

test("a route file's createFileRoute path is dropped, whatever its quotes", () => {
  const code = 'const Route = createFileRoute(`/_default/trip/$name`)({ component })\nconst B = createFileRoute("/_admin")({})\nconst C = createFileRoute(\'/\')({})'
  expect(dropFileRoutePaths(code)).toBe('const Route = createFileRoute()({ component })\nconst B = createFileRoute()({})\nconst C = createFileRoute()({})')
})

test('createFileRoute ignores its path: the route has the same options without it', () => {
  const options = { staticData: { chakra: false as const } }
  const named = createFileRoute('/_default/trips')(options)
  const createWithoutPath = createFileRoute as unknown as () => (routeOptions: object) => { options: object; isRoot: boolean }
  const unnamed = createWithoutPath()(options)
  expect(unnamed.options).toEqual(named.options)
  expect(unnamed.isRoot).toBe(named.isRoot)
})

test('_addFileChildren keeps the children of an array as of an object, in order', () => {
  const [a, b] = [createRootRoute(), createRootRoute()]
  expect(createRootRoute()._addFileChildren([a, b] as never).children).toEqual(createRootRoute()._addFileChildren({ a, b } as never).children)
})

test('children objects become arrays of the same routes, in order; others stay', () => {
  const code = 'const AChildren = {\n\tARoute,\n\tBRoute: BRouteWithChildren\n};\nconst other = { a: 1 };\nconst OddChildren = { a: f() };'
  const { code: slim, rewritten } = childrenAsArrays(code)
  expect(rewritten).toBe(1)
  expect(slim).toBe('const AChildren = [ARoute, BRouteWithChildren];\nconst other = { a: 1 };\nconst OddChildren = { a: f() };')
  const values = (source: string) => new Function('ARoute', 'BRouteWithChildren', 'f', `${source}; return Object.values(AChildren)`)('a', 'b', () => 0) as unknown
  expect(values(slim)).toEqual(values(code))
})

test('every children object of the generated route tree, once TypeScript is stripped, becomes an array', async () => {
  const source = readFileSync('src/client/routeTree.gen.ts', 'utf8')
  const { code } = await transformWithOxc(source, 'routeTree.gen.ts')
  const handed = [...code.matchAll(/_addFileChildren\((\w+)\)/g)].map((match) => match[1])
  expect(handed.length).toBeGreaterThan(1)
  const { code: slim, rewritten } = childrenAsArrays(code)
  expect(rewritten).toBe(handed.length)
  for (const name of handed) expect(slim).toMatch(new RegExp(`const ${name} = \\[\\w+(, \\w+)*\\];`))
})
