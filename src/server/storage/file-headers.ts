/** The types /uploads serves, by the key's extension; any other file stays unserved. */
const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
}

export const contentTypeOf = (key: string): string | null => contentTypes[key.split('.').pop()?.toLowerCase() ?? ''] ?? null

/**
 * An upload gets a fresh random key (storage/uploads.ts), and a demo picture's key carries its
 * art's fingerprint (db/seed/art/render.ts), so a key never changes content and caches for a
 * year. The demo's PDFs keep stable names the seed rewrites, so they are kept a day.
 */
export const cacheControlOf = (key: string) => (key.startsWith('demo/') && key.endsWith('.pdf') ? 'public, max-age=86400' : 'public, max-age=31536000, immutable')

/** If-None-Match names this entity tag (or any, `*`); weak comparison, as RFC 9110 asks for it. */
export function matchesEntityTag(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
