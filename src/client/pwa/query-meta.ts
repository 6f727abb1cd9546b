import type { QueryClient } from '@tanstack/react-query'

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

/** Public data survives a change of user (and is the one kind saved for anyone); anything personal or unmarked does not. */
export const isPublicPersisted = (meta: QueryMetaFlags | undefined) => meta?.persist === true && meta.personal !== true

/**
 * Drops the signed-in user's data from memory: personal and unmarked queries, and every mutation
 * (their variables hold form input). A signed-out browser keeps only the public answers saved for
 * offline use: at sign-out, an account's deletion and a change of user.
 */
export function forgetPersonalData(queryClient: QueryClient) {
  queryClient.getMutationCache().clear()
  queryClient.removeQueries({ predicate: (query) => !isPublicPersisted(query.meta) })
}
