import fc from 'fast-check'
import { expect, test } from 'vitest'
import { installmentOptions, isAllowedInstallments, MAX_INSTALLMENTS, maxInstallmentsFor, MIN_INSTALLMENT_CENTS, splitInstallments } from '../../../src/domain/installments.ts'
import { runs } from './settings.ts'

/** Up to R$ 1 million, small amounts (where the R$ 5,00 floor bites) as likely as large ones. */
const amountCents = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 100_000_000 }))
const count = fc.integer({ min: 1, max: MAX_INSTALLMENTS })
/** A trip's maximum as an admin may set it, nonsense included. */
const tripLimit = fc.integer({ min: -2, max: 40 })

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/*
 * The split is the documented one (installments.ts, docs/PAYMENTS.md): every installment but the
 * first is floor(amount / count) and the first carries the whole remainder, so the first may be
 * up to count − 1 cents above the others (10_001 in 3 → 3_335 + 3_333 + 3_333), not 1.
 */
test('a split has the asked count and adds up to the amount, the first carrying the remainder', () => {
  fc.assert(
    fc.property(amountCents, count, (amount, n) => {
      const values = splitInstallments(amount, n)
      expect(values).toHaveLength(n)
      expect(sum(values)).toBe(amount)
      const [first, ...rest] = values
      const base = Math.floor(amount / n)
      expect(rest.every((value) => value === base)).toBe(true)
      expect(first! - base).toBeGreaterThanOrEqual(0)
      expect(first! - base).toBeLessThan(n)
      expect(values.every(Number.isSafeInteger)).toBe(true)
    }),
    runs(),
  )
})

test('every count offered is allowed, splits into installments of at least R$ 5,00 and stays within the limits', () => {
  fc.assert(
    fc.property(amountCents, tripLimit, (amount, limit) => {
      const options = installmentOptions(amount, limit)
      const most = maxInstallmentsFor(amount, limit)
      expect(options.map((option) => option.count)).toEqual(Array.from({ length: most }, (_, index) => index + 1))
      for (const option of options) {
        const values = splitInstallments(amount, option.count)
        expect(isAllowedInstallments(amount, option.count, limit)).toBe(true)
        expect(option.firstValueCents).toBe(values[0])
        expect(option.valueCents).toBe(values.at(-1))
        expect(option.firstValueCents + (option.count - 1) * option.valueCents).toBe(amount)
        if (option.count > 1) {
          expect(Math.min(...values)).toBeGreaterThanOrEqual(MIN_INSTALLMENT_CENTS)
          expect(option.count).toBeLessThanOrEqual(Math.min(limit, MAX_INSTALLMENTS))
        }
      }
    }),
    runs(),
  )
})

test('one more installment than the maximum would break a limit or the R$ 5,00 floor', () => {
  fc.assert(
    fc.property(amountCents, tripLimit, (amount, limit) => {
      const next = maxInstallmentsFor(amount, limit) + 1
      const smallest = Math.min(...splitInstallments(amount, next))
      expect(next > limit || next > MAX_INSTALLMENTS || smallest < MIN_INSTALLMENT_CENTS).toBe(true)
      expect(isAllowedInstallments(amount, next, limit)).toBe(false)
    }),
    runs(),
  )
})

test('paying at once is always allowed, and no count that is not a positive integer is', () => {
  fc.assert(
    fc.property(amountCents, tripLimit, fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true })), (amount, limit, odd) => {
      expect(isAllowedInstallments(amount, 1, limit)).toBe(true)
      expect(isAllowedInstallments(amount, odd, limit)).toBe(false)
    }),
    runs(),
  )
})
