import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { isSignedIn, UserType } from '../../domain/session.ts'
import { useSignOut } from '../features/auth/session-actions.ts'
import { useSession } from '../session.ts'
import styles from './account-link.module.css'
import { Button, buttonClass } from './plain/button.tsx'

/** "Entrar" for visitors; once signed in, the way to one's own area and the way out. */
export function AccountLink() {
  const session = useSession()
  const signOut = useSignOut()
  const outline = buttonClass({ variant: 'outline' })
  if (!isSignedIn(session)) {
    return (
      <Link to="/signin" className={outline}>
        <Trans>Sign in</Trans>
      </Link>
    )
  }
  return (
    <div className={styles.signedIn}>
      {session.user.type === UserType.admin ? (
        <Link to="/admin/users" className={outline}>
          <Trans>Admin</Trans>
        </Link>
      ) : (
        <Link to="/user/profile" className={outline}>
          <Trans>My account</Trans>
        </Link>
      )}
      <Button variant="ghost" onClick={() => void signOut()}>
        <Trans>Sign out</Trans>
      </Button>
    </div>
  )
}
