/**
 * The vehicles a road trip departs with (issue 28, docs/TRAVELLERS.md "Boarding and seats"): each
 * layout is its seats, numbered as the carrier numbers them. `column` is the seat's place across the
 * vehicle on a grid where the aisle takes a column of its own (so a seat map draws the aisle where no
 * seat is); `row` counts from the front; `deck` is 1 (lower, or the only one) or 2 (upper).
 */

export const vehicleLayouts = ['bus-46', 'double-deck-60', 'micro-bus-28', 'van-15'] as const
export type VehicleLayout = (typeof vehicleLayouts)[number]

export interface LayoutSeat {
  number: number
  deck: 1 | 2
  row: number
  column: number
  window: boolean
}

/** The aisle's column on every layout's grid: 2 seats to its left, 1 or 2 to its right. */
export const AISLE_COLUMN = 3

/**
 * `rows` rows of seats from number `first` on one deck: each row fills `sides` left to right
 * (columns 1-2, then 4-5), the outermost of a side at a window.
 */
function rowsOf(deck: 1 | 2, first: number, rows: readonly (readonly number[])[]): LayoutSeat[] {
  const seats: LayoutSeat[] = []
  let number = first
  rows.forEach((columns, index) => {
    for (const column of columns) seats.push({ number: number++, deck, row: index + 1, column, window: column === 1 || column === 5 })
  })
  return seats
}

const twoAndTwo = [1, 2, 4, 5] as const
const twoAndOne = [1, 2, 5] as const
const repeat = <T>(row: T, times: number): T[] => Array.from({ length: times }, () => row)

const layouts: Record<VehicleLayout, LayoutSeat[]> = {
  // 11 rows 2+2 and, beside the toilet at the back, 2 seats.
  'bus-46': rowsOf(1, 1, [...repeat(twoAndTwo, 11), [1, 2]]),
  // Upper deck 1-48 (12 rows 2+2), lower deck 49-60 (3 rows 2+2), as double-deckers number them.
  'double-deck-60': [...rowsOf(2, 1, repeat(twoAndTwo, 12)), ...rowsOf(1, 49, repeat(twoAndTwo, 3))],
  'micro-bus-28': rowsOf(1, 1, repeat(twoAndTwo, 7)),
  'van-15': rowsOf(1, 1, repeat(twoAndOne, 5)),
}

/** The seats of a layout, by number. */
export const seatsOfLayout = (layout: VehicleLayout): readonly LayoutSeat[] => layouts[layout]

export const layoutCapacity = (layout: VehicleLayout): number => layouts[layout].length

/** Whether `number` is a seat of `layout`. */
export const isSeatOf = (layout: VehicleLayout, number: number): boolean => Number.isInteger(number) && number >= 1 && number <= layouts[layout].length
