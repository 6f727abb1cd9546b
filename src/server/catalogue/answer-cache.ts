import { randomUUID } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { missedMessagesTopic, type Bus } from '../bus/bus.ts'
import { strongEtagOf } from '../http/etag.ts'
import { logger } from '../observability/logger.ts'

/** What an answer shows: the trips (their seats change with every order) or the rest of the catalogue. */
export type CatalogueScope = 'trips' | 'content'

/** A catalogue answer ready to send: its JSON, the same gzipped when worth it, and their tags. */
export interface CachedAnswer {
  body: Uint8Array<ArrayBuffer>
  etag: string
  gzip: { body: Uint8Array<ArrayBuffer>; etag: string } | null
}

/** A loaded answer and the moment it may stop being true on its own (a banner's window), if any. */
export interface LoadedAnswer {
  value: unknown
  changesAt?: Date | null
  /** The trips whose seats the answer shows: an order of another trip leaves it (forgetTrips). Without it, any trip's order does not. */
  trips?: readonly number[]
}

export interface CatalogueCacheOptions {
  bus: Bus
  now: () => Date
  /**
   * At most this many answers are kept, the least recently used dropped first (the list's free
   * text makes the keys unbounded); a list answer is at most 50 trips, some 30 KB. 0 keeps none.
   */
  maxEntries?: number
}

export const CATALOGUE_TOPIC = 'catalogue'
export const DEFAULT_MAX_ENTRIES = 500
/** Bodies under this go as they are, as the compress middleware leaves them. */
const GZIP_THRESHOLD_BYTES = 1024
/**
 * However long an answer could stay true, it is read again after a minute: a write that reached
 * the database without passing through this API (a script, a restore), or an invalidation an
 * instance missed (the bus says so after reconnecting, and everything is forgotten then), is seen within the same minute that browsers
 * already keep the answer (Cache-Control max-age=60).
 */
const LONGEST_KEEP_MS = 60_000

interface Entry {
  answer: CachedAnswer
  scope: CatalogueScope
  trips: ReadonlySet<number> | null
  expiresAt: number
}

function prepare(value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value))
  const etag = strongEtagOf(body)
  // A strong tag names one representation: the gzipped bytes get a tag of their own.
  const gzip = body.length >= GZIP_THRESHOLD_BYTES ? { body: gzipSync(body), etag: `${etag.slice(0, -1)}-gzip"` } : null
  return { body, etag, gzip }
}

/**
 * The public catalogue's answers in memory, so a browse costs no database round trip. Answers
 * here depend on nothing but the URL (and the clock, through `changesAt`): never on who asks.
 * An admin's write empties it on every instance through the bus, this one at once (the bus may
 * deliver our own message later than the next request); an order's seats empty only the answers
 * that show its trip (forgetTrips, invalidation.ts), so a sale of one trip leaves the rest cached.
 */
export function createCatalogueCache({ bus, now, maxEntries = DEFAULT_MAX_ENTRIES }: CatalogueCacheOptions) {
  const instance = randomUUID()
  const entries = new Map<string, Entry>()
  const loading = new Map<string, { scope: CatalogueScope; answer: Promise<CachedAnswer> }>()
  // A tick of every forgetting, and the last tick each scope and each trip was forgotten at: a load
  // that began before one that touches what it read may hold what that made stale.
  let tick = 0
  const scopeForgottenAt: Record<CatalogueScope, number> = { trips: 0, content: 0 }
  const tripForgottenAt = new Map<number, number>()
  let anyTripForgottenAt = 0

  const stopLoads = (scope: CatalogueScope | 'all') => {
    for (const [key, load] of loading) if (scope === 'all' || load.scope === scope) loading.delete(key)
  }

  function forget(scope: CatalogueScope | 'all') {
    tick += 1
    for (const each of ['trips', 'content'] as const) if (scope === 'all' || scope === each) scopeForgottenAt[each] = tick
    for (const [key, entry] of entries) if (scope === 'all' || entry.scope === scope) entries.delete(key)
    stopLoads(scope)
  }

  function forgetTrips(tripIds: Iterable<number>) {
    tick += 1
    const changed = [...tripIds]
    for (const id of changed) tripForgottenAt.set(id, tick)
    anyTripForgottenAt = tick
    const shows = (trips: ReadonlySet<number> | null) => trips === null || changed.some((id) => trips.has(id))
    for (const [key, entry] of entries) if (entry.scope === 'trips' && shows(entry.trips)) entries.delete(key)
    // Which trips a load will show is known only once it is read (`isFresh` checks then).
    stopLoads('trips')
  }

  const isFresh = (scope: CatalogueScope, trips: readonly number[] | undefined, startedAt: number) =>
    scopeForgottenAt[scope] <= startedAt && (scope !== 'trips' || (trips ? trips.every((id) => (tripForgottenAt.get(id) ?? 0) <= startedAt) : anyTripForgottenAt <= startedAt))

  function keep(key: string, entry: Entry) {
    entries.set(key, entry)
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  }

  async function load(key: string, scope: CatalogueScope, read: () => Promise<LoadedAnswer>): Promise<CachedAnswer> {
    const startedAt = tick
    const { value, changesAt, trips } = await read()
    const answer = prepare(value)
    const at = now().getTime()
    const expiresAt = Math.min(at + LONGEST_KEEP_MS, changesAt?.getTime() ?? Infinity)
    if (isFresh(scope, trips, startedAt) && expiresAt > at) keep(key, { answer, scope, trips: trips ? new Set(trips) : null, expiresAt })
    return answer
  }

  bus.subscribe(CATALOGUE_TOPIC, (message) => {
    const [from, scope] = message.split(' ')
    if (from !== instance && (scope === 'trips' || scope === 'content' || scope === 'all')) forget(scope)
  })
  // The bus reconnected: an invalidation may have been lost meanwhile.
  bus.subscribe(missedMessagesTopic, () => forget('all'))

  return {
    /** The answer under `key`, read by `read` when missing or expired; concurrent misses of one key share one read. */
    async answer(key: string, scope: CatalogueScope, read: () => Promise<LoadedAnswer>): Promise<CachedAnswer> {
      const entry = entries.get(key)
      if (entry && entry.expiresAt > now().getTime()) {
        // Most recently used last: the oldest key is the one dropped when full.
        entries.delete(key)
        entries.set(key, entry)
        return entry.answer
      }
      if (maxEntries === 0) return prepare((await read()).value)
      const pending = loading.get(key)
      if (pending) return pending.answer
      const started = { scope, answer: load(key, scope, read) }
      void started.answer
        .finally(() => {
          if (loading.get(key) === started) loading.delete(key)
        })
        .catch(() => undefined)
      loading.set(key, started)
      return started.answer
    },
    /** Empties this instance only: for a change every instance hears of anyway (an order's status on the bus, invalidation.ts). */
    forget,
    /** Empties, on this instance only, the answers that show these trips' seats (an order's on the bus: invalidation.ts). */
    forgetTrips,
    /** After a committed change: empties this instance now and every other through the bus. */
    invalidate(scope: CatalogueScope | 'all') {
      forget(scope)
      bus
        .publish(CATALOGUE_TOPIC, `${instance} ${scope}`)
        .catch((error: unknown) => logger().error({ err: error }, 'Could not tell the other instances to empty their catalogue cache'))
    },
    get size() {
      return entries.size
    },
  }
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>
