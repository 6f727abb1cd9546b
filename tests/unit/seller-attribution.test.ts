import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { forgetSeller, rememberSeller, rememberedSeller, sellerCodeOf, takeSellerFromLink } from '../../src/client/features/checkout/seller.ts'

/** A Storage of its own per test: the module reads the browser's localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

const KEY = 'roteiro.seller'
const DAY = 86_400_000

beforeEach(() => {
  Object.assign(globalThis, { localStorage: memoryStorage(), window: { location: { origin: 'https://roteiro.test' } } })
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage')
  Reflect.deleteProperty(globalThis, 'window')
})

describe('seller codes', () => {
  test('4 to 12 letters or digits, kept upper case; anything else is no code', () => {
    expect(sellerCodeOf(' demotur ')).toBe('DEMOTUR')
    expect(sellerCodeOf(12345)).toBe('12345')
    expect(sellerCodeOf('abc')).toBeNull()
    expect(sellerCodeOf('ABCDEFGHIJKLM')).toBeNull()
    expect(sellerCodeOf('DEMO-TUR')).toBeNull()
    expect(sellerCodeOf(undefined)).toBeNull()
  })
})

describe('the remembered seller', () => {
  test('is kept with the time it was saved, and read back for 30 days', () => {
    const savedAt = new Date('2026-11-01T12:00:00Z')
    rememberSeller('DEMOTUR', savedAt)
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ code: 'DEMOTUR', savedAt: savedAt.toISOString() })
    expect(rememberedSeller(new Date(savedAt.getTime() + 30 * DAY - 1))).toBe('DEMOTUR')
  })

  test('is dropped once 30 days old', () => {
    const savedAt = new Date('2026-11-01T12:00:00Z')
    rememberSeller('DEMOTUR', savedAt)
    expect(rememberedSeller(new Date(savedAt.getTime() + 30 * DAY))).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  test('an unreadable or foreign value is dropped', () => {
    localStorage.setItem(KEY, '{not json')
    expect(rememberedSeller()).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
    localStorage.setItem(KEY, JSON.stringify({ code: 'x', savedAt: new Date().toISOString() }))
    expect(rememberedSeller()).toBeNull()
    localStorage.setItem(KEY, JSON.stringify({ code: 'DEMOTUR', savedAt: new Date(Date.now() + DAY).toISOString() }))
    expect(rememberedSeller(), 'saved in the future: a clock or a hand changed it').toBeNull()
  })

  test('removing it forgets it', () => {
    rememberSeller('DEMOTUR')
    forgetSeller()
    expect(rememberedSeller()).toBeNull()
  })
})

describe('a link with ?seller=', () => {
  test('remembers the code and answers the address without it, keeping the rest', () => {
    const next = takeSellerFromLink('/trip/gramado?seller=demotur&people=2#options', { seller: 'demotur', people: 2 })
    expect(next).toBe('/trip/gramado?people=2#options')
    expect(rememberedSeller()).toBe('DEMOTUR')
  })

  test('a malformed code is taken off the address but not remembered, and leaves an earlier one alone', () => {
    rememberSeller('FIRST1')
    expect(takeSellerFromLink('/?seller=%3Cb%3E', { seller: '<b>' })).toBe('/')
    expect(rememberedSeller()).toBe('FIRST1')
  })

  test('a newer link replaces the remembered seller', () => {
    rememberSeller('FIRST1')
    takeSellerFromLink('/trips?seller=SECOND2', { seller: 'SECOND2' })
    expect(rememberedSeller()).toBe('SECOND2')
  })
})
