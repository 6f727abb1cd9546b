import * as v from 'valibot'
import { MAX_PEOPLE } from './order-code.ts'
import { orderMessages } from './order.ts'

/**
 * The waitlist of a sold-out trip option (issue 17, docs/WAITLIST.md): a signed-in traveller
 * waits in line for `people` seats; when seats free up, the first in line whose people fit is
 * offered them, held for WAITLIST_OFFER_MINUTES.
 */

export const waitlistStatuses = ['waiting', 'offered', 'lapsed', 'used'] as const
export type WaitlistStatus = (typeof waitlistStatuses)[number]

/** How long an offer holds its seats for the one it was made to. */
export const WAITLIST_OFFER_MINUTES = 30
export const WAITLIST_OFFER_MS = WAITLIST_OFFER_MINUTES * 60_000

export const waitlistMessages = {
  seatsAvailable: 'This trip still has seats: buy them instead of waiting',
  alreadyInLine: 'You are already in line for this option',
  notInLine: 'You are not in line for this option',
} as const

/** POST /api/trips/{tripId}/options/{optionId}/waitlist. */
export const joinWaitlistSchema = v.object({
  people: v.pipe(v.number(orderMessages.people), v.integer(orderMessages.people), v.minValue(1, orderMessages.people), v.maxValue(MAX_PEOPLE, orderMessages.people)),
})
export type JoinWaitlist = v.InferOutput<typeof joinWaitlistSchema>

/** An offer made to the caller: the seats are theirs to buy until `expiresAt`. */
export interface WaitlistOffer {
  expiresAt: string
}

/** The caller's place in one option's line (POST answer, GET /api/me/waitlist). */
export interface WaitlistEntry {
  tripId: number
  tripSlug: string
  tripName: string
  optionId: number
  optionName: string
  people: number
  /** 1 for the first in line; an entry with an offer is out of the line's count (0). */
  position: number
  joinedAt: string
  offer: WaitlistOffer | null
}

/** One row of an option's waitlist in the admin's view: everyone who joined, oldest first. */
export interface AdminWaitlistEntry {
  optionId: number
  optionName: string
  /** In the line (waiting), 1 first; null once out of it (offered, lapsed, used). */
  position: number | null
  userId: number
  name: string
  email: string
  people: number
  joinedAt: string
  status: WaitlistStatus
  offeredAt: string | null
  offerExpiresAt: string | null
  orderCode: string | null
}

/** The checkout of an offer: the option, the people offered, and a flag that says "held for you". */
export const waitlistCheckoutSearch = (entry: Pick<WaitlistEntry, 'tripSlug' | 'optionId' | 'people'>) => ({
  trip: entry.tripSlug,
  option: entry.optionId,
  people: entry.people,
  offer: 1 as const,
})

/** The path an offer's notification links to: the checkout with waitlistCheckoutSearch. */
export const waitlistCheckoutPath = (entry: Pick<WaitlistEntry, 'tripSlug' | 'optionId' | 'people'>) =>
  `/user/checkout?${new URLSearchParams(Object.entries(waitlistCheckoutSearch(entry)).map(([key, value]) => [key, String(value)]))}`
