import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { OrderStatusEvent } from '../../domain/order.ts'
import { isLiveSession } from '../auth/sessions.ts'
import type { OrdersContext } from '../orders/context.ts'
import { findOrderRowOf, type OrderOwner } from '../orders/queries.ts'
import { refreshExpiry } from '../orders/expiry.ts'

/**
 * GET /api/me/orders/{code}/events and a guest's /api/external-orders/{code}/events: `event:
 * status` with an OrderStatusEvent as data, first the current status at once, then each change. Changes made in this process arrive through the
 * hub at once; the stream also re-reads the order every few seconds, which catches changes made
 * by another server process (and expires a Pix whose time ran out). A comment line keeps
 * proxies from closing a quiet stream. The stream stays open until the browser closes it,
 * or until `sessionId`'s session ends (sign-out, revocation, the account's deletion; issue 15):
 * each periodic re-read first asks the database whether the session still lives. Sessions live
 * in the database, so this ends the streams of every server process within `streamRecheckMs`,
 * with no message between processes and nothing to miss while one is down. A guest's stream
 * (`sessionId` null) belongs to no session.
 */
export function orderEventStream(c: Context, ctx: OrdersContext, owner: OrderOwner, code: string, sessionId: number | null) {
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
    stream.onAbort(stop)
    const forgetClose = ctx.hub.onClose(stop)
    const unsubscribe = ctx.hub.subscribe(code, (update) => {
      queue.push({ code: update.code, status: update.status, reason: update.reason, at: update.at })
      wake()
    })
    let lastStatus = ''
    const send = async (event: OrderStatusEvent) => {
      if (event.status === lastStatus) return
      lastStatus = event.status
      await stream.writeSSE({ event: 'status', data: JSON.stringify(event), id: `${event.status}:${event.at}` })
    }
    const reread = async () => {
      const found = await findOrderRowOf(ctx.db, owner, code)
      if (!found) return
      const row = await refreshExpiry(ctx, found.order)
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
        if (Date.now() - lastRead >= ctx.settings.streamRecheckMs) {
          lastRead = Date.now()
          if (sessionId !== null && !(await isLiveSession(ctx.db, sessionId, ctx.now()))) break
          await reread()
        }
        if (Date.now() - lastBeat >= ctx.settings.streamHeartbeatMs) {
          lastBeat = Date.now()
          await stream.write(': keep-alive\n\n')
        }
      }
    } finally {
      unsubscribe()
      forgetClose()
    }
  })
}
