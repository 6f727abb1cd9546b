import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { isAuthPage } from '../../domain/access.ts'
import { isSignedIn } from '../../domain/session.ts'
import { useSession } from '../session.ts'
import styles from './account-link.module.css'
import { buttonClass } from './plain/button.tsx'

// A first visit is a visitor's: the account menu's code loads only once someone signed in draws the header.
const SignedInActions = lazy(() => import('./signed-in-actions.tsx').then((module) => ({ default: module.SignedInActions })))

/** "Entrar" for visitors; the signed-in get their menu (signed-in-actions.tsx). */
export function AccountLink() {
  const session = useSession()
  // Signing in from a trip or a list comes back to it (issue 24): the home and the auth pages need no way back.
  const comeBack = useLocation({ select: ({ pathname, href }) => (pathname === '/' || isAuthPage(pathname) ? undefined : href) })
  const outline = buttonClass({ variant: 'outline' })
  if (!isSignedIn(session)) {
    return (
      <Link to="/signin" search={comeBack ? { redirect: comeBack } : undefined} className={outline}>
        <Trans>Sign in</Trans>
      </Link>
    )
  }
  // While it loads, the menu button's room stays taken, so the header does not shift.
  const placeholder = (
    <span className={`${outline} ${styles.placeholder}`} aria-hidden="true">
      <Trans>My account</Trans>
    </span>
  )
  return (
    <Suspense fallback={placeholder}>
      <SignedInActions userType={session.user.type} />
    </Suspense>
  )
}
