import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatBRL } from '../../../src/domain/money.ts'
import { runs } from './settings.ts'

/** Reads "R$ 1.234,56" (or "-R$ 0,05") back into cents. */
const readBRL = (text: string) => {
  const match = /^(-?)R\$ (\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(text)
  if (!match) return null
  const cents = Number(match[2]!.replaceAll('.', '')) * 100 + Number(match[3])
  return match[1] ? -cents : cents
}

test('any whole cents format as R$ with pt-BR separators and read back as the same cents', () => {
  fc.assert(
    fc.property(fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: -1e13, max: 1e13 })), (cents) => {
      expect(readBRL(formatBRL(cents))).toBe(cents + 0)
    }),
    runs(),
  )
})

test("any whole cents format as Intl's pt-BR currency does, with a plain space", () => {
  const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  fc.assert(
    fc.property(fc.oneof(fc.integer({ min: -100_000_000, max: 100_000_000 }), fc.integer({ min: -1e12, max: 1e12 })), (cents) => {
      fc.pre(!Object.is(cents, -0))
      expect(formatBRL(cents)).toBe(intl.format(cents / 100).replace(/\u00a0/g, ' '))
    }),
    runs(),
  )
})

test('anything but whole cents is refused', () => {
  fc.assert(
    fc.property(fc.oneof(fc.double({ noInteger: true }), fc.constantFrom(Number.MAX_SAFE_INTEGER + 1, Infinity, -Infinity)), (value) => {
      expect(() => formatBRL(value)).toThrow(RangeError)
    }),
    runs(),
  )
})
