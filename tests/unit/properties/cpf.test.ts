import fc from 'fast-check'
import { expect, test } from 'vitest'
import { completeCpf, cpfDigits, formatCpf, isValidCpf } from '../../../src/domain/cpf.ts'
import { runs } from './settings.ts'

/** The first nine digits of a CPF, never one digit repeated (the standard refuses those). */
const firstNine = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((digits) => digits.join(''))
  .filter((digits) => !/^(\d)\1{8}$/.test(digits))

const validCpf = firstNine.map(completeCpf)

/** One digit of `cpf` replaced by another. */
const oneDigitChanged = validCpf.chain((cpf) =>
  fc.record({ cpf: fc.constant(cpf), at: fc.integer({ min: 0, max: 10 }), by: fc.integer({ min: 1, max: 9 }) }).map(({ at, by }) => ({
    cpf,
    at,
    changed: `${cpf.slice(0, at)}${(Number(cpf[at]) + by) % 10}${cpf.slice(at + 1)}`,
  })),
)

test('a generated CPF passes, bare, masked or padded with spaces', () => {
  fc.assert(
    fc.property(validCpf, (cpf) => {
      expect(isValidCpf(cpf)).toBe(true)
      expect(isValidCpf(formatCpf(cpf))).toBe(true)
      expect(isValidCpf(` ${formatCpf(cpf)} `)).toBe(true)
    }),
    runs(),
  )
})

/*
 * Modulo 11 maps the remainders 10 and 0 to the same check digit 0, so a CPF whose first check
 * digit is 0 has changes the standard cannot see (10000006300 → 20000006300 passes). Every other
 * one-digit change must be refused, and a change of a check digit always.
 */
test('any one-digit change fails, but where the standard merges remainder 10 into 0', () => {
  fc.assert(
    fc.property(oneDigitChanged, ({ cpf, at, changed }) => {
      if (cpf[9] !== '0' || at >= 9) expect(isValidCpf(changed)).toBe(false)
    }),
    runs(),
  )
  expect(isValidCpf('20000006300')).toBe(true)
})

test('the mask round-trips: digits → mask → digits, and masking twice changes nothing', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
      const masked = formatCpf(digits)
      expect(masked).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)
      expect(cpfDigits(masked)).toBe(digits)
      expect(formatCpf(masked)).toBe(masked)
      expect(isValidCpf(masked)).toBe(isValidCpf(digits))
    }),
    runs(),
  )
})

test('completing the first nine digits keeps them and gives the one CPF they start', () => {
  fc.assert(
    fc.property(firstNine, fc.integer({ min: 0, max: 99 }), (nine, tail) => {
      const whole = completeCpf(nine)
      expect(whole.slice(0, 9)).toBe(nine)
      const other = `${nine}${String(tail).padStart(2, '0')}`
      expect(isValidCpf(other)).toBe(other === whole)
    }),
    runs(),
  )
})
