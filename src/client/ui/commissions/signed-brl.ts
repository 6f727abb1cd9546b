import { formatBRL } from '../../../domain/money.ts'

/**
 * Money that may be negative (a reversal, an overpaid balance) with a true minus sign before the
 * symbol, "− R$ 12,34": Intl's "-R$ 12,34" hides the hyphen against the R.
 */
export const formatSignedBRL = (cents: number): string => (cents < 0 ? `− ${formatBRL(-cents)}` : formatBRL(cents))
