/**
 * The buyers of the flash-sale bench (scripts/bench/flash-sale.ts), through the load balancer: each
 * places one order with an Idempotency-Key of its own at its scheduled time (open-loop.ts); some
 * send it again with the same key as soon as the first answer is in, as a client whose answer got
 * lost would (an idempotent replay). Latency counts from the request's scheduled start.
 */
import { randomUUID } from 'node:crypto'
import { benchPayer } from './pix-order.ts'

export interface Buyer {
  token: string
  method: 'pix' | 'card'
  /** A sandbox card token that approves (card buyers only). */
  cardToken?: string
  /** Sends the same order again after its answer, with the same key. */
  retriesAnyway: boolean
}

export interface SaleItem {
  tripId: number
  optionId: number
}

export interface Answer {
  /** 0: no answer within REQUEST_TIMEOUT_MS, or a reset connection. */
  status: number
  /** The API error's code (`order.sold_out`), when it answered one. */
  errorCode: string | null
  /** From the scheduled start to the whole answer read. */
  ms: number
}

export interface Purchase {
  buyer: Buyer
  first: Answer
  replay: Answer | null
  /** The order's code when the first answer was 2xx. */
  code: string | null
  /** The replay was answered with another order than the first: a duplicate. */
  replayDiffered: boolean
}

/** How long a buyer waits for an answer before giving up (HAProxy would queue it up to 2 minutes). */
export const REQUEST_TIMEOUT_MS = 30_000

const is2xx = (status: number) => status >= 200 && status < 300

type Sent = Answer & { orderCode: string | null }

/** A buyer's order request with its own Idempotency-Key: each call sends it (again), its latency counted from `scheduledAt`. */
export function orderRequest(origin: string, item: SaleItem, buyer: Buyer): (scheduledAt: number) => Promise<Sent> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${buyer.token}`, 'Idempotency-Key': randomUUID() }
  const body = JSON.stringify({
    item: { ...item, people: 1 },
    payer: benchPayer,
    payment: buyer.method === 'card' ? { method: 'card', cardToken: buyer.cardToken, cardBrand: 'visa', installments: 1 } : { method: 'pix' },
  })
  return async (scheduledAt) => {
    try {
      const response = await fetch(`${origin}/api/orders`, { method: 'POST', headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      const text = await response.text()
      let json: { code?: string } | null = null
      try {
        json = JSON.parse(text) as { code?: string }
      } catch {
        // an error page, not JSON
      }
      const code = typeof json?.code === 'string' ? json.code : null
      const ok = is2xx(response.status)
      return { status: response.status, errorCode: ok ? null : code, orderCode: ok ? code : null, ms: performance.now() - scheduledAt }
    } catch {
      return { status: 0, errorCode: null, orderCode: null, ms: performance.now() - scheduledAt }
    }
  }
}

/** One buyer's checkout, its first request due at `scheduledAt` (performance.now() time); the replay is due when the first answer is in. */
export async function buy(origin: string, item: SaleItem, buyer: Buyer, scheduledAt: number): Promise<Purchase> {
  const send = orderRequest(origin, item, buyer)
  const { orderCode: code, ...first } = await send(scheduledAt)
  if (!buyer.retriesAnyway || first.status === 0) return { buyer, first, replay: null, code, replayDiffered: false }
  const { orderCode: againCode, ...replay } = await send(performance.now())
  return { buyer, first, replay, code, replayDiffered: code !== null && againCode !== null && againCode !== code }
}
