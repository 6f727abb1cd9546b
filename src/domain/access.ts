import { isSignedIn, UserType, type Session } from './session.ts'

/** Paths anyone may open (spec section 6), plus our /trips list and the trip detail route. */
const publicPages = [
  '/',
  '/trips',
  '/aboutUs',
  '/contactUs',
  '/faq',
  '/f1',
  '/motogp',
  '/privacypolicy',
  '/termsOfUse',
  '/external-post-checkout',
  '/externalPayment',
  '/user/marketing',
  '/user/tripTips',
]
// /admin/signup is open too: an invited admin is signed out when the invitation link is opened.
const authPages = ['/signin', '/admin/signin', '/admin/signup', '/signup', '/signupAgency', '/ask-reset-password']

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

const isTripDetail = (path: string) => /^\/trip\/[^/]+$/.test(path)

export const isPublicPage = (path: string) => {
  const p = normalize(path)
  return publicPages.includes(p) || isTripDetail(p)
}
export const isOpenPath = (path: string) => isPublicPage(path) || authPages.includes(normalize(path))
export const isAdminPath = (path: string) => {
  const p = normalize(path)
  return p === '/admin' || p.startsWith('/admin/')
}

export interface Navigation {
  /** The path being opened. */
  to: string
  /** The path the user was on, if any. */
  from?: string
  session: Session
}

/**
 * The access guard of spec section 6: where a navigation must go instead, or null to let it through.
 * Decisions where the spec is silent: an anonymous visitor opening an admin path also goes to
 * /admin/signin; agencies are treated as customers; a signed-in customer or agency opening a
 * sign-in or sign-up page goes home, and an admin to /admin/users. An admin *opening* /admin
 * (arriving from outside the admin area: a link, the address bar, the sign-in) goes to
 * /admin/users as the spec says; from inside the admin area (the menu's "Dashboard") /admin shows
 * the dashboard issue 6 asks for.
 */
export function accessRedirect({ to, from, session }: Navigation): string | null {
  const path = normalize(to)
  if (!isSignedIn(session)) {
    if (isOpenPath(path)) return null
    return isAdminPath(path) || (from !== undefined && isAdminPath(from)) ? '/admin/signin' : '/signin'
  }
  if (session.user.type === UserType.admin) {
    const previous = from === undefined ? undefined : normalize(from)
    const arriving = previous === undefined || previous === '/admin' || !isAdminPath(previous) || isOpenPath(previous)
    return isOpenPath(path) || (path === '/admin' && arriving) ? '/admin/users' : null
  }
  if (isAdminPath(path) || authPages.includes(path)) return '/'
  return null
}
