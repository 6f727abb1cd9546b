import fc from 'fast-check'
import { expect, test } from 'vitest'
import { tripDateRangeText } from '../../../src/domain/trip-dates.ts'
import { runs } from './settings.ts'

const DAY = 86_400_000
const months = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']

const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)
/** A day from 1900 to 2200, and a trip length from the same day to a year and a half. */
const startDay = fc.integer({ min: Date.UTC(1900, 0, 1) / DAY, max: Date.UTC(2200, 0, 1) / DAY })
const tripLength = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 550 }))

const datePart = String.raw`(\d{1,2})(?: de (\p{L}+))?(?: de (\d{4}))?`
const rangeText = new RegExp(String.raw`^${datePart}(?: a ${datePart})?$`, 'u')

/** Reads a range text back into its two ISO dates, filling the parts said once from the end. */
function readRange(text: string): [string, string] | null {
  const match = rangeText.exec(text)
  if (!match) return null
  const [, startDayText, startMonth, startYear, endDayText, endMonth, endYear] = match
  const end = { day: endDayText ?? startDayText!, month: endMonth ?? startMonth, year: endYear ?? startYear }
  if (!end.month || !end.year) return null
  const iso = (day: string, month: string, year: string) => `${year}-${String(months.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`
  return [iso(startDayText!, startMonth ?? end.month, startYear ?? end.year), iso(end.day, end.month, end.year)]
}

test('a range text reads back as the same two dates', () => {
  fc.assert(
    fc.property(startDay, tripLength, (first, length) => {
      const [start, end] = [isoOf(first), isoOf(first + length)]
      const text = tripDateRangeText(start, end, 'pt-BR')
      expect(readRange(text)).toEqual([start, end])
    }),
    runs(),
  )
})

test('each part is said once: the year once within a year, the month once within a month', () => {
  fc.assert(
    fc.property(startDay, tripLength, (first, length) => {
      const [start, end] = [isoOf(first), isoOf(first + length)]
      const text = tripDateRangeText(start, end, 'pt-BR')
      const count = (word: string) => text.split(' ').filter((part) => part === word).length
      for (const year of new Set([start, end].map((date) => String(Number(date.slice(0, 4)))))) expect(count(year)).toBe(1)
      expect(count('a')).toBe(length === 0 ? 0 : 1)
      if (start.slice(0, 7) === end.slice(0, 7)) expect(count(months[Number(end.slice(5, 7)) - 1]!)).toBe(1)
    }),
    runs(),
  )
})

test('an end before the start, or a day its month does not have, gives no text', () => {
  fc.assert(
    fc.property(startDay, fc.integer({ min: 1, max: 400 }), (first, back) => {
      expect(tripDateRangeText(isoOf(first), isoOf(first - back), 'pt-BR')).toBe('')
    }),
    runs(),
  )
  fc.assert(
    fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 29, max: 31 }), startDay, (year, month, day, other) => {
      const date = `${year}-${String(month).padStart(2, '0')}-${day}`
      const exists = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day
      expect(tripDateRangeText(date, date, 'pt-BR') !== '').toBe(exists)
      if (!exists) expect(tripDateRangeText(isoOf(other), date, 'pt-BR')).toBe('')
    }),
    runs(),
  )
})
