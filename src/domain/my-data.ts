import * as v from 'valibot'
import type { ContactMessage } from './contact.ts'
import type { ForfaitRequest } from './forfait.ts'
import type { NotificationPreferences } from './notification-preferences.ts'
import type { Order } from './order.ts'
import type { PaymentLink } from './payment-link.ts'
import type { Traveller } from './traveller.ts'
import { verifyCodeSchema, type Profile } from './user.ts'
import type { WaitlistStatus } from './waitlist.ts'

/* People's data (LGPD, arts. 18 and 16): a copy of everything kept about an account, and its erasure. */

/**
 * How long an erased account's orders stay (anonymised): the years in which the tax authority
 * may still assess or collect a sale's taxes (CTN, arts. 173 and 174). The privacy page and
 * docs/DECISIONS.md say the same.
 */
export const FISCAL_RETENTION_YEARS = 5

/** POST /api/me/deletion/confirm: the 6-digit code mailed by POST /api/me/deletion. */
export const deletionConfirmSchema = v.pick(verifyCodeSchema, ['code'])

/** POST /api/me/deletion: a code went to the account's email; it works until `expiresAt`. */
export interface DeletionCodeSent {
  expiresAt: string
}

/** The file's name: roteiro-meus-dados-2026-11-25.json (the day in São Paulo). */
export const myDataFileName = (day: string) => `roteiro-meus-dados-${day}.json`

/** How an order was paid: what the gateway was told and what it answered. */
export interface ExportedPayments {
  gateway: string
  /** The gateway's reference of the charge. */
  chargeId: string | null
  boletoSlips: { number: number; amountCents: number; dueDate: string; digitableLine: string }[]
  /** The gateway's notifications about this order (a payment, a refund), as we received them. */
  events: { id: string; receivedAt: string }[]
}

export interface ExportedOrder extends Order {
  payments: ExportedPayments
  /** The people travelling on a trip order, one per person (docs/TRAVELLERS.md); none for a product. */
  travellers: Traveller[]
}

export interface ExportedSession {
  createdAt: string
  expiresAt: string
  /** When it was signed out (or ended by a password change); null while it works. */
  revokedAt: string | null
  /** The session that asked for this file. */
  current: boolean
}

export interface ExportedContactMessage extends ContactMessage {
  createdAt: string
}

/** A browser that receives the account's pushes (docs/NOTIFICATIONS.md); its keys are the browser's and stay out. */
export interface ExportedPushSubscription {
  endpoint: string
  /** The language its pushes are written in. */
  locale: string
  createdAt: string
  expiresAt: string | null
}

/** A place the account took in a sold-out option's line (docs/WAITLIST.md), live or past. */
export interface ExportedWaitlistEntry {
  tripName: string
  optionName: string
  people: number
  status: WaitlistStatus
  joinedAt: string
  /** Until when an offer held the seats; null if none was made. */
  offerExpiresAt: string | null
}

/** GET /api/me/export: everything kept about the signed-in account. */
export interface MyDataExport {
  exportedAt: string
  profile: Profile & { createdAt: string; updatedAt: string }
  orders: ExportedOrder[]
  forfaitRequests: ForfaitRequest[]
  /** Messages sent through the contact form from the account's email. */
  contactMessages: ExportedContactMessage[]
  sessions: ExportedSession[]
  notifications: NotificationPreferences & { pushSubscriptions: ExportedPushSubscription[] }
  waitlist: ExportedWaitlistEntry[]
  /** Agencies only: the links they made (their customers' names and contacts included). */
  paymentLinks?: PaymentLink[]
}
