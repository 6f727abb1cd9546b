import type { Plugin } from 'vite'

/*
 * The route tree and the ~60 route files' stubs are in the entry's chunk, so every first visit
 * carries them. Two things in them are names for TypeScript and the route generator that
 * TanStack Router (router-core 1.170) never reads at run time; a build drops them (~0.5 kB of
 * gzip on each first visit, docs/PERFORMANCE.md, "Issue 30, third pass"). The e2e suite is what
 * proves the router still matches every route.
 */

const fileRoutePath = /\bcreateFileRoute\((['"`])\/[^'"`]*\1\)/g

/**
 * `createFileRoute('/_default/trip/$name')(…)` as `createFileRoute()(…)`: the function ignores its
 * path; the route tree gives each route its id and path with `.update()`.
 */
export const dropFileRoutePaths = (code: string) => code.replace(fileRoutePath, 'createFileRoute()')

const idSameAsPath = /\bid: (["'`])([^"'`]*)\1,\s*path: \1\2\1/g

/**
 * A route's `.update({ id: '/trips', path: '/trips', … })` without the id: a route's id is its
 * path when it has no id of its own (router-core's `Route.init`); pathless layouts keep theirs.
 */
export const dropIdsSameAsPaths = (code: string) => code.replace(idSameAsPath, (_whole, quote: string, path: string) => `path: ${quote}${path}${quote}`)

const childrenObject = /\bconst (\w+Children) = \{([^{}]*)\};/g
const childEntry = /^(?:\w+\s*:\s*)?(\w+)$/

/**
 * The generated tree's `const XChildren = { AdminAdminBannerRoute, … }` as an array of the same
 * routes in the same order: `_addFileChildren` takes an array as it is and an object by
 * `Object.values`, so the keys (long names, one per route) are never read. Says how many it
 * rewrote; an object whose entries are not plain names is left as it is.
 */
export function childrenAsArrays(code: string): { code: string; rewritten: number } {
  let rewritten = 0
  const result = code.replace(childrenObject, (whole, name: string, body: string) => {
    const entries = body
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const routes = entries.map((entry) => childEntry.exec(entry)?.[1])
    if (routes.some((route) => route === undefined)) return whole
    rewritten += 1
    return `const ${name} = [${routes.join(', ')}];`
  })
  return { code: result, rewritten }
}

/** In a build: the route files' paths dropped; in the tree, the ids that repeat the path and the children as arrays (it must have some). */
export function slimRouteTree({ routeFiles, routeTreeFile }: { routeFiles: RegExp; routeTreeFile: RegExp }): Plugin {
  return {
    name: 'roteiro-slim-route-tree',
    apply: 'build',
    // After TypeScript is stripped: the code is plain JavaScript. The rewrites only shorten the
    // module (`map: null` keeps its map): a source-mapped build still gives each byte to its file.
    enforce: 'post',
    transform(code, id) {
      if (routeTreeFile.test(id)) {
        const { code: slim, rewritten } = childrenAsArrays(dropIdsSameAsPaths(code))
        if (rewritten === 0) this.error(`${id}: no \`const …Children = { … }\` to rewrite; did the route generator's output change?`)
        return { code: slim, map: null }
      }
      if (routeFiles.test(id) && code.includes('createFileRoute(')) return { code: dropFileRoutePaths(code), map: null }
      return null
    },
  }
}
