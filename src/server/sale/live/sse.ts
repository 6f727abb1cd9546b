import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { OrderStatusEvent } from '../../../domain/order.ts'
import { clientIp } from '../../auth/client-ip.ts'
import { isLiveSession } from '../../auth/sessions.ts'
import { isDatabaseUnavailable } from '../../db/errors.ts'
import { ApiError } from '../../http/errors.ts'
import type { Db } from '../../db/client.ts'
import type { OrderStream } from '../orders/context.ts'
import type { PaymentSettings } from '../orders/settings.ts'
import type { LiveHub } from './hub.ts'
import type { StreamPlaces } from './stream-places.ts'

const RECONNECT_MS = 500
const RECONNECT_SPREAD_MS = 2_500
/** After the bus reconnects every stream reads its order again: spread over this long, not all in one instant. */
const MISSED_REREAD_SPREAD_MS = 3_000
/** A refused stream's Retry-After: the browser's EventSource gives up on a 429, the page's own retry waits this long. */
const STREAM_RETRY_AFTER_SECONDS = 30

/** What the events streams need: the hub, their places, how often to re-read and beat, the sessions' database. */
export interface EventStreamsContext {
  db: Db
  now: () => Date
  hub: LiveHub
  streams: StreamPlaces
  trustProxy: boolean
  settings: Pick<PaymentSettings, 'streamRecheckMs' | 'streamHeartbeatMs'>
}

/**
 * GET /api/me/orders/{code}/events and a guest's /api/external-orders/{code}/events: `event:
 * status` with an OrderStatusEvent as data, first the current status at once, then each change.
 * Changes made by any server process arrive through the hub (from the bus) at once; the stream
 * reads the order again when the bus says it may have missed some, and every
 * `streamRecheckMs` as a safety net (a NOTIFY lost with a dropped connection, a Pix whose time
 * ran out before the sweeper's next tick). An event older than the last one sent, or saying the same status and reason, is dropped:
 * two changes published from different connections may arrive out of order. A comment line
 * keeps proxies from closing a quiet stream. The stream stays open until the browser closes it, or until the
 * server stops: then it ends with a `retry:` hint, and the browser reconnects.
 * It also ends when `sessionId`'s session ends (sign-out, revocation, the account's deletion;
 * issue 15): each periodic re-read first asks the database whether the session still lives.
 * Sessions live in the database, so this ends the streams of every server process within
 * `streamRecheckMs`, with no message between processes to miss. A guest's stream (`sessionId`
 * null) belongs to no session. A stream takes a place first (live/stream-places.ts): past an
 * account's, an IP's or the process's ceiling it is a 429 `too_many_streams` with a Retry-After.
 * The order is read through `reread` (the orders' own, expiring it first when its time ran out).
 */
export function orderEventStream(c: Context, ctx: EventStreamsContext, { code, holder, reread: readOrder, sessionId }: OrderStream) {
  const release = ctx.streams.take(holder, clientIp(c, ctx.trustProxy))
  if (!release) throw new ApiError('too_many_streams', undefined, { retryAfterSeconds: STREAM_RETRY_AFTER_SECONDS })
  c.header('Cache-Control', 'no-store')
  c.header('X-Accel-Buffering', 'no')
  return streamSSE(c, async (stream) => {
    let closed = false
    let wake = () => {}
    const queue: OrderStatusEvent[] = []
    const stop = () => {
      closed = true
      wake()
    }
    let serverClosing = false
    stream.onAbort(stop)
    const forgetClose = ctx.hub.onClose(() => {
      serverClosing = true
      stop()
    })
    const unsubscribe = ctx.hub.subscribe(code, (event) => {
      queue.push(event)
      wake()
    })
    let rereadNow = false
    const forgetMissed = ctx.hub.onMissed(() => {
      setTimeout(() => {
        rereadNow = true
        wake()
      }, Math.random() * MISSED_REREAD_SPREAD_MS).unref()
    })
    // Status and reason: a deposit order stays paid when its balance is paid (`paid`/`balance_paid`).
    let lastState = ''
    let lastAt = ''
    const send = async (event: OrderStatusEvent) => {
      const state = `${event.status}/${event.reason}`
      if (state === lastState || event.at < lastAt) return
      lastState = state
      lastAt = event.at
      await stream.writeSSE({ event: 'status', data: JSON.stringify(event), id: `${event.status}:${event.at}` })
    }
    const reread = async () => {
      const row = await readOrder()
      if (!row) return
      await send({ code: row.code, status: row.status, reason: row.statusReason as OrderStatusEvent['reason'], at: row.updatedAt.toISOString() })
    }
    try {
      await reread()
      const tick = Math.min(ctx.settings.streamRecheckMs, ctx.settings.streamHeartbeatMs)
      let lastRead = Date.now()
      let lastBeat = Date.now()
      while (!closed) {
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, tick).unref()
        })
        while (queue.length > 0 && !closed) await send(queue.shift()!)
        if (closed) break
        if (rereadNow || Date.now() - lastRead >= ctx.settings.streamRecheckMs) {
          rereadNow = false
          lastRead = Date.now()
          try {
            if (sessionId !== null && !(await isLiveSession(ctx.db, sessionId, ctx.now()))) break
            await reread()
          } catch (error) {
            // The database is away (a restart): the stream stays open and reads again on its next
            // check, or when the bus, back with the database, says messages may have been missed.
            if (!isDatabaseUnavailable(error)) throw error
          }
        }
        if (Date.now() - lastBeat >= ctx.settings.streamHeartbeatMs) {
          lastBeat = Date.now()
          await stream.write(': keep-alive\n\n')
        }
      }
      // The server is stopping: EventSource reconnects after `retry` ms, through the load
      // balancer to another instance. Spread over a few seconds, so the streams of a stopped
      // instance do not all come back in the same instant.
      if (serverClosing) await stream.write(`retry: ${RECONNECT_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS)}\n\n`)
    } finally {
      unsubscribe()
      forgetMissed()
      forgetClose()
      release()
    }
  })
}
