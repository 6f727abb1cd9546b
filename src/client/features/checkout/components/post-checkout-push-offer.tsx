import type { Order } from '../../../../domain/order.ts'
import { isSignedIn } from '../../../../domain/session.ts'
import { useSession } from '../../../session.ts'
import { PushOffer } from '../../../ui/push-offer.tsx'

/** The reminders offer under the payment of an order just placed (paid or waiting for payment), for a signed-in buyer. */
export function PostCheckoutPushOffer({ order }: { order: Order }) {
  const session = useSession()
  if (!isSignedIn(session) || (order.status !== 'paid' && order.status !== 'pending')) return null
  return <PushOffer userId={session.user.id} />
}
