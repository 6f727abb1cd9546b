/**
 * Boleto bancário (FEBRABAN layout): the 44-digit barcode and the 47-digit linha digitável the
 * payer types. Barcode: bank (3), currency 9 (1), general check digit (1, modulo 11), due-date
 * factor (4), amount in cents (10), free field of the bank (25). The linha digitável regroups
 * it in five fields, the first three with a modulo-10 check digit each.
 */

/** Modulo 10, weights 2, 1, 2, 1... from the right, a product's digits summed. */
export function mod10(digits: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight
    sum += product > 9 ? product - 9 : product
    weight = weight === 2 ? 1 : 2
  }
  return (10 - (sum % 10)) % 10
}

/** The barcode's general check digit: modulo 11, weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function mod11Barcode(digits: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const digit = 11 - (sum % 11)
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit
}

const BASE_DATE = Date.UTC(1997, 9, 7)
const DAY = 86_400_000

/**
 * Days from 1997-10-07 to the due date, in 1000..9999. The factor reached 9999 on 2025-02-21
 * and restarted at 1000 on 2025-02-22 (FEBRABAN's rule): it repeats every 9000 days.
 */
export function dueDateFactor(dueDate: string): number {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - BASE_DATE) / DAY)
  if (days < 1000) throw new RangeError(`due date before 2000-07-03: ${dueDate}`)
  return ((days - 1000) % 9000) + 1000
}

export interface BoletoInput {
  /** Bank code, 3 digits. */
  bank: string
  dueDate: string
  amountCents: number
  /** The bank's free field, 25 digits (agency, account, "nosso número"...). */
  freeField: string
}

export interface Boleto {
  barcode: string
  digitableLine: string
}

export function buildBoleto(input: BoletoInput): Boleto {
  if (!/^\d{3}$/.test(input.bank)) throw new Error('bank code must be 3 digits')
  if (!/^\d{25}$/.test(input.freeField)) throw new Error('free field must be 25 digits')
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0 || input.amountCents > 99_999_999_99) throw new RangeError('amount out of range')
  const factor = String(dueDateFactor(input.dueDate))
  const amount = String(input.amountCents).padStart(10, '0')
  const withoutCheck = `${input.bank}9${factor}${amount}${input.freeField}`
  const barcode = `${withoutCheck.slice(0, 4)}${mod11Barcode(withoutCheck)}${withoutCheck.slice(4)}`
  return { barcode, digitableLine: digitableLineOf(barcode) }
}

/** The 47-digit linha digitável of a 44-digit barcode. */
export function digitableLineOf(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new Error('a boleto barcode has 44 digits')
  const field1 = `${barcode.slice(0, 4)}${barcode.slice(19, 24)}`
  const field2 = barcode.slice(24, 34)
  const field3 = barcode.slice(34, 44)
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${barcode[4]}${barcode.slice(5, 19)}`
}

/** 00190.00009 01234.567890 12345.678901 2 10000000012345: how a linha digitável is printed. */
export function formatDigitableLine(line: string): string {
  const m = /^(\d{5})(\d{5})(\d{5})(\d{6})(\d{5})(\d{6})(\d)(\d{14})$/.exec(line)
  if (!m) throw new Error('a linha digitável has 47 digits')
  return `${m[1]}.${m[2]} ${m[3]}.${m[4]} ${m[5]}.${m[6]} ${m[7]} ${m[8]}`
}
