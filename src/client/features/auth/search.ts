import { returnPath } from '../../../domain/return-path.ts'

/**
 * A one-time token from the URL (?token=, ?invitation=, ?google=). The router parses search values
 * as JSON, so a token made only of digits arrives as a number; anything else is no token.
 */
export function tokenParam(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** The named one-time values of a URL, each left out when absent (so links to the page need no search). */
export function tokenSearch<K extends string>(search: Record<string, unknown>, ...keys: K[]): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {}
  for (const key of keys) {
    const value = tokenParam(search[key])
    if (value !== undefined) found[key] = value
  }
  return found
}

/**
 * An auth page's search: its one-time values (`keys`) and ?redirect=/path, where to go once signed
 * in, which every link between the auth pages carries.
 */
export const authSearch = <K extends string>(search: Record<string, unknown>, ...keys: K[]): Partial<Record<K, string>> & { redirect?: string } => {
  const redirect = returnPath(search.redirect)
  return { ...tokenSearch(search, ...keys), ...(redirect ? { redirect } : {}) }
}

/** /signin?google=... (the Google callback's one-time code), ?googleError=... (why it failed) and ?redirect=. */
export const parseSignInSearch = (search: Record<string, unknown>) => authSearch(search, 'google', 'googleError')
export type SignInSearch = ReturnType<typeof parseSignInSearch>
