import type { Context } from 'hono'

/**
 * The caller's IP for per-IP rate limits. Behind a proxy (TRUST_PROXY=true) it is the last
 * X-Forwarded-For entry, the one our proxy added (earlier entries are whatever the client sent);
 * otherwise the socket's address. "unknown" when neither exists (requests made in tests).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}
