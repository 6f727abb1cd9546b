/**
 * What a query's `meta` may say (TanStack Query's Register, so a typo fails the typecheck):
 * - `persist`: kept on this device (localStorage) so its screen opens offline, for 7 days;
 * - `personal`: the signed-in user's own data (purchases): wiped at sign-out, at a 401, and
 *   when another user signs in. A query without `persist` is never written to storage, and one
 *   without `persist` or with `personal` is also dropped from memory when the user changes.
 */
export type QueryMetaFlags = {
  persist?: boolean
  personal?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMetaFlags
  }
}
