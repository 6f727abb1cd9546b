import { expect, test } from 'vitest'
import { dayBeforeReminderOpen, saoPauloTomorrow } from '../../src/server/reminders/timing.ts'

test("tomorrow is São Paulo's: at 23:00 there (02:00 UTC) it is still the day after São Paulo's date", () => {
  expect(saoPauloTomorrow(new Date('2030-03-11T02:00:00Z'))).toBe('2030-03-11')
  expect(saoPauloTomorrow(new Date('2030-03-11T03:00:00Z'))).toBe('2030-03-12')
  expect(saoPauloTomorrow(new Date('2030-12-31T12:00:00Z'))).toBe('2031-01-01')
})

test('reminders about tomorrow open at 09:00 in São Paulo (12:00 UTC) and stay open until midnight there', () => {
  expect(dayBeforeReminderOpen(new Date('2030-03-11T11:59:59Z'))).toBe(false)
  expect(dayBeforeReminderOpen(new Date('2030-03-11T12:00:00Z'))).toBe(true)
  expect(dayBeforeReminderOpen(new Date('2030-03-12T02:59:59Z'))).toBe(true)
  expect(dayBeforeReminderOpen(new Date('2030-03-12T03:00:00Z'))).toBe(false)
})
