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
/** The sign-in and sign-up pages: nobody comes back to one after signing in. */
export const isAuthPage = (path: string) => authPages.includes(normalize(path))
export const isOpenPath = (path: string) => isPublicPage(path) || isAuthPage(path)
export const isAdminPath = (path: string) => {
  const p = normalize(path)
  return p === '/admin' || p.startsWith('/admin/')
}
/** The agency's own screens (payment links, its commissions): agencies only. */
export const isAgencyPath = (path: string) => {
  const p = normalize(path)
  return p === '/agency' || p.startsWith('/agency/')
}

/** Where an agency lands after signing in: its payment links (docs/AGENCIES.md). */
export const AGENCY_HOME = '/agency/paymentLinks'

/** Where an admin lands after signing in: the sales dashboard, what an admin looks at first (issue 24). */
export const ADMIN_HOME = '/admin'

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
 * sign-in or sign-up page goes home, and an admin to /admin/users (so does an agency's screen:
 * a customer opening one goes home, an admin to /admin/users). Where issue 6 departs from
 * the spec: /admin is the admin's sales dashboard, so an admin may open it (the spec sent /admin
 * on to /admin/users, from an app that had nothing there), and admins land there after signing in
 (ADMIN_HOME); a public page still sends them to /admin/users, as the spec says.
 */
export function accessRedirect({ to, from, session }: Navigation): string | null {
  const path = normalize(to)
  if (!isSignedIn(session)) {
    if (isOpenPath(path)) return null
    return isAdminPath(path) || (from !== undefined && isAdminPath(from)) ? '/admin/signin' : '/signin'
  }
  if (session.user.type === UserType.admin) {
    return isOpenPath(path) || isAgencyPath(path) ? '/admin/users' : null
  }
  if (isAdminPath(path) || authPages.includes(path)) return '/'
  if (isAgencyPath(path) && session.user.type !== UserType.agency) return '/'
  return null
}
