import type { Context } from 'hono'
import type { Db } from '../../db/client.ts'
import type { PaymentGateway } from './gateway.ts'
import type { OrderMoves } from './moves.ts'
import type { OrderRow } from './queries.ts'
import type { PaymentSettings } from './settings.ts'

/** An order's events stream: who holds the place it takes, how to read the order again, and the session it lives as long as (null for a guest). */
export interface OrderStream {
  code: string
  holder: string
  reread: () => Promise<OrderRow | null>
  sessionId: number | null
}

/**
 * What the orders and the parts around them (payments, payment links, waitlist) share; the
 * app's whole context (sale/context.ts) is this and more, made once when the app is put together.
 */
export interface OrdersContext {
  db: Db
  now: () => Date
  settings: PaymentSettings
  gateway: PaymentGateway
  /** The order's moves: commit, then publish (moves.ts). */
  moves: OrderMoves
  /** Behind a proxy, the client's IP is X-Forwarded-For's last entry (TRUST_PROXY). */
  trustProxy: boolean
  ticketSecret: () => Promise<string>
  /** Firebase's custom token for the signed-in user, when Firestore is configured. */
  firebase: { customToken(userId: number): Promise<string> } | null
  /** Opens an order's events stream (live/sse.ts): the orders give it a re-read, not themselves. */
  streamEvents: (c: Context, stream: OrderStream) => Response | Promise<Response>
}
