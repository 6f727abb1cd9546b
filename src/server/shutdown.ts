import type { Server, ServerResponse } from 'node:http'
import { logger } from './observability/logger.ts'

export interface ShutdownSteps {
  /** How long the requests under way may take; then their connections are cut. */
  graceMs: number
  /** Ends what would hold a connection open however long we wait: the order event streams. */
  endStreams: () => void
  /** After the last connection: timers, pools, databases. */
  release: () => Promise<void>
}

/**
 * Graceful shutdown (SIGTERM from a deploy, a scale-down, Ctrl-C): from the signal on,
 * `stopping()` is true (GET /api/ready answers 503, so a load balancer sends no more); the
 * listening socket closes at once (a new connection is refused, and a balancer or client retries
 * elsewhere); every request under way finishes and its answer says `Connection: close`, as does
 * any request still arriving on a kept-alive connection; event streams end with a reconnect
 * hint; after `graceMs` what is left is cut. Then `release`.
 */
export function gracefulShutdown(steps: ShutdownSteps) {
  let server: Server | undefined
  let stopping = false
  const unanswered = new Set<ServerResponse>()
  // Node closes idle kept-alive connections when the server closes, but one that becomes idle
  // later would stay open until its client leaves: each is closed as its last answer ends.
  const closeWhenIdle = () => setImmediate(() => server?.closeIdleConnections())
  return {
    stopping: () => stopping,
    /** The HTTP server whose connections the shutdown closes. */
    watch(httpServer: Server) {
      server = httpServer
      httpServer.on('request', (_request, response: ServerResponse) => {
        if (stopping) response.setHeader('Connection', 'close')
        unanswered.add(response)
        response.once('close', () => {
          unanswered.delete(response)
          if (stopping) closeWhenIdle()
        })
      })
    },
    async run() {
      stopping = true
      const started = Date.now()
      logger().info({ inFlight: unanswered.size, graceMs: steps.graceMs }, 'Shutting down')
      for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close')
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      steps.endStreams()
      const deadline = setTimeout(() => {
        logger().warn({ cut: unanswered.size }, 'Shutdown grace over: cutting the connections left')
        server?.closeAllConnections()
      }, steps.graceMs)
      await closed
      clearTimeout(deadline)
      await steps.release()
      logger().info({ ms: Date.now() - started }, 'Stopped')
    },
  }
}
