import { expect, test } from 'vitest'
import { seatChecks, type ManifestPassenger } from '../../src/domain/passenger-manifest.ts'
import type { TravellerDocument } from '../../src/domain/traveller.ts'

const passenger = (orderCode: string, document: TravellerDocument): ManifestPassenger => ({
  seat: 1,
  orderCode,
  position: 1,
  people: 1,
  buyerName: 'Ana',
  optionName: 'Individual',
  traveller: { name: 'Ana', document, birthDate: '1990-01-01', minor: false, complete: true },
  missing: [],
  boardingPoint: null,
  busSeat: null,
})

test('an RG repeats only with its state: the same number from two states is two documents', () => {
  const checks = seatChecks({ vacancies: 10, seatsLeft: 6 }, [
    passenger('A1', { kind: 'rg', number: '12345678', state: 'SP' }),
    passenger('B2', { kind: 'rg', number: '12345678', state: 'MG' }),
    passenger('C3', { kind: 'rg', number: '12345678', state: 'SP' }),
    passenger('D4', { kind: 'cpf', number: '12345678' }),
  ])
  expect(checks.duplicateDocuments).toEqual([{ kind: 'rg', number: '12345678', state: 'SP', orderCodes: ['A1', 'C3'] }])
})
