/**
 * Pix BR Code (the EMV "merchant presented" QR payload of the Banco Central's manual): a list
 * of ID + two-digit length + value fields, ending with field 63, the CRC16/CCITT-FALSE of the
 * whole payload up to and including "6304". The QR image is made elsewhere (the `qrcode`
 * package); the field rules are ours.
 */

/** CRC16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16ccitt(text: string): number {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

const crcHex = (text: string) => crc16ccitt(text).toString(16).toUpperCase().padStart(4, '0')

/** One EMV field: id, value length in two digits, value. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMV field id must be two digits: ${id}`)
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** Upper case ASCII without accents, as the BR Code's name and city fields expect. */
export const pixText = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim()

export const PIX_MERCHANT_NAME_MAX = 25
export const PIX_MERCHANT_CITY_MAX = 15

export interface PixPayloadInput {
  /** The receiver's Pix key (email, phone, CPF/CNPJ or random key). */
  key: string
  amountCents: number
  merchantName: string
  merchantCity: string
  /** Letters and digits only, up to 25: identifies the charge in the payment. */
  txid: string
  /** Free text shown to the payer by some banks. */
  description?: string
}

/** Builds the copy-and-paste BR Code of a single-use charge. */
export function buildPixPayload(input: PixPayloadInput): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(input.txid)) throw new Error('Pix txid must be 1 to 25 letters or digits')
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new Error('Pix amount must be positive integer cents')
  const name = pixText(input.merchantName, PIX_MERCHANT_NAME_MAX)
  const city = pixText(input.merchantCity, PIX_MERCHANT_CITY_MAX)
  if (!name || !city) throw new Error('Pix merchant name and city are required')
  const keyFields = emvField('00', 'br.gov.bcb.pix') + emvField('01', input.key)
  // Field 26 holds at most 99 characters: a long key (an email may have 77) leaves the description less room.
  const description = input.description ? pixText(input.description, Math.max(0, Math.min(40, 99 - keyFields.length - 4))) : ''
  const account = keyFields + (description ? emvField('02', description) : '')
  const body = [
    emvField('00', '01'),
    emvField('01', '12'),
    emvField('26', account),
    emvField('52', '0000'),
    emvField('53', '986'),
    emvField('54', (input.amountCents / 100).toFixed(2)),
    emvField('58', 'BR'),
    emvField('59', name),
    emvField('60', city),
    emvField('62', emvField('05', input.txid)),
  ].join('')
  const withCrcId = `${body}6304`
  return `${withCrcId}${crcHex(withCrcId)}`
}

/** Splits a payload (or a template's value) into its fields; throws on a malformed one. */
export function parseEmv(payload: string): Map<string, string> {
  const fields = new Map<string, string>()
  let at = 0
  while (at < payload.length) {
    const id = payload.slice(at, at + 2)
    const length = Number(payload.slice(at + 2, at + 4))
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(at + 2, at + 4)) || at + 4 + length > payload.length) throw new Error(`malformed EMV field at ${at}`)
    fields.set(id, payload.slice(at + 4, at + 4 + length))
    at += 4 + length
  }
  return fields
}

/** True when the payload parses and its field 63 is the CRC of everything before it. */
export function isValidPixPayload(payload: string): boolean {
  try {
    const fields = parseEmv(payload)
    const crc = fields.get('63')
    return payload.endsWith(`6304${crc}`) && crc === crcHex(payload.slice(0, -4))
  } catch {
    return false
  }
}
