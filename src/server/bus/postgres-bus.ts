import pg from 'pg'
import { missedMessagesTopic, type Bus } from './bus.ts'
import { keyedListeners } from './keyed-listeners.ts'
import { logger } from '../observability/logger.ts'

/** One channel for every topic: the topic travels in the payload, so subscribing never issues a LISTEN. */
const channel = 'roteiro_bus'
/** NOTIFY refuses a payload of 8000 bytes or more. */
const maxPayloadBytes = 7999
const connectTimeoutMs = 5_000

export interface PostgresBusOptions {
  /** The database every instance shares; the bus keeps one connection of its own there, LISTENing. */
  connectionString: string
  /** Sends the NOTIFYs: the app's pool, so a publish takes no connection of its own. */
  pool: pg.Pool
  /** The wait before reconnecting, doubling from `first` up to `most` while attempts fail. */
  retryMs?: { first: number; most: number }
}

/**
 * The bus between processes over PostgreSQL's LISTEN/NOTIFY (no server besides the database).
 * A NOTIFY reaches every listening connection, the sender's own included, so this process's
 * subscribers hear its own messages the same way as the others' (once). When the listening
 * connection drops, the bus reconnects with a growing wait and then tells the subscribers of
 * `missedMessagesTopic`. Resolves once it listens; rejects when the first connection fails.
 */
export async function postgresBus({ connectionString, pool, retryMs = { first: 100, most: 5_000 } }: PostgresBusOptions): Promise<Bus> {
  const listeners = keyedListeners<string>()
  let closed = false
  let current: pg.Client | null = null
  let retry: NodeJS.Timeout | undefined

  const listen = async () => {
    // Named, so pg_stat_activity tells the bus's connection from the pool's. TCP keepalive: a
    // connection cut without a word (a network partition) ends, instead of listening to nothing.
    // A connect that gets no answer gives up, so the next attempt comes.
    const client = new pg.Client({
      connectionString,
      application_name: 'roteiro-bus',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: connectTimeoutMs,
    })
    // A dropped connection emits 'error' (maybe twice) then 'end': said once, at the end, which starts the reconnection.
    let lostWith = ''
    client.on('error', (error) => (lostWith ||= error.message))
    client.on('notification', ({ payload }) => {
      const parsed = parseNotification(payload)
      if (parsed) listeners.deliver(...parsed)
    })
    client.on('end', () => {
      if (current !== client) return
      current = null
      if (closed) return
      logger().warn(`The bus lost its PostgreSQL connection (${lostWith || 'ended'}); reconnecting`)
      reconnect(retryMs.first)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${channel}`)
    } catch (error) {
      await client.end().catch(() => {})
      throw error
    }
    if (closed) {
      await client.end()
      return
    }
    current = client
  }

  const reconnect = (waitMs: number) => {
    retry = setTimeout(() => {
      listen().then(
        () => listeners.deliver(missedMessagesTopic, ''),
        () => !closed && reconnect(Math.min(waitMs * 2, retryMs.most)),
      )
    }, waitMs)
    retry.unref()
  }

  await listen()
  return {
    async publish(topic, message) {
      const payload = JSON.stringify([topic, message])
      if (Buffer.byteLength(payload) > maxPayloadBytes) throw new Error(`A bus message on "${topic}" is over ${maxPayloadBytes} bytes`)
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload])
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true
      clearTimeout(retry)
      listeners.clear()
      await current?.end()
    },
  }
}

/** A [topic, message] pair, or null for a payload someone else sent on our channel (thrown from an event handler, a parse error would end the process). */
function parseNotification(payload: string | undefined): [string, string] | null {
  try {
    const parsed: unknown = JSON.parse(payload ?? '')
    return Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string') ? (parsed as [string, string]) : null
  } catch {
    return null
  }
}
