import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'

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
 * route matches gets it with status 404 (the client shows its 404 page).
 */
export function clientApp(clientDir: string) {
  const relativeRoot = path.relative(process.cwd(), clientDir) || '.'
  const isKnownRoute = routeMatcher(clientDir)
  const shell = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  return new Hono()
    .use(
      '/assets/*',
      serveStatic({
        root: relativeRoot,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    .use(
      '*',
      serveStatic({
        root: relativeRoot,
        onFound: (filePath, c) => {
          const noCache = /(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/.test(filePath)
          c.header('Cache-Control', noCache ? 'no-cache' : 'public, max-age=86400')
        },
      }),
    )
    .get('*', (c) => {
      c.header('Cache-Control', 'no-cache')
      return c.html(shell, isKnownRoute(c.req.path) ? 200 : 404)
    })
}
