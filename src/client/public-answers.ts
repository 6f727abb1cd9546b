import type { DataTag, QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { isSignedIn, type Session } from '../domain/session.ts'
import { ApiError } from './api-error.ts'
import { PERSIST_MAX_AGE_MS, QUERIES_STORAGE_KEY } from './pwa/query-storage.ts'
import { isPublicPersisted, type QueryMetaFlags } from './pwa/query-meta.ts'

/**
 * The public pages' answers (home, trip lists, a trip, a payment link: the routes drawn with
 * `staticData.chakra: false`), held without TanStack Query so that their first paint does not
 * download it (issue 30; docs/OFFLINE.md, "The public pages' answers"). They take the same query
 * options as Query's screens (`tripQueryOptions(name)`…) and are keyed by Query's own hash, so:
 *
 * - at start they are read from the one saved copy, Query's (`localStorage['roteiro.queries']`),
 *   before the first loader asks the network, as Query's restore did;
 * - once Query has started (the page settled, or a screen that needs it), every answer is handed
 *   to its cache, whose persister saves it, and what Query's screens change in that cache
 *   (a newer answer, an invalidation, a removal) comes back here.
 *
 * Fetching follows the QueryClient's defaults (`query/query-client.ts`): an answer is fresh for a
 * minute (`staleTime` of the options otherwise), a stale one is shown and asked again in the
 * background, and a failed request is retried like a query (`retryAnswer`), the retries waiting
 * for the network, so a screen offline shows "available when you are back online" and opens by
 * itself when the network returns.
 */

/** What the public pages hand in: a query's options (`queryOptions(…)` of the features' api.ts). */
export interface PublicQuery<T> {
  /** `queryOptions` tags the key with its data's type. */
  queryKey: DataTag<QueryKey, T, unknown>
  queryFn?: unknown
  staleTime?: unknown
  meta?: Record<string, unknown>
}

/** One answer, replaced (never changed in place) at each change so React sees it. */
export interface PublicAnswer<T> {
  data?: T
  /** The last request's failure, until one succeeds (the answer may still hold older data). */
  error?: unknown
  updatedAt: number
  /** A request for it is under way (not while a retry waits for the network: Query's "paused"). */
  fetching: boolean
  /** Query's screens invalidated it: asked again at the next use, whatever its age. */
  invalidated?: boolean
}

/** A minute, the QueryClient's default `staleTime`. */
export const DEFAULT_STALE_MS = 60_000

/** A 4xx will not change by asking again; a dropped connection or a 5xx might: two retries. */
export const retryAnswer = (failures: number, error: unknown) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500)

const answers = new Map<string, PublicAnswer<unknown>>()
/** The options each answer was fetched with on this page (restored answers have none until then). */
const optionsOf = new Map<string, PublicQuery<unknown>>()
const inFlight = new Map<string, Promise<unknown>>()
const listeners = new Set<() => void>()
let mirror: QueryClient | undefined

/** Query's key hash (`hashKey`): JSON with the keys of plain objects sorted. */
export const hashOf = (key: QueryKey) =>
  JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  )

function set(hash: string, answer: PublicAnswer<unknown>) {
  answers.set(hash, answer)
  for (const listener of listeners) listener()
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const online = () => new Promise<void>((resolve) => (navigator.onLine ? resolve() : window.addEventListener('online', () => resolve(), { once: true })))

/** Marks whether a request is under way: not while a retry waits for the network (Query's "paused"). */
function setFetching(hash: string, fetching: boolean) {
  const answer = answers.get(hash)
  if (answer && answer.fetching !== fetching) set(hash, { ...answer, fetching })
}

async function request<T>(query: PublicQuery<T>, hash: string): Promise<T> {
  const queryFn = query.queryFn as (context: QueryFunctionContext) => Promise<T>
  // The features' queryFns read only the signal; the rest of Query's context is never used.
  const context = { queryKey: query.queryKey, signal: new AbortController().signal, meta: query.meta } as unknown as QueryFunctionContext
  for (let failures = 0; ; failures++) {
    try {
      return await queryFn(context)
    } catch (error) {
      if (!retryAnswer(failures, error)) throw error
      // Query's retry delay (1 s, 2 s…), then, offline, until the network returns.
      await wait(Math.min(1000 * 2 ** failures, 30_000))
      if (!navigator.onLine) {
        setFetching(hash, false)
        await online()
        setFetching(hash, true)
      }
    }
  }
}

/** Asks the network now (one request per answer at a time); the answer's data stays until a newer one. */
export function fetchPublicAnswer<T>(query: PublicQuery<T>): Promise<T> {
  const hash = hashOf(query.queryKey)
  optionsOf.set(hash, query as PublicQuery<unknown>)
  const running = inFlight.get(hash)
  if (running) return running as Promise<T>
  const before = answers.get(hash)
  set(hash, { ...before, updatedAt: before?.updatedAt ?? 0, fetching: true })
  const done = request(query, hash).then(
    (data) => {
      const answer = { data, updatedAt: Date.now(), fetching: false }
      set(hash, answer)
      if (mirror) handTo(mirror, hash, answer)
      return data
    },
    (error: unknown) => {
      const now = answers.get(hash)
      if (now) set(hash, { ...now, error, fetching: false })
      throw error
    },
  )
  inFlight.set(hash, done)
  void done.catch(() => undefined).finally(() => inFlight.delete(hash))
  return done
}

const isStale = (query: PublicQuery<unknown>, answer: PublicAnswer<unknown>) =>
  answer.invalidated === true || Date.now() - answer.updatedAt > (typeof query.staleTime === 'number' ? query.staleTime : DEFAULT_STALE_MS)

/**
 * For loaders (Query's `ensureQueryData`): the answer held, at once (asked again in the
 * background when stale), or the network's.
 */
export function ensurePublicAnswer<T>(query: PublicQuery<T>): Promise<T> {
  const answer = answers.get(hashOf(query.queryKey))
  if (!answer || !('data' in answer)) return fetchPublicAnswer(query)
  if (isStale(query, answer)) void fetchPublicAnswer(query).catch(() => undefined)
  return Promise.resolve(answer.data as T)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * A screen's answer, kept up to date: fetched when missing or stale as the screen mounts, when
 * the page comes back into view and when the network returns (Query's refetch on mount, focus
 * and reconnect). Undefined until the first request starts.
 */
export function usePublicAnswer<T>(query: PublicQuery<T>): PublicAnswer<T> | undefined {
  const hash = hashOf(query.queryKey)
  const answer = useSyncExternalStore(subscribe, () => answers.get(hash)) as PublicAnswer<T> | undefined
  const keyed = query
  useEffect(() => {
    const refresh = () => {
      const now = answers.get(hash)
      if (!now || !('data' in now) || isStale(keyed, now)) void fetchPublicAnswer(keyed).catch(() => undefined)
    }
    const onVisible = () => document.visibilityState === 'visible' && refresh()
    refresh()
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('online', refresh)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('online', refresh)
    }
    // The options are remade at each render; their key (the hash) is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash])
  return answer
}

/** The data a route's loader ensured (Query's `useSuspenseQuery` after `ensureQueryData`). */
export function usePublicData<T>(query: PublicQuery<T>): T {
  const answer = usePublicAnswer(query)
  if (!answer || !('data' in answer)) throw new Error(`${hashOf(query.queryKey)}: not loaded by its route`)
  return answer.data as T
}

/** Forgets an answer here and in Query's cache (a paid payment link, whose next visit must ask again). */
export function forgetPublicAnswer(query: PublicQuery<unknown>) {
  const hash = hashOf(query.queryKey)
  answers.delete(hash)
  mirror?.removeQueries({ queryKey: query.queryKey, exact: true })
  for (const listener of listeners) listener()
}

interface SavedQuery {
  queryHash: string
  meta?: QueryMetaFlags
  state: { data?: unknown; dataUpdatedAt: number; status: string }
}

/**
 * Reads the public answers of the saved copy (what Query's persister wrote, docs/OFFLINE.md) when
 * it is this build's and this user's (the buster) and not older than its age: the same answers
 * Query's restore would bring back.
 */
export function restorePublicAnswers(buildId: string, session: Session) {
  try {
    const saved = JSON.parse(window.localStorage.getItem(QUERIES_STORAGE_KEY) ?? 'null') as {
      buster?: string
      timestamp?: number
      clientState?: { queries?: SavedQuery[] }
    } | null
    const buster = `${buildId}:${isSignedIn(session) ? String(session.user.id) : 'anonymous'}`
    if (saved?.buster !== buster || Date.now() - (saved.timestamp ?? 0) > PERSIST_MAX_AGE_MS) return
    for (const query of saved.clientState?.queries ?? []) {
      if (isPublicPersisted(query.meta) && query.state.status === 'success') {
        answers.set(query.queryHash, { data: query.state.data, updatedAt: query.state.dataUpdatedAt, fetching: false })
      }
    }
  } catch {
    // A corrupt copy: Query's restore removes it; the pages ask the network.
  }
}

function handTo(client: QueryClient, hash: string, answer: PublicAnswer<unknown>) {
  const query = optionsOf.get(hash)
  if (!query || !('data' in answer)) return
  // With the options' meta, so the persister saves what it should (`meta.persist`).
  const cached = client.getQueryCache().build(client, client.defaultQueryOptions(query as never))
  if (cached.state.dataUpdatedAt < answer.updatedAt) client.setQueryData(query.queryKey, answer.data, { updatedAt: answer.updatedAt })
}

/**
 * Called once Query has started and restored the saved copy: the answers this page fetched go to
 * its cache (and so to the saved copy), and from then on each one does, and what Query's screens
 * do to these answers is seen here.
 */
export function mirrorPublicAnswers(client: QueryClient) {
  mirror = client
  for (const [hash, answer] of answers) handTo(client, hash, answer)
  client.getQueryCache().subscribe((event) => {
    const hash = event.query.queryHash
    const answer = answers.get(hash)
    if (!answer) return
    if (event.type === 'removed') {
      answers.delete(hash)
      for (const listener of listeners) listener()
      return
    }
    const { data, dataUpdatedAt, isInvalidated, status } = event.query.state
    if (status === 'success' && data !== answer.data && dataUpdatedAt >= answer.updatedAt) set(hash, { data, updatedAt: dataUpdatedAt, fetching: answer.fetching })
    else if (isInvalidated && !answer.invalidated) set(hash, { ...answer, invalidated: true })
  })
}
