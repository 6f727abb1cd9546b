/**
 * Card (and, where the trip allows, boleto) installments.
 *
 * The boundary, decided: an installment of exactly R$ 5,00 is allowed. The spec gives the
 * minimum installment value as 5.00 (section 9) and its validation text says "greater than
 * 5.00" (section 5); we read both as "at least R$ 5,00", the usual meaning of a minimum, and
 * the message says so. When the amount does not split evenly the first installment carries
 * the extra cents, so the smallest installment is `floor(amount / count)`, and that is what
 * must reach R$ 5,00.
 */
export const MIN_INSTALLMENT_CENTS = 500

/** The most installments any order may have, whatever a trip says. */
export const MAX_INSTALLMENTS = 24

/** Installments a product may be split into (products carry no setting of their own). */
export const PRODUCT_MAX_INSTALLMENTS = 10

/** The installment values, first one carrying the remainder: 10_001 in 3 → [3_335, 3_333, 3_333]. */
export function splitInstallments(amountCents: number, count: number): number[] {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`amount must be integer cents, got ${amountCents}`)
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`installments must be a positive integer, got ${count}`)
  const base = Math.floor(amountCents / count)
  return Array.from({ length: count }, (_, index) => (index === 0 ? base + (amountCents - base * count) : base))
}

/**
 * The most installments allowed for an amount: at most `limit` (the trip's maximum), and
 * never so many that an installment falls under R$ 5,00. Always at least 1 (paying at once).
 */
export function maxInstallmentsFor(amountCents: number, limit: number): number {
  const bySize = Math.floor(amountCents / MIN_INSTALLMENT_CENTS)
  return Math.max(1, Math.min(limit, MAX_INSTALLMENTS, bySize))
}

export const isAllowedInstallments = (amountCents: number, count: number, limit: number): boolean =>
  Number.isInteger(count) && count >= 1 && count <= maxInstallmentsFor(amountCents, limit)

export interface InstallmentOption {
  count: number
  /** Every installment but the first. */
  valueCents: number
  /** The first installment (carries the remainder). */
  firstValueCents: number
}

/** What the checkout offers: 1x up to the allowed maximum, each with its values. */
export function installmentOptions(amountCents: number, limit: number): InstallmentOption[] {
  return Array.from({ length: maxInstallmentsFor(amountCents, limit) }, (_, index) => {
    const values = splitInstallments(amountCents, index + 1)
    return { count: index + 1, valueCents: values.at(-1)!, firstValueCents: values[0]! }
  })
}
