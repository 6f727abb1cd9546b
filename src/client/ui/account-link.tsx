import { Button, HStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { isSignedIn, UserType } from '../../domain/session.ts'
import { useSignOut } from '../features/auth/session-actions.ts'
import { useSession } from '../session.ts'

/** "Entrar" for visitors; once signed in, the way to one's own area and the way out. */
export function AccountLink() {
  const session = useSession()
  const signOut = useSignOut()
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
    <HStack gap={{ base: '0', md: '2' }}>
      <Button asChild variant="outline">
        {session.user.type === UserType.admin ? (
          <Link to="/admin/users">
            <Trans>Admin</Trans>
          </Link>
        ) : (
          <Link to="/user/profile">
            <Trans>My account</Trans>
          </Link>
        )}
      </Button>
      <Button variant="ghost" onClick={() => void signOut()}>
        <Trans>Sign out</Trans>
      </Button>
    </HStack>
  )
}
