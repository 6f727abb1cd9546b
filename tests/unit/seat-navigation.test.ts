import { expect, test } from 'vitest'
import { seatAfterKey } from '../../src/client/features/purchases/components/seat-map/seat-navigation.ts'
import { seatsOfLayout } from '../../src/domain/vehicle-layouts.ts'

/* The seat map's arrow keys (issue 28): a keyboard-only buyer walks the bus as it is drawn. */

const bus = seatsOfLayout('bus-46')
const van = seatsOfLayout('van-15')
const upperDeck = seatsOfLayout('double-deck-60').filter((seat) => seat.deck === 2)

test('left and right go to the seat before or after in reading order, across the aisle and from row to row', () => {
  expect(seatAfterKey(bus, 2, 'ArrowRight')).toBe(3)
  expect(seatAfterKey(bus, 4, 'ArrowRight')).toBe(5)
  expect(seatAfterKey(bus, 5, 'ArrowLeft')).toBe(4)
  expect(seatAfterKey(bus, 1, 'ArrowLeft')).toBeUndefined()
  expect(seatAfterKey(bus, 46, 'ArrowRight')).toBeUndefined()
})

test('up and down go to the nearest seat across in the row before or after; Home and End to the first and last', () => {
  expect(seatAfterKey(bus, 1, 'ArrowDown')).toBe(5)
  expect(seatAfterKey(bus, 8, 'ArrowUp')).toBe(4)
  expect(seatAfterKey(bus, 1, 'ArrowUp')).toBeUndefined()
  // Behind the last full row the bus has two seats on the left (beside the toilet): from the right side, the nearest.
  expect(seatAfterKey(bus, 44, 'ArrowDown')).toBe(46)
  expect(seatAfterKey(bus, 41, 'ArrowDown')).toBe(45)
  // The van is 2+1: down from the single seat of a row is the single seat of the next.
  expect(seatAfterKey(van, 3, 'ArrowDown')).toBe(6)
  expect(seatAfterKey(upperDeck, 20, 'Home')).toBe(1)
  expect(seatAfterKey(upperDeck, 20, 'End')).toBe(48)
  expect(seatAfterKey(bus, 20, 'Enter')).toBeUndefined()
})
