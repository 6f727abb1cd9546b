import { expect, test } from 'vitest'
import { nameLines } from '../../src/server/catalogue/share-card.ts'

test('a short name is one line', () => {
  expect(nameLines('Salvador', 20)).toEqual(['Salvador'])
})

test('a longer name breaks between words into two lines', () => {
  expect(nameLines('Carnaval em Paraty com blocos de rua', 20)).toEqual(['Carnaval em Paraty', 'com blocos de rua'])
})

test('what does not fit in two lines ends in an ellipsis, never past the line', () => {
  const lines = nameLines('Cruzeiro pelo litoral brasileiro de Santos a Salvador com paradas', 20)
  expect(lines).toEqual(['Cruzeiro pelo', 'litoral brasileiro…'])
  expect(nameLines('Umapalavramuitolongasemespaços e mais', 20)).toEqual(['Umapalavramuitolong…', 'e mais'])
  for (const line of nameLines('a'.repeat(15) + ' ' + 'b'.repeat(20) + ' c', 20)) expect(line.length).toBeLessThanOrEqual(20)
})
