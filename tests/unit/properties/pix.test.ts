import fc from 'fast-check'
import { expect, test } from 'vitest'
import { buildPixPayload, crc16ccitt, emvField, isValidPixPayload, parseEmv, PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX, type PixPayloadInput } from '../../../src/domain/pix.ts'
import { runs } from './settings.ts'

const alphanumeric = (minLength: number, maxLength: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${minLength},${maxLength}}$`))

/** The key kinds the Banco Central allows: email (up to 77), +55 phone, CPF/CNPJ digits, random key. */
const pixKey = fc.oneof(
  fc.tuple(fc.stringMatching(/^[a-z0-9._]{1,64}$/, { size: 'max' }), fc.stringMatching(/^[a-z0-9]{1,20}$/)).map(([user, host]) => `${user}@${host}.com.br`.slice(-77)),
  fc.stringMatching(/^\+55\d{10,11}$/),
  fc.oneof(fc.stringMatching(/^\d{11}$/), fc.stringMatching(/^\d{14}$/)),
  fc.uuid(),
)

/** Names, cities and descriptions as people type them: accents, dashes, punctuation, up to the longest. */
const typedText = fc
  .string({ unit: fc.constantFrom(..."AaÁáÂâÃãÇçÉéÊêÍíÓóÔôÕõÚúÜü bcdfghjklmnpqrstvxyz-—.,&'º0123456789".split('')), minLength: 1, maxLength: 60, size: 'max' })
  .filter((text) => /[A-Za-z0-9À-ü]/.test(text))

const pixInput: fc.Arbitrary<PixPayloadInput> = fc.record(
  {
    key: pixKey,
    amountCents: fc.integer({ min: 1, max: 99_999_999_99 }),
    merchantName: typedText,
    merchantCity: typedText,
    txid: alphanumeric(1, 25),
    description: typedText,
  },
  { requiredKeys: ['key', 'amountCents', 'merchantName', 'merchantCity', 'txid'] },
)

/** CRC16/CCITT-FALSE again, table driven and written apart from the one under test. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let value = n << 8
  for (let bit = 0; bit < 8; bit++) value = (value & 0x8000 ? (value << 1) ^ 0x1021 : value << 1) & 0xffff
  return value
})
const tableCrc = (text: string) => [...Buffer.from(text, 'utf8')].reduce((crc, byte) => ((crc << 8) ^ crcTable[((crc >> 8) ^ byte) & 0xff]!) & 0xffff, 0xffff)

const hex = (crc: number) => crc.toString(16).toUpperCase().padStart(4, '0')

/** Rebuilds a payload from its parsed fields: equal to the original only when every length is right. */
const rebuilt = (fields: Map<string, string>) => [...fields].map(([id, value]) => emvField(id, value)).join('')

// Generating 200 texts of any code points takes seconds on a loaded machine: a longer timeout, the same runs.
test('the CRC16 agrees with a table-driven CRC16/CCITT-FALSE on any text', { timeout: 30_000 }, () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
      expect(crc16ccitt(text)).toBe(tableCrc(text))
    }),
    runs(),
  )
})

test('a built BR Code ends with the CRC16 of everything before it, 6304 included', () => {
  fc.assert(
    fc.property(pixInput, (input) => {
      const payload = buildPixPayload(input)
      expect(payload.slice(-8, -4)).toBe('6304')
      expect(payload.slice(-4)).toBe(hex(crc16ccitt(payload.slice(0, -4))))
      expect(isValidPixPayload(payload)).toBe(true)
    }),
    runs(),
  )
})

test('its TLV fields parse back with the right lengths, in order, holding what was asked', () => {
  fc.assert(
    fc.property(pixInput, (input) => {
      const payload = buildPixPayload(input)
      expect(payload).toMatch(/^[\x20-\x7e]+$/)
      const fields = parseEmv(payload)
      expect(rebuilt(fields)).toBe(payload)
      expect([...fields.keys()]).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63'])
      for (const value of fields.values()) expect(value.length).toBeLessThanOrEqual(99)
      const account = parseEmv(fields.get('26')!)
      expect(rebuilt(account)).toBe(fields.get('26'))
      expect(account.get('00')).toBe('br.gov.bcb.pix')
      expect(account.get('01')).toBe(input.key)
      expect(fields.get('54')).toBe(`${Math.floor(input.amountCents / 100)}.${String(input.amountCents % 100).padStart(2, '0')}`)
      expect(fields.get('59')!.length).toBeGreaterThan(0)
      expect(fields.get('59')!.length).toBeLessThanOrEqual(PIX_MERCHANT_NAME_MAX)
      expect(fields.get('60')!.length).toBeGreaterThan(0)
      expect(fields.get('60')!.length).toBeLessThanOrEqual(PIX_MERCHANT_CITY_MAX)
      const additional = parseEmv(fields.get('62')!)
      expect(rebuilt(additional)).toBe(fields.get('62'))
      expect(additional.get('05')).toBe(input.txid)
    }),
    runs(),
  )
})

test('changing any one character of a BR Code is detected', () => {
  const changed = pixInput.chain((input) => {
    const payload = buildPixPayload(input)
    return fc.record({
      payload: fc.constant(payload),
      at: fc.integer({ min: 0, max: payload.length - 1 }),
      to: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    })
  })
  fc.assert(
    fc.property(
      changed.filter(({ payload, at, to }) => payload[at] !== to),
      ({ payload, at, to }) => {
        expect(isValidPixPayload(`${payload.slice(0, at)}${to}${payload.slice(at + 1)}`)).toBe(false)
      },
    ),
    runs(),
  )
})
