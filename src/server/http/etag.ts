import { createHash } from 'node:crypto'

/** A strong entity tag: the body's hash, so every instance names the same body alike. */
export const strongEtagOf = (body: Uint8Array) => `"${createHash('sha1').update(body).digest('base64url')}"`

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`, and `*` matches any. */
export const matchesEtag = (header: string | undefined, ...etags: string[]) =>
  header?.split(',').some((tag) => {
    const sent = tag.trim().replace(/^W\//, '')
    return sent === '*' || etags.includes(sent)
  }) ?? false

/** Whether the client takes gzip: named with a q above 0, or not named and `*` allowed. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  let wildcard = false
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = Number(params.find((param) => param.startsWith('q='))?.slice(2) ?? 1)
    if (name === 'gzip') return q > 0
    if (name === '*') wildcard = q > 0
  }
  return wildcard
}
