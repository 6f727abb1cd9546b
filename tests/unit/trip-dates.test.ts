import { expect, test } from 'vitest'
import { dueDayText, tripDateRangeText } from '../../src/domain/trip-dates.ts'

test.each([
  ['2026-03-12', '2026-03-18', '12 a 18 de março de 2026', 'March 12\u2009–\u200918, 2026'],
  ['2026-03-28', '2026-04-03', '28 de março a 3 de abril de 2026', 'March 28\u2009–\u2009April 3, 2026'],
  ['2026-12-30', '2027-01-02', '30 de dezembro de 2026 a 2 de janeiro de 2027', 'December 30, 2026\u2009–\u2009January 2, 2027'],
  ['2026-07-04', '2026-07-04', '4 de julho de 2026', 'July 4, 2026'],
  ['2027-01-01', '2027-12-31', '1 de janeiro a 31 de dezembro de 2027', 'January 1\u2009–\u2009December 31, 2027'],
])('%s to %s reads "%s" in pt-BR and "%s" in English', (start, end, portuguese, english) => {
  expect(tripDateRangeText(start, end, 'pt-BR')).toBe(portuguese)
  expect(tripDateRangeText(start, end, 'en')).toBe(english)
})

test.each(['pt-BR', 'en'])('in %s an end before the start gives no text', (locale) => {
  expect(tripDateRangeText('2026-03-18', '2026-03-12', locale)).toBe('')
  expect(tripDateRangeText('2027-01-01', '2026-12-31', locale)).toBe('')
})

test.each(['pt-BR', 'en'])('in %s invalid dates give no text', (locale) => {
  expect(tripDateRangeText('2026-02-30', '2026-03-02', locale)).toBe('')
  expect(tripDateRangeText('amanhã', '2026-03-02', locale)).toBe('')
})

test("a balance's due moment is written as its São Paulo day, whatever the reader's zone: the end of 28/10 is already the 29th in UTC", () => {
  const dueAt = '2027-10-29T02:59:59.999Z'
  expect(dueDayText(dueAt, 'pt-BR')).toBe('28/10')
  expect(dueDayText(dueAt, 'pt-BR', true)).toBe('28/10/2027')
  expect(dueDayText(dueAt, 'en')).toBe('10/28')
  expect(dueDayText(dueAt, 'en', true)).toBe('10/28/2027')
})
