/**
 * The sandbox's test cards (docs/PAYMENTS.md). Any other number that passes the Luhn check is
 * approved. Expiry: any future month; CVV: any 3 or 4 digits.
 */
export const sandboxTestCards = [
  { number: '4111111111111111', brand: 'visa', outcome: 'approve' },
  { number: '5555555555554444', brand: 'master', outcome: 'approve' },
  { number: '4000000000000002', brand: 'visa', outcome: 'refuse' },
  { number: '5105105105105100', brand: 'master', outcome: 'refuse' },
  { number: '4000000000000119', brand: 'visa', outcome: 'fail' },
] as const

export type SandboxOutcome = 'approve' | 'refuse' | 'fail'

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'master'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)) return 'elo'
  if (/^(606282|3841)/.test(digits)) return 'hipercard'
  return 'other'
}

export const outcomeOf = (digits: string): SandboxOutcome => sandboxTestCards.find((card) => card.number === digits)?.outcome ?? 'approve'
