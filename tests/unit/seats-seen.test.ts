import { expect, test } from 'vitest'
import { PLENTY_MARGIN, SEEN_FOR_MS, seatsSeen } from '../../src/server/sale/orders/seats-seen.ts'

function clock() {
  let at = Date.parse('2026-11-28T10:00:00Z')
  return { now: () => new Date(at), pass: (ms: number) => (at += ms) }
}

test('a trip never seen, or seen short or near its last seats, is read before the order', () => {
  const { now } = clock()
  const seen = seatsSeen(now)
  expect(seen.plenty(1, 2)).toBe(false)
  seen.saw(1, 0)
  expect(seen.plenty(1, 1)).toBe(false)
  seen.saw(1, 2 + PLENTY_MARGIN - 1)
  expect(seen.plenty(1, 2)).toBe(false)
  expect(seen.plenty(2, 1)).toBe(false)
})

test('a trip seen lately with plenty of seats skips the read until the sighting is old', () => {
  const { now, pass } = clock()
  const seen = seatsSeen(now)
  seen.saw(1, 2 + PLENTY_MARGIN)
  expect(seen.plenty(1, 2)).toBe(true)
  expect(seen.plenty(1, 3)).toBe(false)
  pass(SEEN_FOR_MS)
  expect(seen.plenty(1, 2)).toBe(true)
  pass(1)
  expect(seen.plenty(1, 2)).toBe(false)
  seen.saw(1, 100)
  expect(seen.plenty(1, 2)).toBe(true)
})
