import { saoPauloDayStart } from './order-status.ts'

/**
 * How long a guest's link opens its order (docs/AGENCIES.md, "Access token"), and the texts of its
 * refusals. A leaked link (a forwarded mail, a proxy's log) stops working on its own.
 */
export const GUEST_ACCESS_DAYS_AFTER_TRIP = 30
export const GUEST_ACCESS_DAYS_AFTER_ORDER = 90
/** A link sent again opens the order at least this long, even after the order's own end. */
export const GUEST_ACCESS_RESENT_DAYS = 7

const DAY_MS = 86_400_000

export const guestAccessMessages = {
  expired: 'This link to your order has expired',
  revoked: 'This link to your order was revoked',
  notGuestOrder: 'Only an order bought through a payment link has a guest link',
} as const

/** An order's guest link as the admin sees it; null on an account's order. */
export interface GuestAccess {
  expiresAt: string
  revokedAt: string | null
}

/**
 * The end of a guest's access: 30 days after the trip's last day (São Paulo) for a trip, 90 days
 * after the order for a product; a link sent again (`extendedUntil`) at least until its own end.
 */
export function guestAccessExpiry({ tripCheckOut, orderedAt, extendedUntil }: { tripCheckOut: string | null; orderedAt: Date; extendedUntil: Date | null }): Date {
  const own = tripCheckOut === null ? new Date(orderedAt.getTime() + GUEST_ACCESS_DAYS_AFTER_ORDER * DAY_MS) : saoPauloDayStart(tripCheckOut, 1 + GUEST_ACCESS_DAYS_AFTER_TRIP)
  return extendedUntil && extendedUntil > own ? extendedUntil : own
}
