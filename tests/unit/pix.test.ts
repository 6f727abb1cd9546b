import { expect, test } from 'vitest'
import { buildPixPayload, crc16ccitt, isValidPixPayload, parseEmv, pixText } from '../../src/domain/pix.ts'

/** A second CRC16/CCITT-FALSE, table driven, written apart from the one under test. */
const table = Array.from({ length: 256 }, (_, n) => {
  let value = n << 8
  for (let i = 0; i < 8; i++) value = (value & 0x8000 ? (value << 1) ^ 0x1021 : value << 1) & 0xffff
  return value
})
const tableCrc = (text: string) => [...Buffer.from(text, 'utf8')].reduce((crc, byte) => ((crc << 8) ^ table[((crc >> 8) ^ byte) & 0xff]!) & 0xffff, 0xffff)

test('CRC16/CCITT-FALSE gives the catalogue check value 0x29B1 for "123456789"', () => {
  expect(crc16ccitt('123456789')).toBe(0x29b1)
  expect(tableCrc('123456789')).toBe(0x29b1)
})

test("the Banco Central manual's static BR Code example checks out", () => {
  const example = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'
  expect(isValidPixPayload(example)).toBe(true)
  expect(crc16ccitt(example.slice(0, -4))).toBe(0x1d3d)
  expect(isValidPixPayload(example.replace('Fulano', 'Fulana'))).toBe(false)
})

test('a built payload has the required fields, their lengths and a CRC a second implementation agrees with', () => {
  const payload = buildPixPayload({
    key: 'pix@roteiro.com.br',
    amountCents: 189_050,
    merchantName: 'Roteiro Viagens e Turismo Ltda — São Paulo',
    merchantCity: 'São José dos Campos',
    txid: 'RT7KQ2M9XD',
  })
  const fields = parseEmv(payload)
  expect(fields.get('00')).toBe('01')
  expect(fields.get('01')).toBe('12')
  const account = parseEmv(fields.get('26')!)
  expect(account.get('00')).toBe('br.gov.bcb.pix')
  expect(account.get('01')).toBe('pix@roteiro.com.br')
  expect(fields.get('52')).toBe('0000')
  expect(fields.get('53')).toBe('986')
  expect(fields.get('54')).toBe('1890.50')
  expect(fields.get('58')).toBe('BR')
  expect(fields.get('59')).toBe('ROTEIRO VIAGENS E TURISMO')
  expect(fields.get('59')!.length).toBeLessThanOrEqual(25)
  expect(fields.get('60')).toBe('SAO JOSE DOS CA')
  expect(fields.get('60')!.length).toBeLessThanOrEqual(15)
  expect(parseEmv(fields.get('62')!).get('05')).toBe('RT7KQ2M9XD')
  expect(payload.slice(-8, -4)).toBe('6304')
  expect(fields.get('63')).toBe(tableCrc(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'))
  expect(isValidPixPayload(payload)).toBe(true)
})

test('bad txids and amounts are refused; names lose accents', () => {
  const base = { key: 'k', amountCents: 100, merchantName: 'A', merchantCity: 'B', txid: 'ok' }
  expect(() => buildPixPayload({ ...base, txid: 'with-dash' })).toThrow()
  expect(() => buildPixPayload({ ...base, txid: 'x'.repeat(26) })).toThrow()
  expect(() => buildPixPayload({ ...base, amountCents: 0 })).toThrow()
  expect(pixText('Açaí & Cia.', 25)).toBe('ACAI CIA.')
})
