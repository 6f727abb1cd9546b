import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'

/**
 * Serves the built PWA: hashed assets cache forever, the shell and the service worker never,
 * and any other path gets the shell so the client router can draw the screen (or its 404 page).
 */
export function clientApp(clientDir: string) {
  const relativeRoot = path.relative(process.cwd(), clientDir) || '.'
  let shell: Promise<string> | undefined
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
    .get('*', async (c) => {
      shell ??= readFile(path.join(clientDir, 'index.html'), 'utf8')
      c.header('Cache-Control', 'no-cache')
      return c.html(await shell)
    })
}
