import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { isSignedIn, UserType } from '../../domain/session.ts'
import { useSession } from '../session.ts'

/** "Entrar" for visitors; the way to one's own area once signed in. */
export function AccountLink() {
  const session = useSession()
  if (!isSignedIn(session)) {
    return (
      <Button asChild variant="outline">
        <Link to="/signin">
          <Trans>Sign in</Trans>
        </Link>
      </Button>
    )
  }
  return (
    <Button asChild variant="outline">
      {session.user.type === UserType.admin ? (
        <Link to="/admin/users">
          <Trans>Admin</Trans>
        </Link>
      ) : (
        <Link to="/user/myAcquired">
          <Trans>My purchases</Trans>
        </Link>
      )}
    </Button>
  )
}
