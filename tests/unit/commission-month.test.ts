import { describe, expect, test } from 'vitest'
import { currentMonth, monthLabel, shiftMonth } from '../../src/client/ui/commissions/month.ts'
import { formatSignedBRL } from '../../src/client/ui/commissions/signed-brl.ts'

describe('commission months', () => {
  test('the current month is São Paulo’s: 1 March 01:00 UTC is still February there', () => {
    expect(currentMonth(new Date('2027-03-01T01:00:00Z'))).toBe('2027-02')
    expect(currentMonth(new Date('2027-03-01T03:00:00Z'))).toBe('2027-03')
  })

  test('shifting crosses years both ways', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2027-03', 13)).toBe('2028-04')
    expect(shiftMonth('2027-03', 0)).toBe('2027-03')
  })

  test('a month is named in the reader’s language, whatever the machine’s zone', () => {
    expect(monthLabel('2027-03', 'pt-BR')).toBe('março de 2027')
    expect(monthLabel('2027-12', 'en')).toBe('December 2027')
  })
})

describe('signed amounts', () => {
  test('a negative amount has a true minus before the symbol', () => {
    expect(formatSignedBRL(-1234)).toBe('− R$ 12,34')
    expect(formatSignedBRL(1234)).toBe('R$ 12,34')
    expect(formatSignedBRL(0)).toBe('R$ 0,00')
  })
})
