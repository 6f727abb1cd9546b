import type { OrderStatusEvent } from '../../../src/domain/order.ts'

/** Reads `event: status` messages from an SSE response until `until` holds (10 s at most). */
export async function readStatusEvents(response: Response, until: (events: OrderStatusEvent[]) => boolean) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const events: OrderStatusEvent[] = []
  let buffer = ''
  const deadline = Date.now() + 10_000
  while (!until(events) && Date.now() < deadline) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += value
    const messages = buffer.split('\n\n')
    buffer = messages.pop()!
    for (const message of messages) {
      const data = /^data: (.*)$/m.exec(message)?.[1]
      if (/^event: status$/m.test(message) && data) events.push(JSON.parse(data) as OrderStatusEvent)
    }
  }
  await reader.cancel()
  return events
}
