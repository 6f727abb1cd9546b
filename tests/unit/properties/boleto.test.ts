import fc from 'fast-check'
import { expect, test } from 'vitest'
import { buildBoleto, digitableLineOf, dueDateFactor, mod10, mod11Barcode, type BoletoInput } from '../../../src/domain/boleto.ts'
import { runs } from './settings.ts'

const DAY = 86_400_000
const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`))
/** A day from the factor's first valid date (2000-07-03) to 2060. */
const dueDate = fc.integer({ min: Date.UTC(2000, 6, 3) / DAY, max: Date.UTC(2060, 11, 31) / DAY }).map((day) => new Date(day * DAY).toISOString().slice(0, 10))

const boletoInput: fc.Arbitrary<BoletoInput> = fc.record({
  bank: digits(3),
  dueDate,
  amountCents: fc.integer({ min: 0, max: 99_999_999_99 }),
  freeField: digits(25),
})

/** FEBRABAN's inverse of the linha digitável, written apart from digitableLineOf: its five fields back into the barcode. */
const barcodeOf = (line: string) => `${line.slice(0, 4)}${line[32]}${line.slice(33, 47)}${line.slice(4, 9)}${line.slice(10, 20)}${line.slice(21, 31)}`

/** What a bank checks when the line is typed: each field's modulo 10, and the barcode's modulo 11. */
const isValidLine = (line: string) => {
  const barcode = barcodeOf(line)
  return digitableLineOf(barcode) === line && mod11Barcode(`${barcode.slice(0, 4)}${barcode.slice(5)}`) === Number(barcode[4])
}

test('the barcode holds the bank, currency 9, factor, amount and free field, under its modulo-11 digit', () => {
  fc.assert(
    fc.property(boletoInput, (input) => {
      const { barcode, digitableLine } = buildBoleto(input)
      expect(barcode).toMatch(/^\d{44}$/)
      expect(digitableLine).toMatch(/^\d{47}$/)
      expect(barcode.slice(0, 4)).toBe(`${input.bank}9`)
      expect(barcode.slice(5, 9)).toBe(String(dueDateFactor(input.dueDate)))
      expect(Number(barcode.slice(9, 19))).toBe(input.amountCents)
      expect(barcode.slice(19)).toBe(input.freeField)
      expect(Number(barcode[4])).toBe(mod11Barcode(`${barcode.slice(0, 4)}${barcode.slice(5)}`))
      expect(barcode[4]).not.toBe('0')
    }),
    runs(),
  )
})

test('line ↔ barcode round-trips, and every field of the line carries its modulo-10 digit', () => {
  fc.assert(
    fc.property(boletoInput, (input) => {
      const { barcode, digitableLine } = buildBoleto(input)
      expect(barcodeOf(digitableLine)).toBe(barcode)
      expect(digitableLineOf(barcodeOf(digitableLine))).toBe(digitableLine)
      for (const [start, end] of [
        [0, 9],
        [10, 20],
        [21, 31],
      ] as const)
        expect(Number(digitableLine[end])).toBe(mod10(digitableLine.slice(start, end)))
      expect(isValidLine(digitableLine)).toBe(true)
    }),
    runs(),
  )
})

/*
 * The first three fields (digits 1–32 of the line) each have a modulo-10 digit, which sees any
 * one-digit change. The general digit and the fifth field (factor and amount) have only the
 * barcode's modulo 11, where remainders 0, 1 and 10 all give 1: with a general digit of 1 the
 * standard cannot see every change there. Everything else must be refused.
 */
test('any one changed digit of the line is refused, but where the standard merges remainders into 1', () => {
  const changed = boletoInput.chain((input) => {
    const line = buildBoleto(input).digitableLine
    return fc.record({ line: fc.constant(line), at: fc.integer({ min: 0, max: 46 }), by: fc.integer({ min: 1, max: 9 }) })
  })
  fc.assert(
    fc.property(changed, ({ line, at, by }) => {
      const typo = `${line.slice(0, at)}${(Number(line[at]) + by) % 10}${line.slice(at + 1)}`
      if (at <= 32 || line[32] !== '1') expect(isValidLine(typo)).toBe(false)
    }),
    runs(),
  )
})

test('the due-date factor stays in 1000..9999, steps by one a day and repeats every 9000 days', () => {
  fc.assert(
    fc.property(dueDate, (date) => {
      const factor = dueDateFactor(date)
      const next = dueDateFactor(new Date(Date.parse(date) + DAY).toISOString().slice(0, 10))
      expect(factor).toBeGreaterThanOrEqual(1000)
      expect(factor).toBeLessThanOrEqual(9999)
      expect(next).toBe(factor === 9999 ? 1000 : factor + 1)
      expect(dueDateFactor(new Date(Date.parse(date) + 9000 * DAY).toISOString().slice(0, 10))).toBe(factor)
    }),
    runs(),
  )
})
