/**
 * What this instance last read of each trip's seats left, so an order of a trip with plenty left
 * skips the early refusal's read (issue 26). Only a saving, never a guarantee: the order's
 * conditional UPDATE is what holds the seats, and a trip seen short, near its last seats, or
 * not seen lately is read before any transaction as always, so a sold-out trip is still refused
 * from one read.
 */
export interface SeatsSeen {
  /** The trip's seats left as just read (before or after an order took its own). */
  saw(tripId: number, seatsLeft: number): void
  /** Whether the trip was seen lately with well more seats than `people`: no sold-out refusal is likely. */
  plenty(tripId: number, people: number): boolean
}

/** More seats than an order's people by at least this: a margin for the orders other instances took since. */
export const PLENTY_MARGIN = 10
/** A sighting older than this is read again. A sighting that was wrong costs one order a transaction instead of a read, and that order's own read puts it right. */
export const SEEN_FOR_MS = 10_000

export function seatsSeen(now: () => Date): SeatsSeen {
  const seen = new Map<number, { seatsLeft: number; at: number }>()
  return {
    saw(tripId, seatsLeft) {
      seen.set(tripId, { seatsLeft, at: now().getTime() })
    },
    plenty(tripId, people) {
      const sighting = seen.get(tripId)
      if (!sighting) return false
      if (now().getTime() - sighting.at > SEEN_FOR_MS) {
        seen.delete(tripId)
        return false
      }
      return sighting.seatsLeft >= people + PLENTY_MARGIN
    },
  }
}
