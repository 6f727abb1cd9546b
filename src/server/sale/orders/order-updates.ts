import type { OrderStatusEvent } from '../../../domain/order.ts'
import { logger } from '../../observability/logger.ts'

/** A status change with the order's owner, told after its transaction commits to whoever tells the browser (SSE, Firestore) or the buyer (mail, push). */
export interface LiveUpdate extends OrderStatusEvent {
  /** Null for a guest's order (payment links): only its events stream follows it. */
  userId: number | null
  method: string
  amountCents: number
  /** The trip whose seats the order holds (null: a product): the catalogue's answers of it show them. */
  tripId: number | null
}

/** Where a committed move is told (the moves publish to one, made when the app is put together). */
export interface LiveSink {
  publish(update: LiveUpdate): void
}

/** Sends each update to every sink; one failing sink does not stop the others. */
export const fanOut = (sinks: LiveSink[]): LiveSink => ({
  publish(update) {
    for (const sink of sinks) {
      try {
        sink.publish(update)
      } catch (error) {
        logger().error({ err: error }, 'A live sink failed')
      }
    }
  },
})
