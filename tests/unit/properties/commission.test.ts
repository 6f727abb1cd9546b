import fc from 'fast-check'
import { expect, test } from 'vitest'
import { commissionOf } from '../../../src/domain/commission.ts'
import { runs } from './settings.ts'

/** A month's net sales at one rate, up to R$ 1 billion either way (refunds make it negative). */
const salesCents = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 })
/** 0 % to 100 % in basis points, the common whole and half percents as likely as any. */
const basisPoints = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.integer({ min: 0, max: 200 }).map((half) => half * 50),
)
/** One order's amount. */
const orderCents = fc.integer({ min: 1, max: 2_000_000_000 })

/** Half away from zero on exact integers, written apart from commissionOf. */
function reference(sales: number, rate: number): number {
  const exact = BigInt(sales) * BigInt(rate)
  const magnitude = exact < 0n ? -exact : exact
  const rounded = (magnitude + 5_000n) / 10_000n
  return Number(exact < 0n ? -rounded : rounded)
}

test('the commission is sales × basis points ÷ 10000 to the cent, halves away from zero', () => {
  fc.assert(
    fc.property(salesCents, basisPoints, (sales, rate) => {
      const commission = commissionOf(sales, rate)
      // + 0: a refund that rounds to nothing gives -0, which the JSON answer writes as 0.
      expect(commission + 0).toBe(reference(sales, rate))
      expect(Number.isSafeInteger(commission)).toBe(true)
      expect(Math.abs(commission * 10_000 - sales * rate)).toBeLessThanOrEqual(5_000)
    }),
    runs(),
  )
  expect(commissionOf(5, 1_000)).toBe(1)
  expect(commissionOf(-5, 1_000)).toBe(-1)
  expect(commissionOf(4, 1_250)).toBe(1)
})

test('a refund negates its sale, so a sale refunded in the same month nets to zero', () => {
  fc.assert(
    fc.property(salesCents, basisPoints, (sales, rate) => {
      expect(commissionOf(-sales, rate) + commissionOf(sales, rate)).toBe(0)
    }),
    runs(),
  )
})

test('more sales never earn less, a zero rate earns nothing and 100 % earns the sales', () => {
  fc.assert(
    fc.property(salesCents, fc.integer({ min: 0, max: 1_000_000 }), basisPoints, (sales, more, rate) => {
      expect(commissionOf(sales + more, rate)).toBeGreaterThanOrEqual(commissionOf(sales, rate))
      expect(commissionOf(sales, 0)).toBe(0)
      expect(commissionOf(sales, 10_000)).toBe(sales)
    }),
    runs(),
  )
})

/*
 * A statement's line is rounded once per rate on that rate's net sales (month-lines.ts); its
 * entries are each rounded alone. Each rounding is off by at most half a cent, so n entries add
 * up to at most (n + 1) / 2 cents from their line: never more, however many refunds are in it.
 */
test("a line's entries, sales and refunds, add up to its commission within half a cent each", () => {
  const entries = fc.array(fc.tuple(orderCents, fc.boolean()), { minLength: 1, maxLength: 40 }).map((orders) => orders.map(([cents, refund]) => (refund ? -cents : cents)))
  fc.assert(
    fc.property(entries, basisPoints, (amounts, rate) => {
      const line = commissionOf(
        amounts.reduce((total, cents) => total + cents, 0),
        rate,
      )
      const entrySum = amounts.reduce((total, cents) => total + commissionOf(cents, rate), 0)
      expect(Math.abs(entrySum - line)).toBeLessThanOrEqual((amounts.length + 1) / 2)
    }),
    runs(),
  )
})

test("an agency's line over several rates stays within half a cent per rate of its exact commission", () => {
  const byRate = fc.array(fc.tuple(salesCents, basisPoints), { minLength: 1, maxLength: 8 })
  fc.assert(
    fc.property(byRate, (groups) => {
      const line = groups.reduce((sum, [sales, rate]) => sum + commissionOf(sales, rate), 0)
      const exact = groups.reduce((sum, [sales, rate]) => sum + sales * rate, 0)
      expect(Math.abs(line * 10_000 - exact)).toBeLessThanOrEqual(5_000 * groups.length)
    }),
    runs(),
  )
})
