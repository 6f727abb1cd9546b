import { expect, test } from 'vitest'
import { formatBRL } from '../../src/domain/money.ts'

test('formats cents as reais with the R$ prefix, pt-BR separators and two decimals', () => {
  expect(formatBRL(0)).toBe('R$ 0,00')
  expect(formatBRL(5)).toBe('R$ 0,05')
  expect(formatBRL(500)).toBe('R$ 5,00')
  expect(formatBRL(189_900)).toBe('R$ 1.899,00')
  expect(formatBRL(123_456_789)).toBe('R$ 1.234.567,89')
})

test('formats negative amounts', () => {
  expect(formatBRL(-1050)).toBe('-R$ 10,50')
})

test('refuses anything that is not whole cents', () => {
  expect(() => formatBRL(10.5)).toThrow(RangeError)
  expect(() => formatBRL(Number.NaN)).toThrow(RangeError)
})
