import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Handler } from 'hono'

interface Bundle {
  body: Uint8Array<ArrayBuffer>
  hash: string
}

let bundle: Bundle | undefined

/** Scalar's browser bundle (3.5 MB), read once: on the first request that needs it, not at every start. */
function scalarBundle(): Bundle {
  if (!bundle) {
    const body = new Uint8Array(readFileSync(new URL(import.meta.resolve('@scalar/api-reference/browser/standalone.js'))))
    bundle = { body, hash: createHash('sha256').update(body).digest('hex').slice(0, 16) }
  }
  return bundle
}

/** Where the reference page loads it: the file's hash in the URL, so a new Scalar is a new URL and the old one may stay cached for good. */
export const scalarScriptUrl = () => `/api/docs/scalar.js?v=${scalarBundle().hash}`

/**
 * GET /api/docs/scalar.js: Scalar's reference UI from our own origin, not a CDN's, so the page
 * runs no script another party can change (issue 15).
 */
export const scalarScript: Handler = (c) =>
  c.body(scalarBundle().body, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' })
