import { expect, test } from 'vitest'
import { installmentOptions, isAllowedInstallments, maxInstallmentsFor, MIN_INSTALLMENT_CENTS, splitInstallments } from '../../src/domain/installments.ts'

test('an installment of exactly R$ 5,00 is allowed; one cent less is not', () => {
  expect(MIN_INSTALLMENT_CENTS).toBe(500)
  expect(isAllowedInstallments(5_000, 10, 12)).toBe(true)
  expect(isAllowedInstallments(4_999, 10, 12)).toBe(false)
  expect(maxInstallmentsFor(4_999, 12)).toBe(9)
  expect(maxInstallmentsFor(5_000, 12)).toBe(10)
})

test('the smallest installment decides, the first one carrying the remainder', () => {
  expect(splitInstallments(10_001, 3)).toEqual([3_335, 3_333, 3_333])
  expect(splitInstallments(1_000, 2)).toEqual([500, 500])
  // 1_499 in 2 is 750 + 749: both above R$ 5,00.
  expect(isAllowedInstallments(1_499, 2, 10)).toBe(true)
  // 1_499 in 3 would be 501 + 499 + 499.
  expect(isAllowedInstallments(1_499, 3, 10)).toBe(false)
  expect(splitInstallments(123_457, 7).reduce((a, b) => a + b, 0)).toBe(123_457)
})

test('the trip maximum caps the count, and small amounts can always be paid at once', () => {
  expect(maxInstallmentsFor(1_000_000, 6)).toBe(6)
  expect(isAllowedInstallments(1_000_000, 7, 6)).toBe(false)
  expect(maxInstallmentsFor(300, 10)).toBe(1)
  expect(isAllowedInstallments(300, 1, 10)).toBe(true)
  expect(isAllowedInstallments(300, 0, 10)).toBe(false)
  expect(isAllowedInstallments(10_000, 1.5, 10)).toBe(false)
})

test('the options list each count with its values', () => {
  expect(installmentOptions(1_001, 10)).toEqual([
    { count: 1, valueCents: 1_001, firstValueCents: 1_001 },
    { count: 2, valueCents: 500, firstValueCents: 501 },
  ])
})
