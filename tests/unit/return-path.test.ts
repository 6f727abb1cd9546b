import { expect, test } from 'vitest'
import { parseSignInSearch, returnPath } from '../../src/client/features/auth/search.ts'

test('keeps a path of this site, with its query', () => {
  expect(returnPath('/user/checkout?trip=gramado&option=3&people=2')).toBe('/user/checkout?trip=gramado&option=3&people=2')
  expect(parseSignInSearch({ redirect: '/user/myAcquired' })).toEqual({ redirect: '/user/myAcquired' })
})

test.each([
  ['another site', 'https://evil.example/'],
  ['a protocol-relative address', '//evil.example/path'],
  ['a backslash trick', '/\\evil.example'],
  ['the admin area', '/admin/users'],
  ['a relative path', 'user/checkout'],
  ['not text', 42],
])('refuses %s', (_why, value) => {
  expect(returnPath(value)).toBeUndefined()
  expect(parseSignInSearch({ redirect: value })).toEqual({})
})
