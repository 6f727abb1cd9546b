import { fieldError, jsonBody } from '../../../http/validation.ts'
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { cardFormSchema, type CardToken } from '../../../../domain/order.ts'
import type { Db } from '../../../db/client.ts'
import { sandboxCardTokens } from '../../../db/schema/index.ts'
import { cardBrand, outcomeOf } from './cards.ts'

const TOKEN_TTL_MS = 15 * 60_000

/**
 * The sandbox gateway's tokenizer, mounted at /sandbox-gateway apart from our API as a remote
 * gateway's would be: the browser POSTs the card here and puts only the token in the order. It
 * keeps the brand, the last 4 digits and the test outcome; the number and CVV are dropped here.
 */
export const sandboxGatewayRoutes = (db: Db, now: () => Date) =>
  new Hono().post('/v1/card-tokens', async (c) => {
    const card = await jsonBody(c, cardFormSchema)
    const at = now()
    const endOfExpiryMonth = Date.UTC(card.expYear, card.expMonth, 1)
    if (endOfExpiryMonth <= at.getTime()) throw fieldError('expYear', 'order.card_error')
    const token = `tok_${randomBytes(24).toString('base64url')}`
    const expiresAt = new Date(at.getTime() + TOKEN_TTL_MS)
    const brand = cardBrand(card.number)
    const last4 = card.number.slice(-4)
    await db.insert(sandboxCardTokens).values({ token, brand, last4, outcome: outcomeOf(card.number), expiresAt })
    c.header('Cache-Control', 'no-store')
    return c.json({ token, brand, last4, expiresAt: expiresAt.toISOString() } satisfies CardToken, 201)
  })
