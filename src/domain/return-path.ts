/** Longer is no address of ours. */
export const maxReturnPathLength = 2000

/**
 * A page of this site to come back to after signing in (`redirect`): a path, never another site,
 * nor the admin area (admins land on their own). No backslash or control character anywhere: a
 * browser reads `/\host` as `//host` and drops tabs and newlines (`/<tab>/host`), another site.
 * Anything else is no return path. Small on purpose: every first visit loads it (a route's search).
 */
export const returnPath = (value: unknown): string | undefined =>
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  typeof value === 'string' && value.length <= maxReturnPathLength && /^\/(?!\/)[^\\\0-\x1f\x7f]*$/.test(value) && !/^\/admin(\/|$)/.test(value) ? value : undefined
