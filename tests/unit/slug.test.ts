import { expect, test } from 'vitest'
import { slugify } from '../../src/domain/slug.ts'

test('makes URL names without accents, case or punctuation', () => {
  expect(slugify('Fórmula 1 — GP de São Paulo 2027')).toBe('formula-1-gp-de-sao-paulo-2027')
  expect(slugify('  Réveillon em Copacabana!  ')).toBe('reveillon-em-copacabana')
  expect(slugify('Gramado & Canela: Natal Luz')).toBe('gramado-canela-natal-luz')
})
