import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { apiErrorCodes, fieldErrorCodes } from '../../src/domain/error-codes.ts'

/** The rows of the table under `heading` in docs/ERRORS.md, each cell unescaped and trimmed. */
function tableUnder(heading: string): string[][] {
  const doc = readFileSync('docs/ERRORS.md', 'utf8')
  const section = doc.split(/^## /m).find((part) => part.startsWith(`${heading}\n`))
  expect(section, `docs/ERRORS.md has "## ${heading}"`).toBeDefined()
  return section!
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll('\\|', '|')),
    )
}

type Text = string | { param: string; text: (value: string) => string }

/** How a text reads in the table: a counted one with its param as `{name}`. */
const asDocumented = (text: Text) => (typeof text === 'string' ? { params: '', text } : { params: `\`${text.param}\``, text: text.text(`{${text.param}}`) })

test('docs/ERRORS.md lists every error code with its status, params and text, and no other', () => {
  const rows = tableUnder('Error codes')
  const documented = rows.map(([code]) => code!.replaceAll('`', ''))
  expect([...documented].sort()).toEqual(Object.keys(apiErrorCodes).sort())
  expect(new Set(documented).size).toBe(documented.length)
  for (const [code, status, when, params, text] of rows) {
    const listed = apiErrorCodes[code!.replaceAll('`', '') as keyof typeof apiErrorCodes]
    expect(status, code).toBe(String(listed.status))
    expect(when, `${code} says when`).not.toBe('')
    expect({ params, text }, code).toEqual(asDocumented(listed.text as Text))
  }
})

test('docs/ERRORS.md lists every field code with its params and text, and no other', () => {
  const rows = tableUnder('Field codes')
  const documented = rows.map(([code]) => code!.replaceAll('`', ''))
  expect([...documented].sort()).toEqual(Object.keys(fieldErrorCodes).sort())
  expect(new Set(documented).size).toBe(documented.length)
  for (const [code, when, params, text] of rows) {
    expect(when, `${code} says when`).not.toBe('')
    expect({ params, text }, code).toEqual(asDocumented(fieldErrorCodes[code!.replaceAll('`', '') as keyof typeof fieldErrorCodes] as Text))
  }
})
