import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { UserType } from '../../domain/session.ts'
import { useSignOut } from '../session-actions.ts'
import styles from './account-link.module.css'
import { AccountMenu } from './account-menu.tsx'
import { Button, buttonClass } from './plain/button.tsx'

/** The header's actions of someone signed in: admins go to their area or out; customers and agencies open their account menu. */
export function SignedInActions({ userType }: { userType: UserType }) {
  const signOut = useSignOut()
  if (userType !== UserType.admin) return <AccountMenu userType={userType} />
  return (
    <div className={styles.signedIn}>
      <Link to="/admin/users" className={buttonClass({ variant: 'outline' })}>
        <Trans>Admin</Trans>
      </Link>
      <Button variant="ghost" onClick={() => void signOut()}>
        <Trans>Sign out</Trans>
      </Button>
    </div>
  )
}
