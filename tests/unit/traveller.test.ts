import * as v from 'valibot'
import { expect, test } from 'vitest'
import { isMinorOn, toStoredTraveller, toTraveller, travellerDocumentNumber, travellerInputSchema, travellersDeadline } from '../../src/domain/traveller.ts'

test.each([
  ['2012-03-13', '2030-03-12', true],
  ['2012-03-12', '2030-03-12', false],
  ['2012-02-29', '2030-02-28', true],
  ['2012-02-29', '2030-03-01', false],
  ['1970-01-01', '2030-03-12', false],
])('born %s, leaving %s: minor %s', (birthDate, departureDate, minor) => {
  expect(isMinorOn(birthDate, departureDate)).toBe(minor)
})

test('the deadline is the hours before the departure day starts in São Paulo, 48 by default', () => {
  expect(travellersDeadline('2030-03-12', null).toISOString()).toBe('2030-03-10T03:00:00.000Z')
  expect(travellersDeadline('2030-03-12', 0).toISOString()).toBe('2030-03-12T03:00:00.000Z')
  expect(travellersDeadline('2030-03-12', 72).toISOString()).toBe('2030-03-09T03:00:00.000Z')
})

test('empty values are missing, never wrong; given ones must be valid', () => {
  const parse = (input: unknown) => v.safeParse(travellerInputSchema, input)
  expect(parse({}).success).toBe(true)
  expect(parse({ name: '', document: { kind: 'cpf', number: '' }, birthDate: '' }).success).toBe(true)
  expect(parse({ document: { kind: 'cpf', number: '111.111.111-11' } }).success).toBe(false)
  expect(parse({ document: { kind: 'passport', number: 'A-1' } }).success).toBe(false)
  expect(parse({ birthDate: '2001-02-29' }).success).toBe(false)
  expect(parse({ name: 'A' }).success).toBe(false)
  const parsed = parse({ name: ' Ana ', document: { kind: 'cpf', number: '' }, birthDate: '' })
  expect(parsed.success && toStoredTraveller(parsed.output)).toEqual({ name: 'Ana', documentKind: null, documentNumber: null, documentState: null, birthDate: null })
})

test('an RG is kept with its issuing state, its number without dots and dashes; a number needs a state, a state alone is no document', () => {
  const issuesOf = (document: unknown) => {
    const parsed = v.safeParse(travellerInputSchema, { document })
    return parsed.success ? [] : parsed.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)
  }
  const parsed = v.safeParse(travellerInputSchema, { name: 'Ana', document: { kind: 'rg', number: '12.345.678-x', state: ' sp ' } })
  expect(parsed.success && toStoredTraveller(parsed.output)).toEqual({ name: 'Ana', documentKind: 'rg', documentNumber: '12345678X', documentState: 'SP', birthDate: null })
  expect(issuesOf({ kind: 'rg', number: '12.345.678-9' })).toEqual(['document.state: This field is required'])
  expect(issuesOf({ kind: 'rg', number: '12.345.678-9', state: 'XX' })).toEqual(['document.state: Invalid state'])
  expect(issuesOf({ kind: 'rg', number: 'AB-12', state: 'SP' })).toEqual(['document.number: Invalid RG number'])
  expect(issuesOf({ kind: 'rg', number: '123', state: 'SP' })).toEqual(['document.number: Invalid RG number'])
  const stateAlone = v.safeParse(travellerInputSchema, { document: { kind: 'rg', number: '', state: 'SP' } })
  expect(stateAlone.success && toStoredTraveller(stateAlone.output)).toMatchObject({ documentKind: null, documentNumber: null, documentState: null })
  const stored = { name: 'Ana', documentKind: 'rg', documentNumber: '12345678X', documentState: 'SP', birthDate: '1990-01-01' } as const
  expect(toTraveller(stored, '2030-03-12')).toMatchObject({ document: { kind: 'rg', number: '12345678X', state: 'SP' }, complete: true })
  expect(travellerDocumentNumber({ kind: 'rg', number: '12345678X', state: 'SP' })).toBe('12345678X/SP')
  expect(travellerDocumentNumber({ kind: 'cpf', number: '52998224725' })).toBe('529.982.247-25')
})

test('a traveller is complete with a name, a document and a birth date', () => {
  const stored = { name: 'Ana', documentKind: 'passport', documentNumber: 'AB123456', documentState: null, birthDate: '2015-01-01' } as const
  expect(toTraveller(stored, '2030-03-12')).toEqual({ name: 'Ana', document: { kind: 'passport', number: 'AB123456' }, birthDate: '2015-01-01', minor: true, complete: true })
  expect(toTraveller({ ...stored, birthDate: null }, '2030-03-12')).toMatchObject({ minor: false, complete: false })
  expect(toTraveller(undefined, '2030-03-12')).toEqual({ name: '', document: null, birthDate: null, minor: false, complete: false })
})
