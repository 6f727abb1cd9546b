import type { LayoutSeat } from '../../../../../domain/vehicle-layouts.ts'

type Placed = Pick<LayoutSeat, 'number' | 'row' | 'column'>

const byPlace = (a: Placed, b: Placed) => a.row - b.row || a.column - b.column

/**
 * The seat an arrow key moves to on one deck, drawn front to back: left and right go to the seat
 * before or after in reading order (row by row), up and down to the nearest seat across in the row
 * before or after; Home and End to the first and last. Undefined where there is none (the focus stays).
 */
export function seatAfterKey(seats: readonly Placed[], from: number, key: string): number | undefined {
  const ordered = [...seats].sort(byPlace)
  const index = ordered.findIndex((seat) => seat.number === from)
  const current = ordered[index]
  if (!current) return undefined
  switch (key) {
    case 'ArrowLeft':
      return ordered[index - 1]?.number
    case 'ArrowRight':
      return ordered[index + 1]?.number
    case 'Home':
      return ordered[0]?.number
    case 'End':
      return ordered.at(-1)?.number
    case 'ArrowUp':
    case 'ArrowDown': {
      const rows = [...new Set(ordered.map((seat) => seat.row))]
      const row = rows[rows.indexOf(current.row) + (key === 'ArrowUp' ? -1 : 1)]
      if (row === undefined) return undefined
      const across = ordered.filter((seat) => seat.row === row)
      return across.reduce((best, seat) => (Math.abs(seat.column - current.column) < Math.abs(best.column - current.column) ? seat : best)).number
    }
    default:
      return undefined
  }
}
