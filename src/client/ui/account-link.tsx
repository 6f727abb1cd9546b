import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { isSignedIn, UserType } from '../../domain/session.ts'
import { useSignOut } from '../features/auth/session-actions.ts'
import { useSession } from '../session.ts'
import styles from './account-link.module.css'
import { AccountMenu } from './account-menu.tsx'
import { Button, buttonClass } from './plain/button.tsx'

/** "Entrar" for visitors; admins go to their area or out; customers and agencies open their account menu. */
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
  if (session.user.type !== UserType.admin) return <AccountMenu userType={session.user.type} />
  return (
    <div className={styles.signedIn}>
      <Link to="/admin/users" className={outline}>
        <Trans>Admin</Trans>
      </Link>
      <Button variant="ghost" onClick={() => void signOut()}>
        <Trans>Sign out</Trans>
      </Button>
    </div>
  )
}
