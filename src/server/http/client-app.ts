import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { siteMetaOf, withShareMeta, type ShareMeta, type SiteMeta } from './share-meta.ts'
import { SHELL_HERO_MARKER } from './shell-hero.ts'
import { logger } from '../observability/logger.ts'

/** Turns the client's route patterns ("/trip/$name", "/admin/") into one matcher. */
function routeMatcher(clientDir: string): (pathname: string) => boolean {
  const file = path.join(clientDir, 'route-paths.json')
  if (!existsSync(file)) return () => true
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map((route) => {
    const body = route
      .replace(/\/$/, '')
      .split('/')
      .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')
    return new RegExp(`^${body}/?$`)
  })
  return (pathname) => patterns.some((pattern) => pattern.test(pathname))
}

/**
 * Serves the built PWA: hashed assets cache forever, the shell and the service worker never,
 * and any other path gets the shell so the client router draws the screen; a path that no
 * route matches gets it with status 404 (the client shows its 404 page). The home and trip pages
 * get their largest image in the shell (see shell-hero.ts), and every page its link preview's
 * tags (see share-meta.ts).
 */
export function clientApp(clientDir: string, page: { hero: (pathname: string) => Promise<string>; shareMeta: (url: URL, site: SiteMeta) => Promise<ShareMeta> }) {
  const relativeRoot = path.relative(process.cwd(), clientDir) || '.'
  const isKnownRoute = routeMatcher(clientDir)
  const shell = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  const site = siteMetaOf(shell)
  const staticFiles = serveStatic({
    root: relativeRoot,
    precompressed: true,
    onFound: (filePath, c) => {
      const noCache = /(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/.test(filePath)
      c.header('Cache-Control', noCache ? 'no-cache' : 'public, max-age=86400')
    },
  })
  return new Hono()
    .use(
      '/assets/*',
      serveStatic({
        root: relativeRoot,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    .use('*', async (c, next) => {
      // Files (a dot in the last segment) come from disk; routes, even "/", get the shell below.
      if (!/\.[a-z0-9]+$/i.test(c.req.path)) return next()
      return staticFiles(c, next)
    })
    .get('*', async (c) => {
      c.header('Cache-Control', 'no-cache')
      if (!isKnownRoute(c.req.path)) return c.html(shell, 404)
      const url = new URL(c.req.url)
      const [hero, meta] = await Promise.all([
        page.hero(c.req.path).catch((error: unknown) => {
          logger().error({ err: error }, 'The shell hero failed')
          return ''
        }),
        page.shareMeta(url, site).catch((error: unknown) => {
          logger().error({ err: error }, 'The share meta failed')
          return null
        }),
      ])
      const withHero = hero ? shell.replace(SHELL_HERO_MARKER, hero) : shell
      return c.html(meta ? withShareMeta(withHero, meta) : withHero)
    })
}
