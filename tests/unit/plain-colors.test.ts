import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { fontStack, palette, semanticColors } from '../../src/client/ui/colors.ts'

// The public pages draw with plain CSS before Chakra loads: their colours must be the theme's.
const css = readFileSync(new URL('../../src/client/ui/plain/base.css', import.meta.url), 'utf8')
const variables = Object.fromEntries([...css.matchAll(/(--ui-[a-z0-9-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]))

test('every colour variable of the plain stylesheet is the theme colour of the same name', () => {
  const named: Record<string, string> = {
    ...Object.fromEntries(Object.entries(semanticColors).map(([name, value]) => [`--ui-${name.replace('.', '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value])),
    '--ui-secondary': palette.secondary,
  }
  const colours = Object.entries(variables).filter(([, value]) => value.startsWith('#'))
  expect(colours.length).toBeGreaterThan(15)
  for (const [name, value] of colours) {
    if (name === '--ui-red-solid') continue // Chakra's own red palette, not ours
    expect(named[name], `${name} is not a theme colour`).toBeDefined()
    expect(value.toLowerCase(), name).toBe(named[name]!.toLowerCase())
  }
})

test('the plain stylesheet uses the theme font', () => {
  expect(variables['--ui-font']).toBe(fontStack)
})
