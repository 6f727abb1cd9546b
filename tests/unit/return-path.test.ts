import { expect, test } from 'vitest'
import { returnPath } from '../../src/domain/return-path.ts'
import { authSearch, parseSignInSearch } from '../../src/client/features/auth/search.ts'

test('keeps a path of this site, with its query', () => {
  expect(returnPath('/user/checkout?trip=gramado&option=3&people=2')).toBe('/user/checkout?trip=gramado&option=3&people=2')
  expect(parseSignInSearch({ redirect: '/user/myAcquired' })).toEqual({ redirect: '/user/myAcquired' })
  expect(authSearch({ redirect: '/user/myAcquired', token: 'abc', other: 'x' }, 'token')).toEqual({ redirect: '/user/myAcquired', token: 'abc' })
})

test.each([
  ['another site', 'https://evil.example/'],
  ['a protocol-relative address', '//evil.example/path'],
  ['a backslash trick', '/\\evil.example'],
  ['a tab the browser drops', '/\t/evil.example'],
  ['a newline the browser drops', '/\n/evil.example'],
  ['the admin area', '/admin/users'],
  ['a relative path', 'user/checkout'],
  ['an address too long to be ours', `/user/checkout?q=${'a'.repeat(2000)}`],
  ['not text', 42],
])('refuses %s', (_why, value) => {
  expect(returnPath(value)).toBeUndefined()
  expect(parseSignInSearch({ redirect: value })).toEqual({})
  expect(authSearch({ redirect: value })).toEqual({})
})
