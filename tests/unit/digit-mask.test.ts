import { expect, test } from 'vitest'
import { caretAfterDigits, formatDigits } from '../../src/client/ui/form/digit-mask.ts'

test.each([
  ['cpf', '52998224725', '529.982.247-25'],
  ['cpf', '529.982.247-25', '529.982.247-25'],
  ['cpf', '5299', '529.9'],
  ['cpf', '529', '529'],
  ['cpf', '529982247251234', '529.982.247-25'],
  ['zipCode', '01310100', '01310-100'],
  ['date', '17071991', '17/07/1991'],
  ['date', '17/0', '17/0'],
  ['phone', '7187654321', '(71) 8765-4321'],
  ['phone', '71987654321', '(71) 98765-4321'],
  ['phone', '(71) 98765-43219', '(71) 98765-4321'],
  ['phone', '', ''],
] as const)('%s: %s is shown as %s', (kind, typed, shown) => {
  expect(formatDigits(kind, typed)).toBe(shown)
})

test('a separator is never left trailing, so deleting a digit needs no extra key', () => {
  expect(formatDigits('date', '17/')).toBe('17')
  expect(formatDigits('cpf', '529.982.')).toBe('529.982')
})

test('the caret goes right after the same digit it followed', () => {
  expect(caretAfterDigits('529.982.247-25', 0)).toBe(0)
  expect(caretAfterDigits('529.982.247-25', 3)).toBe(3)
  expect(caretAfterDigits('529.982.247-25', 4)).toBe(5)
  expect(caretAfterDigits('529.982.247-25', 11)).toBe(14)
  expect(caretAfterDigits('(71) 9', 3)).toBe(6)
})
