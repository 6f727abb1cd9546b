import { readFileSync } from 'node:fs'
import { createFileRoute, createMemoryHistory, createRootRoute, createRoute, createRouter, type AnyRoute } from '@tanstack/react-router'
import { transformWithOxc } from 'vite'
import { expect, test } from 'vitest'
import { childrenAsArrays, dropFileRoutePaths, dropIdsSameAsPaths } from '../../scripts/vite-slim-route-tree.ts'

/*
 * What the build's route tree plugin (scripts/vite-slim-route-tree.ts) rewrites, and the three
 * behaviours of TanStack Router it relies on: if an upgrade changes one, these fail.
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

test('an update drops the id only where it repeats the path', () => {
  const code =
    'A.update({\n\tid: "/trips",\n\tpath: "/trips",\n\tgetParentRoute: () => D\n});\nB.update({\n\tid: "/_default",\n\tgetParentRoute: () => R\n});\nC.update({ id: "/a", path: "/b" })'
  expect(dropIdsSameAsPaths(code)).toBe(
    'A.update({\n\tpath: "/trips",\n\tgetParentRoute: () => D\n});\nB.update({\n\tid: "/_default",\n\tgetParentRoute: () => R\n});\nC.update({ id: "/a", path: "/b" })',
  )
})

/** A root, a pathless layout and its pages as the generated tree builds them, with or without the ids that repeat the paths. */
function routesOf(withIds: boolean) {
  const root = createRootRoute()
  const layout = createRoute({ getParentRoute: () => root, id: '/_default' })
  const page = (path: string) => createFileRoute(path as '/_default/trips')({}).update({ ...(withIds ? { id: path } : {}), path, getParentRoute: () => layout } as never)
  const tree = root._addFileChildren([layout._addFileChildren([page('/'), page('/trips'), page('/trip/$name'), page('/user/checkout/')] as never)] as never)
  const router = createRouter({ routeTree: tree as unknown as AnyRoute, history: createMemoryHistory() })
  return Object.values(router.routesById as Record<string, { id: string; fullPath: string; path: string }>).map(({ id, fullPath, path }) => ({ id, fullPath, path }))
}

test("a route without an id of its own gets its path's: the same ids, paths and full paths", () => {
  expect(routesOf(false)).toEqual(routesOf(true))
  expect(routesOf(false).map((route) => route.id)).toEqual(['__root__', '/_default', '/_default/', '/_default/trips', '/_default/trip/$name', '/_default/user/checkout/'])
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
