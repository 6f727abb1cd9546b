import { expect, test } from 'vitest'
import { afterCommitWork } from '../../src/server/sale/orders/after-commit.ts'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('settled waits for every piece of work, those started while it waits too', async () => {
  const work = afterCommitWork()
  const done: string[] = []
  work.run(
    async () => {
      await later(20)
      done.push('mail')
      work.run(
        async () => {
          await later(20)
          done.push('push')
        },
        () => undefined,
      )
    },
    () => undefined,
  )
  await work.settled()
  expect(done).toEqual(['mail', 'push'])
})

test('a piece that fails is handed to its own handler and does not stop the others or settled', async () => {
  const work = afterCommitWork()
  const failures: unknown[] = []
  let sent = false
  work.run(
    () => Promise.reject(new Error('smtp down')),
    (error) => failures.push(error),
  )
  work.run(
    async () => {
      await later(10)
      sent = true
    },
    () => undefined,
  )
  await work.settled()
  expect(failures).toHaveLength(1)
  expect((failures[0] as Error).message).toBe('smtp down')
  expect(sent).toBe(true)
})

test('with nothing running, settled resolves at once', async () => {
  await expect(afterCommitWork().settled()).resolves.toBeUndefined()
})
