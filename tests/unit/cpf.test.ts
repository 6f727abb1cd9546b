import { expect, test } from 'vitest'
import { completeCpf, cpfDigits, formatCpf, isValidCpf } from '../../src/domain/cpf.ts'

test.each(['529.982.247-25', '52998224725', '111.444.777-35', ' 390.533.447-05 '])('accepts the valid CPF %s', (cpf) => {
  expect(isValidCpf(cpf)).toBe(true)
})

test.each([
  ['a wrong first check digit', '529.982.247-15'],
  ['a wrong second check digit', '529.982.247-24'],
  ['repeated digits', '111.111.111-11'],
  ['too few digits', '5299822472'],
  ['too many digits', '529982247250'],
  ['letters', '529.982.24a-25'],
  ['an odd mask', '529-982-247.25'],
  ['nothing', ''],
])('refuses %s', (_why, cpf) => {
  expect(isValidCpf(cpf)).toBe(false)
})

test('strips and applies the mask', () => {
  expect(cpfDigits('529.982.247-25')).toBe('52998224725')
  expect(formatCpf('52998224725')).toBe('529.982.247-25')
})

test.each([
  ['529982247', '52998224725'],
  ['111444777', '11144477735'],
  ['390533447', '39053344705'],
])('completes %s with its check digits', (firstNine, whole) => {
  expect(completeCpf(firstNine)).toBe(whole)
  expect(isValidCpf(completeCpf(firstNine))).toBe(true)
})
