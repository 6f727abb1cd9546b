import { eq, sum } from 'drizzle-orm'
import pg from 'pg'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Db } from '../db/client.ts'
import { orders } from '../db/schema/index.ts'
import type { LiveHub } from '../sale/live/hub.ts'
import type { LiveSink } from '../sale/orders/order-updates.ts'

/**
 * The app's Prometheus metrics, in a registry of its own (tests make many apps in one process;
 * the global one would mix them). Order counters count this instance's moves: Prometheus sums
 * the instances. Gauges that are facts of the database or of the moment are read at scrape time.
 */
export function createMetrics({ db, hub }: { db: Db; hub: LiveHub }) {
  const registry = new Registry()
  const httpDuration = new Histogram({
    name: 'roteiro_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to its headers, for a stream), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const ordersCounter = (name: string, help: string) => new Counter({ name, help, labelNames: ['method'] as const, registers: [registry] })
  const placed = ordersCounter('roteiro_orders_placed_total', 'Orders placed on this instance, by payment method')
  const paid = ordersCounter('roteiro_orders_paid_total', 'Orders this instance saw paid, by payment method')
  const expired = ordersCounter('roteiro_orders_expired_total', 'Pending orders this instance canceled when their time ran out, by payment method')
  new Gauge({
    name: 'roteiro_seats_held',
    help: 'Seats held by pending orders (all instances: read from the database)',
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ seats: sum(orders.seatsHeld).mapWith(Number) })
        .from(orders)
        .where(eq(orders.status, 'pending'))
      this.set(row?.seats ?? 0)
    },
  })
  new Gauge({
    name: 'roteiro_sse_clients',
    help: 'Order status event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(hub.openStreams())
    },
  })
  // drizzle's node-postgres driver keeps its pg Pool in $client; PGlite has no pool.
  const pool = (db as unknown as { $client?: unknown } | null)?.$client
  if (pool instanceof pg.Pool) poolGauges(registry, pool)

  return {
    registry,
    httpDuration,
    /** Counts each order move after its transaction commits: one more sink beside the SSE hub. */
    orderMoves: {
      publish(update) {
        if (update.status === 'pending' && update.reason === 'placed') placed.inc({ method: update.method })
        else if (update.status === 'paid') paid.inc({ method: update.method })
        else if (update.reason === 'expired') expired.inc({ method: update.method })
      },
    } satisfies LiveSink,
    /** Node's own (memory, event loop lag, GC): only where the metrics are served, for they watch the process. */
    collectProcessMetrics: () => collectDefaultMetrics({ register: registry }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

function poolGauges(registry: Registry, pool: pg.Pool) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read())
      },
    })
  gauge('roteiro_db_pool_connections', 'PostgreSQL connections the pool holds, busy or idle', () => pool.totalCount)
  gauge('roteiro_db_pool_idle_connections', 'PostgreSQL connections idle in the pool', () => pool.idleCount)
  gauge('roteiro_db_pool_waiting_queries', 'Queries waiting for a free PostgreSQL connection', () => pool.waitingCount)
}
