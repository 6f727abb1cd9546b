import type { OrderStatusEvent } from '../../../src/domain/order.ts'

/**
 * Follows `event: status` messages of an SSE response until `until` holds (10 s at most).
 * `started` resolves at the first one: the stream is subscribed, so a change made after it is seen.
 */
export function followStatusEvents(response: Response, until: (events: OrderStatusEvent[]) => boolean) {
  let markStarted = () => {}
  const started = new Promise<void>((resolve) => (markStarted = resolve))
  const events = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    const seen: OrderStatusEvent[] = []
    let buffer = ''
    const deadline = Date.now() + 10_000
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
