import { releasesSeats } from '../../../domain/order-status.ts'
import type { MoveHooks } from '../orders/moves.ts'
import { liveOfferSeats, reviveOfferOfOrder, tieOfferToOrder, useWaitlistOffer } from './offers.ts'

/**
 * How the waitlist takes part in the order's moves (docs/WAITLIST.md): a buyer's live offer hands
 * its held seats to their order of the option; an order placed on an offer that ends unpaid
 * gives the offer back while it has time left.
 */
export const waitlistMoveHooks: MoveHooks = {
  heldSeats: [
    async (tx, { userId, optionId }, at) => {
      const offer = await useWaitlistOffer(tx, userId, optionId, at)
      return offer && { seats: offer.seats, tie: (orderId) => tieOfferToOrder(tx, offer.entryId, orderId) }
    },
  ],
  seatsHeldFor: [({ userId, optionId }, at) => liveOfferSeats(userId, optionId, at)],
  moved: [
    async (tx, { orderId, from, to, at }) => {
      if (from === 'pending' && releasesSeats(to)) await reviveOfferOfOrder(tx, orderId, at)
    },
  ],
}
