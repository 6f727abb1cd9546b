import { createServer } from 'node:net'

/**
 * A TCP port nobody listens on right now, on the loopback interface only: the kernel picks one
 * for a throwaway listener, which closes before the port is handed on. For the servers the
 * scripts and the tests start beside each other (PostgreSQL, the app, an emulator).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
