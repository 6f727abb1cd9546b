import { expect, test } from 'vitest'
import { localBus } from '../../src/server/bus/bus.ts'
import { createLogger, logger, useLogger } from '../../src/server/observability/logger.ts'

test("localBus gives a message to its topic's subscribers only, until they unsubscribe", async () => {
  const bus = localBus()
  const heard: string[] = []
  const stop = bus.subscribe('order-status', (message) => heard.push(`a:${message}`))
  bus.subscribe('order-status', (message) => heard.push(`b:${message}`))
  bus.subscribe('catalogue', (message) => heard.push(`catalogue:${message}`))

  await bus.publish('order-status', '1')
  stop()
  await bus.publish('order-status', '2')

  expect(heard).toEqual(['a:1', 'b:1', 'b:2'])
  await bus.close()
  await bus.publish('order-status', '3')
  expect(heard).toHaveLength(3)
})

test('a failing subscriber is logged and does not keep the message from the others', async () => {
  const bus = localBus()
  const before = logger()
  const logged: { level: string; msg: string }[] = []
  useLogger(createLogger({ destination: { write: (line: string) => void logged.push(JSON.parse(line) as { level: string; msg: string }) } }))
  const heard: string[] = []
  bus.subscribe('catalogue', () => {
    throw new Error('broken cache')
  })
  bus.subscribe('catalogue', (message) => heard.push(message))

  await bus.publish('catalogue', 'trips')

  expect(heard).toEqual(['trips'])
  expect(logged).toMatchObject([{ level: 'error', msg: 'A listener of "catalogue" failed' }])
  useLogger(before)
})
