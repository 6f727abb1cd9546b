import { expect, test } from 'vitest'
import {
  apiErrorCodes,
  apiErrorStatus,
  apiErrorText,
  fieldErrorCodes,
  fieldErrorText,
  isApiErrorCode,
  isFieldErrorCode,
  type ApiErrorCode,
  type FieldErrorCode,
} from '../../src/domain/error-codes.ts'

const apiCodes = Object.keys(apiErrorCodes) as ApiErrorCode[]
const fieldCodes = Object.keys(fieldErrorCodes) as FieldErrorCode[]
/** Every param any text says, so each counted text can be said. */
const anyParams = Object.fromEntries(
  [...Object.values(apiErrorCodes).map(({ text }) => text), ...Object.values(fieldErrorCodes)].flatMap((text) => (typeof text === 'string' ? [] : [[text.param, 7]])),
)

test('codes are dotted snake_case and answer with an error status', () => {
  for (const code of [...apiCodes, ...fieldCodes]) expect(code).toMatch(/^[a-z]+(_[a-z]+)*(\.[a-z]+(_[a-z]+)*)?$/)
  for (const code of apiCodes) expect(apiErrorStatus(code), code).toBeGreaterThanOrEqual(400)
})

test('every code says an English text, its params filled in', () => {
  for (const code of apiCodes) expect(apiErrorText(code, anyParams), code).not.toMatch(/undefined|^$/)
  for (const code of fieldCodes) expect(fieldErrorText(code, anyParams), code).not.toMatch(/undefined|^$/)
})

test('a code in both lists says the same text in both', () => {
  const shared = apiCodes.filter((code): code is ApiErrorCode & FieldErrorCode => isFieldErrorCode(code))
  expect(shared).toContain('trip.name_taken')
  for (const code of shared) expect(fieldErrorText(code, anyParams), code).toBe(apiErrorText(code, anyParams))
})

test('the texts are the ones the API always sent', () => {
  expect(apiErrorText('auth.code_wrong', { triesLeft: 1 })).toBe('Wrong code: 1 try left')
  expect(apiErrorText('auth.code_wrong', { triesLeft: 3 })).toBe('Wrong code: 3 tries left')
  expect(apiErrorText('auth.rate_limited', { minutes: 12 })).toBe('Too many attempts; try again in 12 minutes')
  expect(apiErrorText('not_found', { path: 'GET /api/nothing' })).toBe('Not found: GET /api/nothing')
  expect(apiErrorText('trip.not_found', { id: 'praia' })).toBe('Trip not found: praia')
  expect(apiErrorText('order.not_found')).toBe('Could not find the order')
  expect(fieldErrorText('field.min_length', { min: 8 })).toBe('Minimum length 8 characters')
})

test('too few seats is sold out at none left, or says how many are left', () => {
  expect(apiErrorText('order.sold_out')).toBe('This trip is sold out')
  expect(apiErrorText('order.seats_left', { left: 2 })).toBe('Not enough seats left: only 2 seats are left')
})

test('a code from a newer server is not taken for a known one', () => {
  expect(isApiErrorCode('order.not_found')).toBe(true)
  expect(isApiErrorCode('order.teleported')).toBe(false)
  expect(isApiErrorCode('toString')).toBe(false)
  expect(isFieldErrorCode('field.required')).toBe(true)
  expect(isFieldErrorCode(42)).toBe(false)
})
