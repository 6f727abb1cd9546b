import type { OrderStatusEvent } from '../../../src/domain/order.ts'

/**
 * Follows `event: status` messages of an SSE response until `until` holds (`withinMs`, 10 s, at most).
 * `started` resolves at the first one: the stream is subscribed, so a change made after it is seen.
 */
export function followStatusEvents(response: Response, until: (events: OrderStatusEvent[]) => boolean, { withinMs = 10_000 } = {}) {
  let markStarted = () => {}
  const started = new Promise<void>((resolve) => (markStarted = resolve))
  const events = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    const seen: OrderStatusEvent[] = []
    let buffer = ''
    const deadline = Date.now() + withinMs
    try {
      while (!until(seen) && Date.now() < deadline) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        const messages = buffer.split('\n\n')
        buffer = messages.pop()!
        for (const message of messages) {
          const data = /^data: (.*)$/m.exec(message)?.[1]
          if (/^event: status$/m.test(message) && data) seen.push(JSON.parse(data) as OrderStatusEvent)
        }
        if (seen.length > 0) markStarted()
      }
    } finally {
      markStarted()
      await reader.cancel()
    }
    return seen
  })()
  return { started, events }
}

/** Reads `event: status` messages from an SSE response until `until` holds (10 s at most). */
export const readStatusEvents = (response: Response, until: (events: OrderStatusEvent[]) => boolean) => followStatusEvents(response, until).events

/**
 * An SSE response once its first `status` event came (the stream is running), and `endOf`, which
 * reads on: 'ended' when the server closes it within `withinMs`, 'open' when it still streams
 * then (its heartbeats keep coming). The stream is closed either way.
 */
export async function runningStream(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  while (!/^event: status$/m.test(text)) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`the stream ended before its first status event: ${text}`)
    text += value
  }
  return {
    async endOf(withinMs: number): Promise<'ended' | 'open'> {
      let timer: NodeJS.Timeout | undefined
      const open = new Promise<'open'>((resolve) => (timer = setTimeout(() => resolve('open'), withinMs)))
      const ended = (async () => {
        while (!(await reader.read()).done);
        return 'ended' as const
      })()
      try {
        return await Promise.race([ended, open])
      } finally {
        clearTimeout(timer)
        await reader.cancel()
      }
    },
  }
}
