/** How many events streams one server process holds open (issue 25, finding 3: each is a connection, a timer and a listener). */
export interface StreamLimits {
  /** One account's (or one guest order's) streams: a few tabs and devices. */
  perOwner: number
  /** One IP's (STREAMS_PER_IP): an agency's office or a carrier's NAT shares one. */
  perIp: number
  /** The process's (STREAMS_MAX), whatever their owners. */
  total: number
}

export const defaultStreamLimits: StreamLimits = { perOwner: 5, perIp: 50, total: 5_000 }

/** Gives a place back; calling it again does nothing. */
export type ReleasePlace = () => void

export interface StreamPlaces {
  /** A place for one more stream of `owner` from `ip`, or null when one of the ceilings is reached. */
  take(owner: string, ip: string): ReleasePlace | null
  /** Streams open now (the metrics and the bench read it). */
  open(): number
}

/** Counts in this process's memory: a stream is a connection to one process, so its place is there too. */
export function streamPlaces(limits: StreamLimits): StreamPlaces {
  const byOwner = new Map<string, number>()
  const byIp = new Map<string, number>()
  let total = 0
  const add = (counts: Map<string, number>, key: string, delta: number) => {
    const next = (counts.get(key) ?? 0) + delta
    if (next === 0) counts.delete(key)
    else counts.set(key, next)
  }
  return {
    take(owner, ip) {
      if (total >= limits.total || (byOwner.get(owner) ?? 0) >= limits.perOwner || (byIp.get(ip) ?? 0) >= limits.perIp) return null
      total++
      add(byOwner, owner, 1)
      add(byIp, ip, 1)
      let released = false
      return () => {
        if (released) return
        released = true
        total--
        add(byOwner, owner, -1)
        add(byIp, ip, -1)
      }
    },
    open: () => total,
  }
}
