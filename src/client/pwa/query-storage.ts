/** How long saved answers may be shown offline (and kept in memory: gcTime must not be shorter). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** Where the query cache is saved (docs/OFFLINE.md, "The saved query cache"). */
export const QUERIES_STORAGE_KEY = 'roteiro.queries'
