import { expect, test } from 'vitest'
import { tripDateRangeText } from '../../src/domain/trip-dates.ts'

test.each([
  ['2026-03-12', '2026-03-18', '12 a 18 de março de 2026'],
  ['2026-03-28', '2026-04-03', '28 de março a 3 de abril de 2026'],
  ['2026-12-30', '2027-01-02', '30 de dezembro de 2026 a 2 de janeiro de 2027'],
  ['2026-07-04', '2026-07-04', '4 de julho de 2026'],
  ['2027-01-01', '2027-12-31', '1 de janeiro a 31 de dezembro de 2027'],
])('%s to %s reads "%s"', (start, end, text) => {
  expect(tripDateRangeText(start, end)).toBe(text)
})

test('an end before the start gives no text', () => {
  expect(tripDateRangeText('2026-03-18', '2026-03-12')).toBe('')
  expect(tripDateRangeText('2027-01-01', '2026-12-31')).toBe('')
})

test('invalid dates give no text', () => {
  expect(tripDateRangeText('2026-02-30', '2026-03-02')).toBe('')
  expect(tripDateRangeText('amanhã', '2026-03-02')).toBe('')
})
