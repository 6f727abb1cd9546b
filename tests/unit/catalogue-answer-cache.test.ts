import { expect, test } from 'vitest'
import { localBus, missedMessagesTopic } from '../../src/server/bus/bus.ts'
import { createCatalogueCache, type LoadedAnswer } from '../../src/server/catalogue/answer-cache.ts'

const at = new Date('2030-01-10T12:00:00.000Z')

/** A read that counts its calls and answers the current `version`. */
function counter() {
  const state = { calls: 0, version: 1 }
  const read = async (): Promise<LoadedAnswer> => {
    state.calls += 1
    return { value: { version: state.version } }
  }
  return { state, read }
}

const versionOf = (body: Uint8Array) => (JSON.parse(Buffer.from(body).toString()) as { version: number }).version

test('keeps at most maxEntries answers, dropping the least recently used', async () => {
  const cache = createCatalogueCache({ bus: localBus(), now: () => at, maxEntries: 2 })
  const { state, read } = counter()
  for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.answer(key, 'trips', read)
  expect(cache.size).toBe(2)
  // a, b, (a kept), c drops b, (a kept), b again.
  expect(state.calls).toBe(4)
})

test('misses of one key at the same moment share one read', async () => {
  const cache = createCatalogueCache({ bus: localBus(), now: () => at })
  const { state, read } = counter()
  const answers = await Promise.all(Array.from({ length: 5 }, () => cache.answer('trips', 'trips', read)))
  expect(state.calls).toBe(1)
  expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1)
})

test('a read that began before an invalidation is not kept, and a request after it does not wait for it', async () => {
  const cache = createCatalogueCache({ bus: localBus(), now: () => at })
  let release!: () => void
  const slow = new Promise<void>((resolve) => (release = resolve))
  const stale = cache.answer('trips', 'trips', async () => {
    await slow
    return { value: { version: 1 } }
  })
  cache.invalidate('trips')
  const fresh = await cache.answer('trips', 'trips', async () => ({ value: { version: 2 } }))
  release()
  expect(versionOf((await stale).body)).toBe(1)
  expect(versionOf(fresh.body)).toBe(2)
  expect(versionOf((await cache.answer('trips', 'trips', async () => ({ value: { version: 3 } }))).body)).toBe(2)
})

test('an invalidation of one scope keeps the other; a message from another instance empties this one', async () => {
  const bus = localBus()
  const cache = createCatalogueCache({ bus, now: () => at })
  const elsewhere = createCatalogueCache({ bus, now: () => at })
  const { state, read } = counter()
  await cache.answer('trips', 'trips', read)
  await cache.answer('tips', 'content', read)
  elsewhere.invalidate('trips')
  await cache.answer('trips', 'trips', read)
  await cache.answer('tips', 'content', read)
  expect(state.calls).toBe(3)
  elsewhere.invalidate('all')
  await cache.answer('tips', 'content', read)
  expect(state.calls).toBe(4)
})

test('an answer is read again at the moment it said it could change, and after a minute at most', async () => {
  let now = at
  const cache = createCatalogueCache({ bus: localBus(), now: () => now })
  const { state, read } = counter()
  const changesAt = new Date(at.getTime() + 10_000)
  await cache.answer('banners', 'content', async () => ({ ...(await read()), changesAt }))
  now = new Date(changesAt.getTime() - 1)
  await cache.answer('banners', 'content', read)
  expect(state.calls).toBe(1)
  now = changesAt
  await cache.answer('banners', 'content', read)
  expect(state.calls).toBe(2)
  now = new Date(changesAt.getTime() + 59_999)
  await cache.answer('banners', 'content', read)
  expect(state.calls).toBe(2)
  now = new Date(changesAt.getTime() + 60_000)
  await cache.answer('banners', 'content', read)
  expect(state.calls).toBe(3)
})

test('everything is read again after the bus says messages may have been lost', async () => {
  const bus = localBus()
  const cache = createCatalogueCache({ bus, now: () => at })
  const { state, read } = counter()
  await cache.answer('trips', 'trips', read)
  await cache.answer('banners', 'content', read)
  await bus.publish(missedMessagesTopic, '')
  await cache.answer('trips', 'trips', read)
  await cache.answer('banners', 'content', read)
  expect(state.calls).toBe(4)
})

test("a trip's change empties only the answers that show it, and those that do not say which trips they show", async () => {
  const cache = createCatalogueCache({ bus: localBus(), now: () => at })
  const { state, read } = counter()
  const showing =
    (...trips: number[]) =>
    async () => ({ ...(await read()), trips })
  await cache.answer('trip/a', 'trips', showing(1))
  await cache.answer('trip/b', 'trips', showing(2))
  await cache.answer('trips?page=1', 'trips', showing(1, 2))
  await cache.answer('trips?page=2', 'trips', showing(3))
  await cache.answer('trips?unnamed', 'trips', read)
  await cache.answer('tips', 'content', read)
  expect(state.calls).toBe(6)
  cache.forgetTrips([2])
  for (const key of ['trip/a', 'trips?page=2', 'tips']) await cache.answer(key, key === 'tips' ? 'content' : 'trips', read)
  expect(state.calls).toBe(6)
  await cache.answer('trip/b', 'trips', showing(2))
  await cache.answer('trips?page=1', 'trips', showing(1, 2))
  await cache.answer('trips?unnamed', 'trips', read)
  expect(state.calls).toBe(9)
})

test("a read that began before a trip's change is kept only when it does not show that trip", async () => {
  const cache = createCatalogueCache({ bus: localBus(), now: () => at })
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const slowly = (version: number, trips?: number[]) => async () => {
    await gate
    return { value: { version }, trips }
  }
  const reads = [cache.answer('trip/a', 'trips', slowly(1, [1])), cache.answer('trip/b', 'trips', slowly(1, [2])), cache.answer('trips', 'trips', slowly(1))]
  cache.forgetTrips([2])
  release()
  await Promise.all(reads)
  const again = async (key: string) => versionOf((await cache.answer(key, 'trips', async () => ({ value: { version: 2 } }))).body)
  expect([await again('trip/a'), await again('trip/b'), await again('trips')]).toEqual([1, 2, 2])
})
