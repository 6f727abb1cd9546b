import { randomInt } from 'node:crypto'
import { ORDER_CODE_ALPHABET } from '../../../domain/order.ts'

/**
 * A new order code: 8 random characters of Crockford's base 32 (40 bits), shown XXXX-XXXX.
 * No I, L, O or U, so it reads aloud and types back without confusion; random, so a code
 * tells nothing about other orders and cannot be guessed from one's own.
 */
export function newOrderCode(): string {
  const chars = Array.from({ length: 8 }, () => ORDER_CODE_ALPHABET[randomInt(ORDER_CODE_ALPHABET.length)])
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}
