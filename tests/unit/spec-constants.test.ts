import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { datePickerBounds, overlayLayers } from '../../src/client/ui/spec-constants.ts'
import { createAppSystem } from '../../src/client/ui/system.ts'

test('the date picker offers the years from 100 back to 52 ahead, whole years', () => {
  const today = new Date(2026, 10, 25)
  expect(datePickerBounds('date', today)).toEqual({ min: '1926-01-01', max: '2078-12-31' })
  expect(datePickerBounds('datetime-local', today)).toEqual({ min: '1926-01-01T00:00', max: '2078-12-31T23:59' })
})

test('Chakra draws its overlays from the spec’s z-index 2000, above the sticky header, in their own order', () => {
  const system = createAppSystem()
  const layer = (name: string) => Number(system.token(`zIndex.${name}`))
  // Chakra's dialog sits on the popover layer; the menu's backdrop on the overlay layer.
  expect(layer('overlay')).toBe(2000)
  expect(layer('sticky')).toBeLessThan(layer('overlay'))
  const order = ['overlay', 'modal', 'popover', 'skipNav', 'toast', 'tooltip'].map(layer)
  expect(order).toEqual([...order].sort((a, b) => a - b))
  expect(order).toEqual(Object.values(overlayLayers))
})

test('the plain CSS of the app-wide notices sits on the toast layer', () => {
  const css = readFileSync(new URL('../../src/client/pwa/pwa-status.module.css', import.meta.url), 'utf8')
  expect(/\.notices\s*\{[^}]*z-index:\s*(\d+)/.exec(css)?.[1]).toBe(String(overlayLayers.toast))
})
