import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { guestAccessOf, rememberGuestAccess, tokenOfFragment } from './guest-access.ts'

/**
 * The guest's token of the order on /external-post-checkout: the address's (the mail link's
 * fragment, or an older mail's `&token=`) is kept for the tab and then taken off the address,
 * replacing the history entry; without one, the token kept before (a return from the gateway).
 * Here, not in the route's beforeLoad, so the first visit of any page does not carry it.
 */
export function useGuestAccessToken(order: string | undefined, fromQuery: string | undefined): string | null {
  const navigate = useNavigate()
  const hash = useLocation({ select: (location) => location.hash })
  const inAddress = tokenOfFragment(hash) ?? fromQuery
  if (order && inAddress) rememberGuestAccess(order, inAddress)
  const clean = inAddress !== undefined || hash !== ''
  useEffect(() => {
    if (clean) void navigate({ to: '/external-post-checkout', search: order ? { order } : {}, replace: true })
  }, [clean, navigate, order])
  return order ? guestAccessOf(order) : null
}
