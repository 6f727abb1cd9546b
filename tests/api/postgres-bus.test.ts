import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { missedMessagesTopic, type Bus } from '../../src/server/bus/bus.ts'
import { createTestInstances, onPostgres, type TestInstance } from './helpers/instances.ts'

/** The bus between instances over LISTEN/NOTIFY (bus/postgres-bus.ts); PGlite's is localBus, one process's own. */
if (!onPostgres) console.info('postgres-bus.test.ts: skipped on PGlite (one process); it runs on PostgreSQL with `npm test -- api-pg`')

let group: Awaited<ReturnType<typeof createTestInstances>>
let a: TestInstance
let b: TestInstance
beforeAll(async () => {
  if (!onPostgres) return
  group = await createTestInstances(2)
  ;[a, b] = group.instances as [TestInstance, TestInstance]
})
afterAll(async () => {
  if (onPostgres) await group.close()
})

/** What a subscriber of `topic` hears, and a wait for the message that makes it `count` long. */
function record(bus: Bus, topic: string) {
  const heard: string[] = []
  const waiting: { count: number; resolve: () => void }[] = []
  bus.subscribe(topic, (message) => {
    heard.push(message)
    for (const wait of waiting) if (heard.length >= wait.count) wait.resolve()
  })
  const until = (count: number) => (heard.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve })))
  return { heard, until }
}

test.skipIf(!onPostgres)('a message reaches every instance, the sender included, once, in the order sent; other topics do not hear it', async () => {
  const onA = record(a.bus, 'greetings')
  const onB = record(b.bus, 'greetings')
  const elsewhere = record(b.bus, 'other')

  await a.bus.publish('greetings', 'olá')
  await a.bus.publish('greetings', 'tchau')
  await Promise.all([onA.until(2), onB.until(2)])
  // A third message from B, heard after the first two: a repeat of those would have come before it.
  await b.bus.publish('greetings', 'fim')
  await Promise.all([onA.until(3), onB.until(3)])

  expect(onA.heard).toEqual(['olá', 'tchau', 'fim'])
  expect(onB.heard).toEqual(['olá', 'tchau', 'fim'])
  expect(elsewhere.heard).toEqual([])
})

test.skipIf(!onPostgres)("a payload on the bus's channel that is not a bus message is ignored", async () => {
  const onB = record(b.bus, 'after-noise')
  await a.db.execute(sql`SELECT pg_notify('roteiro_bus', 'not a bus message'), pg_notify('roteiro_bus', '{"topic":"after-noise"}')`)
  await a.bus.publish('after-noise', 'ok')
  await onB.until(1)
  expect(onB.heard).toEqual(['ok'])
})

test.skipIf(!onPostgres)('a message too big for NOTIFY is refused', async () => {
  await expect(a.bus.publish('big', 'x'.repeat(8_000))).rejects.toThrow(/over 7999 bytes/)
})

test.skipIf(!onPostgres)('when the listening connections are killed, the buses reconnect, say messages may have been missed, and messages flow again', async () => {
  const missedOnA = record(a.bus, missedMessagesTopic)
  const missedOnB = record(b.bus, missedMessagesTopic)
  const onB = record(b.bus, 'after')

  const { rows } = (await a.db.execute(
    sql`SELECT pg_terminate_backend(pid, 5000) AS ended FROM pg_stat_activity WHERE application_name = 'roteiro-bus' AND datname = current_database()`,
  )) as unknown as { rows: { ended: boolean }[] }
  expect(rows).toEqual([{ ended: true }, { ended: true }])
  await Promise.all([missedOnA.until(1), missedOnB.until(1)])

  await a.bus.publish('after', 'de volta')
  await onB.until(1)
  expect(onB.heard).toEqual(['de volta'])
})
