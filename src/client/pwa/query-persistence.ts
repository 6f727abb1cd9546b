import type { QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import {
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client'
import { isSignedIn, type Session } from '../../domain/session.ts'
import { forgetPersonalData } from './query-meta.ts'
import { PERSIST_MAX_AGE_MS, QUERIES_STORAGE_KEY as STORAGE_KEY } from './query-storage.ts'
import { dropSignedQueuedForms } from './queued-forms.ts'

const userOf = (session: Session) => (isSignedIn(session) ? String(session.user.id) : 'anonymous')

export interface QueryPersistence {
  /** Call on every session change: a new user (or none) gets a clean slate, personal data never crosses. */
  followSession: (session: Session) => void
}

/**
 * Saves the queries marked `meta.persist` to localStorage and restores them at start, before the
 * router's first loaders run (PersistQueryClientProvider would restore in an effect, after them).
 * The saved copy is keyed by build and user (the buster): a new build or another user's session
 * discards it instead of showing stale shapes or someone else's purchases.
 */
export async function startQueryPersistence(queryClient: QueryClient, buildId: string, session: Session): Promise<QueryPersistence> {
  const persister = createSyncStoragePersister({ storage: window.localStorage, key: STORAGE_KEY, retry: removeOldestQuery })
  // Writes at once, for the moments a throttled save could come too late (or never).
  const immediate: Persister = {
    persistClient: (client) => {
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(client))
      } catch {
        // Storage full: the throttled save, which drops the oldest queries until it fits, follows.
      }
    },
    restoreClient: () => undefined,
    removeClient: () => window.localStorage.removeItem(STORAGE_KEY),
  }
  const optionsFor = (user: string, through = persister): PersistQueryClientOptions => ({
    queryClient,
    persister: through,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: `${buildId}:${user}`,
    dehydrateOptions: {
      // Only successful answers of the queries marked for it; mutations never (they hold form input).
      shouldDehydrateQuery: (query) => query.meta?.persist === true && query.state.status === 'success',
      shouldDehydrateMutation: () => false,
    },
  })

  let user = userOf(session)
  // A corrupt or foreign copy is removed by the restore itself; the app starts empty then.
  await persistQueryClientRestore(optionsFor(user)).catch(() => undefined)
  let unsubscribe = persistQueryClientSubscribe(optionsFor(user))
  // Query starts once the page has settled or when a screen needs it (query/start-query.ts): what was fetched before is saved now, not at the next change.
  void persistQueryClientSave(optionsFor(user))

  // A save waits up to a second; an app swiped away or a tab closed sooner writes it now.
  const saveNow = () => void persistQueryClientSave(optionsFor(user, immediate))
  window.addEventListener('pagehide', saveNow)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveNow()
  })

  return {
    followSession(next) {
      const nextUser = userOf(next)
      if (nextUser === user) return
      user = nextUser
      unsubscribe()
      forgetPersonalData(queryClient)
      void dropSignedQueuedForms().catch(() => undefined)
      persister.removeClient()
      const options = optionsFor(user)
      unsubscribe = persistQueryClientSubscribe(options)
      saveNow()
      // A throttled save may still be pending with the old state: it writes the latest one it is given, this clean one.
      void persistQueryClientSave(options)
    },
  }
}
