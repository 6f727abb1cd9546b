/** Keeps only the digits of a CPF typed with or without its mask (000.000.000-00). */
export function cpfDigits(text: string): string {
  return text.replace(/\D/g, '')
}

function checkDigit(digits: string, length: number): number {
  let sum = 0
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i)
  const rest = (sum * 10) % 11
  return rest === 10 ? 0 : rest
}

/** Validates a CPF by its two modulo-11 check digits; masked or bare, repeated digits refused. */
export function isValidCpf(text: string): boolean {
  if (!/^\s*(\d{3}\.?\d{3}\.?\d{3}-?\d{2})\s*$/.test(text)) return false
  const digits = cpfDigits(text)
  if (/^(\d)\1{10}$/.test(digits)) return false
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
}

/** A whole CPF (11 digits) from its first 9: appends the two check digits. */
export function completeCpf(firstNine: string): string {
  const withFirst = firstNine + checkDigit(firstNine, 9)
  return withFirst + checkDigit(withFirst, 10)
}

/** Formats 11 digits as 000.000.000-00. */
export function formatCpf(text: string): string {
  const d = cpfDigits(text).slice(0, 11)
  return d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')
}
