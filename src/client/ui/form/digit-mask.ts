/** The masks of Brazilian numbers: `_` takes a digit, anything else is shown as it is. */
export const masks = {
  cpf: '___.___.___-__',
  /** CEP. */
  zipCode: '_____-___',
  date: '__/__/____',
  landline: '(__) ____-____',
  mobile: '(__) _____-____',
} as const

export type MaskName = 'cpf' | 'zipCode' | 'date' | 'phone'

export const digitsOf = (text: string) => text.replace(/\D/g, '')

/** A phone takes the mobile mask from its 11th digit on, the landline one before. */
export const maskFor = (kind: MaskName, digits: string): string => (kind === 'phone' ? (digits.length > 10 ? masks.mobile : masks.landline) : masks[kind])

/** How many digits the kind holds at most (a phone: the mobile mask's 11). */
const maxDigits = (kind: MaskName) => [...(kind === 'phone' ? masks.mobile : masks[kind])].filter((char) => char === '_').length

/**
 * Digits laid into the mask. A separator is written only when a digit follows it, so deleting
 * the last digit never leaves a separator the user would have to delete as well.
 */
export function formatDigits(kind: MaskName, text: string): string {
  const digits = digitsOf(text).slice(0, maxDigits(kind))
  const mask = maskFor(kind, digits)
  let out = ''
  let next = 0
  for (const char of mask) {
    if (next >= digits.length) break
    out += char === '_' ? digits[next++] : char
  }
  return out
}

/** The caret position in `formatted` right after its `count`-th digit (0: the start). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0
  let seen = 0
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++
    if (seen === count) return i + 1
  }
  return formatted.length
}
