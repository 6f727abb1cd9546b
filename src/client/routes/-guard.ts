import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { accessRedirect } from '../../domain/access.ts'
import type { RouterContext } from '../router-context.ts'

/**
 * The access guard of spec section 6, run by each layout route on every navigation into it.
 * Paths that match no route never reach a layout, so they show the 404 page to everyone.
 */
export function guardNavigation({ location, context }: { location: ParsedLocation; context: RouterContext }) {
  const to = accessRedirect({ to: location.pathname, from: context.previousPath(), session: context.getSession() })
  if (to && to !== location.pathname) throw redirect({ to, replace: true })
}
