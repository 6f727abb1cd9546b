import * as v from 'valibot'
import { fieldMessages as m } from './user-messages.ts'

const here = 'http://roteiro.invalid'
const maxLength = 2000

/**
 * A page of this site to come back to after signing in (`redirect`): a path, never another site
 * (read as the browser reads it, so `//host`, `/\host` or a tab inside cannot leave), nor the
 * admin area (admins land on their own). Anything else is no return path.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > maxLength) return undefined
  let url: URL
  try {
    url = new URL(value, here)
  } catch {
    return undefined
  }
  if (url.origin !== here || url.pathname === '/admin' || url.pathname.startsWith('/admin/')) return undefined
  return url.pathname + url.search + url.hash
}

/** `redirect` as a request carries it; the server keeps it only when it is a `returnPath`. */
export const returnPathField = v.optional(v.pipe(v.string(), v.maxLength(maxLength, m.maxLength(maxLength))))
