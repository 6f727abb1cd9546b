import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { accessRedirect, isAdminPath, isOpenPath } from '../../domain/access.ts'
import type { RouterContext } from '../router-context.ts'

/**
 * The access guard of spec section 6, run by each layout route on every navigation into it.
 * Paths that match no route never reach a layout, so they show the 404 page to everyone.
 */
export function guardNavigation({ location, context }: { location: ParsedLocation; context: RouterContext }) {
  const to = accessRedirect({ to: location.pathname, from: context.previousPath(), session: context.getSession() })
  if (!to || to === location.pathname) return
  // Sent to sign in from a page of their own (my purchases, checkout): they come back to it after.
  const comeBack = to === '/signin' && !isOpenPath(location.pathname) && !isAdminPath(location.pathname)
  throw redirect({ to, search: comeBack ? { redirect: location.href } : undefined, replace: true })
}
