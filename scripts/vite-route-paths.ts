import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * Writes route-paths.json beside the built app: every URL pattern of the client's route tree
 * (e.g. "/trip/$name"), so the server can answer an unknown path with HTTP 404.
 */
export function routePaths(routeTreeFile: string): Plugin {
  return {
    name: 'roteiro-route-paths',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(routeTreeFile, 'utf8')
      const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1] ?? ''
      const paths = [...block.matchAll(/'([^']+)':/g)].map((match) => match[1])
      if (paths.length === 0) this.error(`No routes found in ${routeTreeFile}`)
      this.emitFile({ type: 'asset', fileName: 'route-paths.json', source: JSON.stringify(paths) })
    },
  }
}
