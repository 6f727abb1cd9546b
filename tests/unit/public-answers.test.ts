import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { hashKey, QueryClient, queryOptions } from '@tanstack/react-query'
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signedOut } from '../../src/domain/session.ts'
import { ApiError } from '../../src/client/api-error.ts'
import { ensurePublicAnswer, hashOf, mirrorPublicAnswers, restorePublicAnswers } from '../../src/client/public-answers.ts'
import { QUERIES_STORAGE_KEY } from '../../src/client/pwa/query-storage.ts'

/**
 * The public pages' answers (src/client/public-answers.ts) share the one saved copy with TanStack
 * Query: these tests write it with Query's own persister and read it back with the module, and
 * hand answers both ways between the module and a real QueryClient. The module keeps its answers
 * for the page's life, so each test uses keys of its own.
 */

const storage = new Map<string, string>()
const localStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
}

beforeEach(() => {
  storage.clear()
  vi.stubGlobal('window', { localStorage, addEventListener: () => undefined })
  vi.stubGlobal('navigator', { onLine: true })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A catalogue-like query whose answers are counted. */
function counted(key: unknown[], answer: (call: number) => unknown | Promise<unknown>, meta: { persist?: boolean; personal?: boolean } = { persist: true }) {
  let calls = 0
  const options = queryOptions({ queryKey: key, queryFn: async () => answer(++calls), meta })
  return { options, calls: () => calls }
}

async function saveWithQuery(client: QueryClient, buster: string) {
  const persister = createSyncStoragePersister({ storage: localStorage, key: QUERIES_STORAGE_KEY, throttleTime: 0 })
  await persistQueryClientSave({
    queryClient: client,
    persister,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.meta?.persist === true && query.state.status === 'success' },
  })
  await vi.waitFor(() => expect(storage.has(QUERIES_STORAGE_KEY)).toBe(true))
}

describe('public answers', () => {
  it('hash keys as TanStack Query does', () => {
    for (const key of [
      ['catalogue', 'trip', 'santos'],
      ['catalogue', 'trips', { pageSize: 12, featured: true, q: undefined, page: 2 }],
      ['a', { z: { b: 1, a: [2, { d: 1, c: 0 }] } }],
    ]) {
      expect(hashOf(key)).toBe(hashKey(key))
    }
  })

  it('reads the public answers of the copy Query saved', async () => {
    const client = new QueryClient()
    const banners = counted(['catalogue', 'banners', 'saved'], () => ['fresh'])
    const personal = counted(['me', 'orders', 'saved'], () => ['fresh'], { persist: true, personal: true })
    await client.prefetchQuery({ ...personal.options, queryFn: () => ['saved order'] })
    await client.prefetchQuery({ ...banners.options, queryFn: () => ['saved banner'] })
    await saveWithQuery(client, 'build-1:anonymous')

    restorePublicAnswers('build-1', signedOut)
    await expect(ensurePublicAnswer(banners.options)).resolves.toEqual(['saved banner'])
    expect(banners.calls()).toBe(0)
    // A personal answer is never one of the public pages'.
    await expect(ensurePublicAnswer(personal.options)).resolves.toEqual(['fresh'])
    expect(personal.calls()).toBe(1)
  })

  it('ignores a copy of another build or user', async () => {
    const client = new QueryClient()
    const tips = counted(['catalogue', 'tips', 'other-build'], () => ['asked'])
    await client.prefetchQuery({ ...tips.options, queryFn: () => ['saved'] })
    await saveWithQuery(client, 'build-1:anonymous')
    restorePublicAnswers('build-2', signedOut)
    restorePublicAnswers('build-1', { user: { id: 7, type: 0 }, token: 't' })
    await expect(ensurePublicAnswer(tips.options)).resolves.toEqual(['asked'])
    expect(tips.calls()).toBe(1)
  })

  it('hands its answers to Query, whose persister saves them, and follows what Query does to them', async () => {
    const trip = counted(['catalogue', 'trip', 'mirrored'], (call) => ({ name: `answer ${call}` }))
    await expect(ensurePublicAnswer(trip.options)).resolves.toEqual({ name: 'answer 1' })

    const client = new QueryClient()
    mirrorPublicAnswers(client)
    expect(client.getQueryData(trip.options.queryKey)).toEqual({ name: 'answer 1' })
    await saveWithQuery(client, 'build:anonymous')
    const saved = JSON.parse(storage.get(QUERIES_STORAGE_KEY)!) as { clientState: { queries: { queryHash: string }[] } }
    expect(saved.clientState.queries.map((query) => query.queryHash)).toContain(hashKey(trip.options.queryKey))

    // An answer fetched after Query started goes to it too.
    const later = counted(['catalogue', 'trip', 'mirrored-later'], () => ({ name: 'later' }))
    await ensurePublicAnswer(later.options)
    expect(client.getQueryData(later.options.queryKey)).toEqual({ name: 'later' })

    // Invalidated by a Query screen (a placed order changes the seats): asked again at the next use.
    await client.invalidateQueries({ queryKey: trip.options.queryKey })
    await expect(ensurePublicAnswer(trip.options)).resolves.toEqual({ name: 'answer 1' })
    await vi.waitFor(() => expect(trip.calls()).toBe(2))
    await expect(ensurePublicAnswer(trip.options)).resolves.toEqual({ name: 'answer 2' })

    // A newer answer in Query's cache is the page's too; a removed one is asked again.
    client.setQueryData(trip.options.queryKey, { name: 'from Query' })
    await expect(ensurePublicAnswer(trip.options)).resolves.toEqual({ name: 'from Query' })
    client.removeQueries({ queryKey: trip.options.queryKey })
    await expect(ensurePublicAnswer(trip.options)).resolves.toEqual({ name: 'answer 3' })
  })

  it("retries a dropped connection as Query's defaults do, and not a 404", async () => {
    vi.useFakeTimers()
    const flaky = counted(['catalogue', 'trip', 'flaky'], (call) => {
      if (call < 3) throw new ApiError(0, 'no connection')
      return { name: 'at last' }
    })
    const answer = ensurePublicAnswer(flaky.options)
    await vi.runAllTimersAsync()
    await expect(answer).resolves.toEqual({ name: 'at last' })
    expect(flaky.calls()).toBe(3)

    const gone = counted(['catalogue', 'trip', 'gone'], () => {
      throw new ApiError(404, 'not found')
    })
    await expect(ensurePublicAnswer(gone.options)).rejects.toMatchObject({ status: 404 })
    expect(gone.calls()).toBe(1)
  })
})
