import { createHmac } from 'node:crypto'
import { sameHex } from '../payments/signature.ts'

/**
 * Short-lived signed tickets for the two URLs a browser opens without our headers: the events
 * stream (EventSource cannot send Authorization) and the boleto PDF link. A ticket names its
 * purpose, user and order, so it opens that one thing only; the bearer token never goes in a URL.
 * A guest's order (payment links) has its own purposes and user 0: a guest's ticket never opens
 * /api/me/orders, nor a user's ticket /api/external-orders.
 */
export type TicketPurpose = 'events' | 'boleto-pdf' | 'guest-events' | 'guest-boleto-pdf'

export const TICKET_TTL_MS: Record<TicketPurpose, number> = { events: 60_000, 'boleto-pdf': 15 * 60_000, 'guest-events': 60_000, 'guest-boleto-pdf': 15 * 60_000 }

interface Claims {
  p: TicketPurpose
  u: number
  c: string
  e: number
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url')

export function issueTicket(secret: string, purpose: TicketPurpose, userId: number, code: string, now: Date) {
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS[purpose])
  const payload = Buffer.from(JSON.stringify({ p: purpose, u: userId, c: code, e: expiresAt.getTime() } satisfies Claims)).toString('base64url')
  return { ticket: `${payload}.${sign(secret, payload)}`, expiresAt }
}

/** The user id a ticket was issued to, when it is genuine, unexpired and for this purpose and order. */
export function readTicket(secret: string, ticket: string, purpose: TicketPurpose, code: string, now: Date): number | null {
  const [payload, signature, ...rest] = ticket.split('.')
  if (!payload || !signature || rest.length > 0 || !sameHex(signature, sign(secret, payload))) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims
    if (claims.p !== purpose || claims.c !== code || !(claims.e > now.getTime()) || !Number.isInteger(claims.u)) return null
    return claims.u
  } catch {
    return null
  }
}
