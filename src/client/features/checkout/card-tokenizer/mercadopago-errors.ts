import { orderMessages } from '../../../../domain/order.ts'
import { ApiError } from '../../../api-error.ts'

/**
 * MercadoPago.js's error codes (its "data entry errors" table) on the card form's fields, named
 * as the sandbox tokenizer names them, so the form says what is wrong with each in the reader's
 * language. The identification codes (212, 214, 322, 324) are the payer's CPF, which the card form
 * does not hold: they fall to the form's general "check the card" alert.
 */
const fieldOfCode: Record<string, 'number' | 'holderName' | 'expMonth' | 'cvv'> = {
  '205': 'number',
  E301: 'number',
  '208': 'expMonth',
  '209': 'expMonth',
  '325': 'expMonth',
  '326': 'expMonth',
  '221': 'holderName',
  '316': 'holderName',
  '224': 'cvv',
  E203: 'cvv',
  E302: 'cvv',
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The codes of a rejection: an array of `{ code }`, an API answer with `cause: [{ code }]`, or one `{ code }`. */
function codesOf(error: unknown): string[] {
  const items = Array.isArray(error) ? error : isRecord(error) && Array.isArray(error.cause) ? error.cause : [error]
  return items.flatMap((item: unknown) => (isRecord(item) && (typeof item.code === 'string' || typeof item.code === 'number') ? [String(item.code)] : []))
}

/** The card fields Mercado Pago found wrong, as the form's server errors. */
export function invalidCardFields(...fields: ('number' | 'holderName' | 'expMonth' | 'cvv')[]): ApiError {
  const cardError = { code: 'order.card_error' } as const
  return new ApiError(400, orderMessages.cardError, {
    code: 'validation',
    fields: Object.fromEntries(fields.map((field) => [field, orderMessages.cardError])),
    fieldCodes: Object.fromEntries(fields.map((field) => [field, cardError])),
  })
}

/**
 * Any rejection of MercadoPago.js as the ApiError the checkout shows: the card's data (400, on
 * its fields when the code names one), no connection (0), or Mercado Pago failing (503).
 */
export function mercadoPagoCardError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const codes = codesOf(error)
  const status = isRecord(error) && typeof error.status === 'number' ? error.status : undefined
  if (codes.length > 0 && (status === undefined || status < 500)) {
    const fields = [...new Set(codes.flatMap((code) => (fieldOfCode[code] ? [fieldOfCode[code]] : [])))]
    return invalidCardFields(...fields)
  }
  if (error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine)) return Object.assign(new ApiError(0, 'network'), { cause: error })
  return Object.assign(new ApiError(503, orderMessages.somethingWentWrong, { code: 'internal' }), { cause: error })
}
