import { expect, test } from 'vitest'
import { buildBoleto, digitableLineOf, dueDateFactor, formatDigitableLine } from '../../src/domain/boleto.ts'

// An independent reading of the FEBRABAN rules, written apart from src/domain/boleto.ts.
function luhnStyleMod10(field: string): number {
  const sum = [...field]
    .reverse()
    .map((char, i) => Number(char) * (i % 2 === 0 ? 2 : 1))
    .reduce((total, n) => total + Math.floor(n / 10) + (n % 10), 0)
  return sum % 10 === 0 ? 0 : 10 - (sum % 10)
}
function generalDigit(barcodeWithoutDigit: string): number {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9]
  const sum = [...barcodeWithoutDigit].reverse().reduce((total, char, i) => total + Number(char) * weights[i % 8]!, 0)
  const rest = sum % 11
  const digit = 11 - rest
  return digit > 9 || digit === 0 ? 1 : digit
}
/** Back from the 47 digits to the 44 of the barcode, checking the three field digits on the way. */
function decodeLine(line: string) {
  const f1 = line.slice(0, 9)
  const f2 = line.slice(10, 20)
  const f3 = line.slice(21, 31)
  expect(Number(line[9]), 'field 1 check digit').toBe(luhnStyleMod10(f1))
  expect(Number(line[20]), 'field 2 check digit').toBe(luhnStyleMod10(f2))
  expect(Number(line[31]), 'field 3 check digit').toBe(luhnStyleMod10(f3))
  return `${f1.slice(0, 4)}${line[32]}${line.slice(33, 47)}${f1.slice(4)}${f2}${f3}`
}
const daysSince1997 = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.parse('1997-10-07T00:00:00Z')) / 86_400_000

test('the due-date factor follows FEBRABAN, including the 2025 restart at 1000', () => {
  expect(dueDateFactor('2000-07-03')).toBe(1000)
  expect(dueDateFactor('2025-02-21')).toBe(9999)
  expect(dueDateFactor('2025-02-22')).toBe(1000)
  expect(dueDateFactor('2030-01-14')).toBe(daysSince1997('2030-01-14') - 9000)
})

test('what we generate decodes back and every check digit holds by a second implementation', () => {
  for (const [amountCents, dueDate] of [
    [189_050, '2030-01-14'],
    [1, '2026-12-01'],
    [99_999_999_99, '2027-06-30'],
  ] as const) {
    const freeField = '1234567890123456789012345'
    const { barcode, digitableLine } = buildBoleto({ bank: '001', dueDate, amountCents, freeField })
    expect(barcode).toMatch(/^\d{44}$/)
    expect(digitableLine).toMatch(/^\d{47}$/)
    expect(decodeLine(digitableLine)).toBe(barcode)
    expect(Number(barcode[4])).toBe(generalDigit(barcode.slice(0, 4) + barcode.slice(5)))
    expect(barcode.slice(0, 3)).toBe('001')
    expect(barcode[3]).toBe('9')
    expect(Number(barcode.slice(5, 9))).toBe(((daysSince1997(dueDate) - 1000) % 9000) + 1000)
    expect(Number(barcode.slice(9, 19))).toBe(amountCents)
    expect(barcode.slice(19)).toBe(freeField)
  }
})

test('a changed digit breaks a check digit', () => {
  const { barcode, digitableLine } = buildBoleto({ bank: '341', dueDate: '2030-01-14', amountCents: 50_000, freeField: '0000000000000000000000042' })
  const tampered = `${barcode.slice(0, 10)}${(Number(barcode[10]) + 1) % 10}${barcode.slice(11)}`
  expect(Number(tampered[4])).not.toBe(generalDigit(tampered.slice(0, 4) + tampered.slice(5)))
  expect(digitableLineOf(barcode)).toBe(digitableLine)
  expect(formatDigitableLine(digitableLine)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)
})
