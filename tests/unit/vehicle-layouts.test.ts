import { expect, test } from 'vitest'
import { AISLE_COLUMN, isSeatOf, layoutCapacity, seatsOfLayout, vehicleLayouts } from '../../src/domain/vehicle-layouts.ts'

test.each([
  ['bus-46', 46],
  ['double-deck-60', 60],
  ['micro-bus-28', 28],
  ['van-15', 15],
] as const)('%s has %i seats numbered 1 to N, each on its own place, none in the aisle', (layout, seats) => {
  const all = seatsOfLayout(layout)
  expect(layoutCapacity(layout)).toBe(seats)
  expect(all.map((seat) => seat.number)).toEqual(Array.from({ length: seats }, (_, index) => index + 1))
  expect(new Set(all.map((seat) => `${seat.deck}:${seat.row}:${seat.column}`)).size).toBe(seats)
  expect(all.some((seat) => seat.column === AISLE_COLUMN)).toBe(false)
  expect(isSeatOf(layout, seats)).toBe(true)
  expect(isSeatOf(layout, seats + 1)).toBe(false)
  expect(isSeatOf(layout, 0)).toBe(false)
})

test('a 2+2 bus has a window and an aisle seat on each side of every full row; the van is 2+1', () => {
  expect(seatsOfLayout('bus-46').slice(0, 4)).toEqual([
    { number: 1, deck: 1, row: 1, column: 1, window: true },
    { number: 2, deck: 1, row: 1, column: 2, window: false },
    { number: 3, deck: 1, row: 1, column: 4, window: false },
    { number: 4, deck: 1, row: 1, column: 5, window: true },
  ])
  expect(
    seatsOfLayout('van-15')
      .filter((seat) => seat.row === 1)
      .map((seat) => [seat.column, seat.window]),
  ).toEqual([
    [1, true],
    [2, false],
    [5, true],
  ])
})

test('the double-decker numbers its upper deck first (48 seats), then the lower (12)', () => {
  const seats = seatsOfLayout('double-deck-60')
  expect(seats.filter((seat) => seat.deck === 2).map((seat) => seat.number)).toEqual(Array.from({ length: 48 }, (_, index) => index + 1))
  expect(seats.filter((seat) => seat.deck === 1)).toHaveLength(12)
  expect(vehicleLayouts).toHaveLength(4)
})
