import { expect, test } from 'vitest'
import { accessRedirect } from '../../src/domain/access.ts'
import { signedOut, type Session } from '../../src/domain/session.ts'

const customer: Session = { user: { id: 7, type: 0 }, token: 'token' }
const admin: Session = { user: { id: 1, type: 1 }, token: 'token' }
const agency: Session = { user: { id: 9, type: 2 }, token: 'token' }
const idWithoutToken: Session = { user: { id: 7, type: 0 }, token: '' }

const openToAnyone = [
  '/signin',
  '/admin/signin',
  '/signup',
  '/signupAgency',
  '/ask-reset-password',
  '/',
  '/user/tripTips',
  '/contactUs',
  '/privacypolicy',
  '/termsOfUse',
  '/aboutUs',
  '/external-post-checkout',
  '/externalPayment',
  '/f1',
  '/motogp',
  '/user/marketing',
  '/faq',
  '/trip/gramado-natal-luz',
  '/trips',
]

// Spec section 6, one row a rule: [who, path opened, previous path, where they end up (null: stays)].
const table: [string, Session, string, string | undefined, string | null][] = [
  ...openToAnyone.map((path): [string, Session, string, string | undefined, string | null] => ['anonymous', signedOut, path, undefined, null]),
  ['anonymous', signedOut, '/user/profile', undefined, '/signin'],
  ['anonymous', signedOut, '/user/checkout', '/trip/x', '/signin'],
  ['anonymous', signedOut, '/user/myAcquired', '/admin/users', '/admin/signin'],
  ['anonymous', signedOut, '/admin/users', undefined, '/admin/signin'],
  ['anonymous', signedOut, '/admin', '/', '/admin/signin'],
  ['a user id without a token', idWithoutToken, '/user/profile', undefined, '/signin'],
  ['customer', customer, '/admin', undefined, '/'],
  ['customer', customer, '/admin/orders', undefined, '/'],
  ['customer', customer, '/admin/signup', undefined, '/'],
  ['customer', customer, '/user/profile', undefined, null],
  ['customer', customer, '/trip/x', undefined, null],
  ['customer', customer, '/', undefined, null],
  ['admin', admin, '/', undefined, '/admin/users'],
  ['admin', admin, '/trips', undefined, '/admin/users'],
  ['admin', admin, '/faq', undefined, '/admin/users'],
  ['admin', admin, '/admin', undefined, null],
  ['admin', admin, '/admin/', undefined, null],
  ['admin', admin, '/admin', '/admin/orders', null],
  ['admin', admin, '/admin/orders', undefined, null],
  ['admin', admin, '/admin/users', undefined, null],
  ['agency', agency, '/admin/users', undefined, '/'],
  ['agency', agency, '/user/myAcquired', undefined, null],
  ['agency', agency, '/agency/paymentLinks', undefined, null],
  ['agency', agency, '/agency/commissions/', undefined, null],
  ['anonymous', signedOut, '/agency/paymentLinks', undefined, '/signin'],
  ['customer', customer, '/agency/paymentLinks', undefined, '/'],
  ['customer', customer, '/agency', undefined, '/'],
  ['admin', admin, '/agency/paymentLinks', undefined, '/admin/users'],
  ['admin', admin, '/agency/commissions', '/admin/orders', '/admin/users'],
]

test.each(table)('%s opening %s (from %s) → %s', (_who, session, to, from, expected) => {
  expect(accessRedirect({ to, from, session })).toBe(expected)
})

test('an unknown path is not open: the anonymous visitor signs in first', () => {
  expect(accessRedirect({ to: '/nao-existe', session: signedOut })).toBe('/signin')
})
