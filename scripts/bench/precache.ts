import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export interface Precache {
  entries: number
  bytes: number
  gzipBytes: number
}

/** The entries of the service worker's precache manifest (workbox `precacheAndRoute([...])` in dist/sw.js), summed from the files on disk. */
export async function measurePrecache(distDir: string): Promise<Precache> {
  const sw = await readFile(path.join(distDir, 'sw.js'), 'utf8')
  const manifest = /precacheAndRoute\(\s*(\[[\s\S]*?\])\s*,/.exec(sw)?.[1]
  if (!manifest) throw new Error('dist/sw.js holds no precacheAndRoute([...]) manifest')
  const urls = [...manifest.matchAll(/url:\s*"([^"]+)"/g)].map((match) => match[1]!)
  let bytes = 0
  let gzipBytes = 0
  for (const url of urls) {
    const file = path.join(distDir, decodeURIComponent(url.replace(/^\//, '').split('?')[0]!))
    const { size } = await stat(file)
    bytes += size
    gzipBytes += gzipSync(await readFile(file), { level: 9 }).length
  }
  return { entries: urls.length, bytes, gzipBytes }
}
