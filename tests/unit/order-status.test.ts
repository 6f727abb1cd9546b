import { expect, test } from 'vitest'
import { boletoDueDate, canTransition, expiryOf, isExpired, isFinal, orderStatuses, PIX_VALIDITY_MS, releasesSeats } from '../../src/domain/order-status.ts'

test('pending moves to paid, refused or canceled, a paid order can be canceled (refunded), and nothing else moves', () => {
  const allowed = orderStatuses.flatMap((from) => orderStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`))
  expect(allowed).toEqual(['pending→paid', 'pending→refused', 'pending→canceled', 'paid→canceled'])
  expect(orderStatuses.filter(isFinal)).toEqual(['paid', 'refused', 'canceled'])
})

test('only refused and canceled orders give seats back', () => {
  expect(orderStatuses.filter(releasesSeats)).toEqual(['refused', 'canceled'])
})

test('a Pix order expires 30 minutes after it is placed, a card order never', () => {
  const placed = new Date('2030-01-10T12:00:00Z')
  expect(PIX_VALIDITY_MS).toBe(1_800_000)
  expect(expiryOf('pix', placed, null)?.toISOString()).toBe('2030-01-10T12:30:00.000Z')
  expect(expiryOf('card', placed, null)).toBeNull()
  const order = { status: 'pending' as const, expiresAt: '2030-01-10T12:30:00.000Z' }
  expect(isExpired(order, new Date('2030-01-10T12:29:59.999Z'))).toBe(false)
  expect(isExpired(order, new Date('2030-01-10T12:30:00.000Z'))).toBe(true)
  expect(isExpired({ ...order, status: 'paid' }, new Date('2031-01-01T00:00:00Z'))).toBe(false)
})

test('a boleto is due 3 days later in São Paulo, a weekend moved to Monday, and its order expires when its 72 h seat hold ends, before its due date and clearing days', () => {
  // Thursday 2030-01-10, 01:00 UTC is still Wednesday the 9th in São Paulo: due Saturday the 12th → Monday the 14th.
  expect(boletoDueDate(new Date('2030-01-10T01:00:00Z'))).toBe('2030-01-14')
  expect(boletoDueDate(new Date('2030-01-07T15:00:00Z'))).toBe('2030-01-10')
  // Due Thursday 2030-01-10 (clearing until the start of the 14th in São Paulo), but the seats are held 72 h only.
  expect(expiryOf('boleto', new Date('2030-01-07T15:00:00Z'), '2030-01-10')?.toISOString()).toBe('2030-01-10T15:00:00.000Z')
})
