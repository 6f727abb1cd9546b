import { createHmac } from 'node:crypto'
import { sameHash } from '../../auth/tokens.ts'

/**
 * Short-lived signed tickets for the two URLs a browser opens without our headers: the events
 * stream (EventSource cannot send Authorization) and the boleto PDF link. A ticket names its
 * purpose, user and order, so it opens that one thing only; the bearer token never goes in a URL.
 * A guest's order (payment links) has its own purposes and user 0: a guest's ticket never opens
 * /api/me/orders, nor a user's ticket /api/external-orders. A user's ticket names the session it
 * was issued in too, so it dies with it (sign-out): the route checks the session is still live.
 */
export type TicketPurpose = 'events' | 'boleto-pdf' | 'guest-events' | 'guest-boleto-pdf'

export const TICKET_TTL_MS: Record<TicketPurpose, number> = { events: 60_000, 'boleto-pdf': 15 * 60_000, 'guest-events': 60_000, 'guest-boleto-pdf': 15 * 60_000 }

interface Claims {
  p: TicketPurpose
  u: number
  /** The session it was issued in; null for a guest, who has none. */
  s: number | null
  c: string
  e: number
}

export interface TicketHolder {
  userId: number
  sessionId: number | null
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url')

export function issueTicket(secret: string, purpose: TicketPurpose, holder: TicketHolder, code: string, now: Date) {
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS[purpose])
  const claims: Claims = { p: purpose, u: holder.userId, s: holder.sessionId, c: code, e: expiresAt.getTime() }
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return { ticket: `${payload}.${sign(secret, payload)}`, expiresAt }
}

/** Whom a ticket was issued to, when it is genuine, unexpired and for this purpose and order; whether the session still lives is the caller's to check. */
export function readTicket(secret: string, ticket: string, purpose: TicketPurpose, code: string, now: Date): TicketHolder | null {
  const [payload, signature, ...rest] = ticket.split('.')
  if (!payload || !signature || rest.length > 0 || !sameHash(signature, sign(secret, payload))) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims
    if (claims.p !== purpose || claims.c !== code || !(claims.e > now.getTime()) || !Number.isInteger(claims.u)) return null
    if (claims.s !== null && !Number.isInteger(claims.s)) return null
    return { userId: claims.u, sessionId: claims.s }
  } catch {
    return null
  }
}
