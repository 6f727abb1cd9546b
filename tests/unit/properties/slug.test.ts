import fc from 'fast-check'
import { expect, test } from 'vitest'
import { slugify } from '../../../src/domain/slug.ts'
import { runs } from './settings.ts'

/** Every accented letter Portuguese (and the Spanish or French of a trip's name) writes, by its plain letter. */
const accented: Record<string, string> = { a: 'áàâãä', c: 'ç', e: 'éèêë', i: 'íìîï', n: 'ñ', o: 'óòôõö', u: 'úùûü', y: 'ý' }

/** Trip names as admins type them: any text, and Portuguese words with punctuation between. */
const tripName = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.stringMatching(/^[A-Za-zÀ-ÿ0-9]{1,10}$/), { maxLength: 6 }).chain((words) => fc.constantFrom(' ', ' — ', ', ', '/', ' & ', '  ').map((gap) => words.join(gap))),
)

const plainWords = fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 5 })

test('a slug is URL-safe: lower-case letters and digits joined by single dashes, none at the ends', () => {
  fc.assert(
    fc.property(tripName, (name) => {
      const slug = slugify(name)
      expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
      expect(encodeURIComponent(slug)).toBe(slug)
    }),
    runs(),
  )
})

test('slugifying a slug changes nothing', () => {
  fc.assert(
    fc.property(tripName, (name) => {
      const slug = slugify(name)
      expect(slugify(slug)).toBe(slug)
    }),
    runs(),
  )
})

/** A plain letter as someone may type it: itself, capital, or any accented form of it. */
const dressedLetter = (letter: string) => {
  const forms = [letter, ...(accented[letter] ?? '')]
  return fc.constantFrom(...forms.flatMap((form) => [form, form.toUpperCase()]))
}
const dressedWord = (word: string) => fc.tuple(...[...word].map(dressedLetter)).map((letters) => letters.join(''))

test('accents, capitals and the punctuation between words do not change the slug', () => {
  const dressed = plainWords.chain((words) =>
    fc.tuple(fc.tuple(...words.map(dressedWord)), fc.constantFrom(' ', ' — ', ' - ', ': ', '!? ', ' / ')).map(([parts, gap]) => ({ words, name: parts.join(gap) })),
  )
  fc.assert(
    fc.property(dressed, ({ words, name }) => {
      expect(slugify(name)).toBe(words.join('-'))
    }),
    runs(),
  )
})
