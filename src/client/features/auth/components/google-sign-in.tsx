import { Box, Button, HStack, Separator, Text } from '@chakra-ui/react'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { authProvidersQueryOptions, googleSignInUrl } from '../api.ts'

/** Why the Google callback came back to /signin?googleError=... (the server's reasons). */
export function describeGoogleError(reason: string): string {
  switch (reason) {
    case 'denied':
      return t`Google sign-in was cancelled.`
    case 'email':
      return t`Google did not confirm an email address for this account, so we cannot use it to sign you in.`
    case 'admin':
      return t`Administrators sign in with their email and password.`
    case 'state':
    case 'expired':
      return t`This Google sign-in has expired; try again`
    default:
      return t`Google sign-in did not work. Try again, or sign in with your email and password.`
  }
}

/** "Entrar com Google": shown only when the server says Google sign-in is configured; it comes back to `returnTo`. */
export function GoogleSignIn({ returnTo }: { returnTo?: string }) {
  const { data } = useQuery(authProvidersQueryOptions())
  if (!data?.google) return null
  return (
    <Box>
      <HStack my="2" gap="3" aria-hidden>
        <Separator flex="1" />
        <Text color="fg.muted" fontSize="sm">
          <Trans>or</Trans>
        </Text>
        <Separator flex="1" />
      </HStack>
      {/* A plain link: the browser leaves for Google and comes back to /signin. */}
      <Button asChild variant="outline" w="full">
        <a href={googleSignInUrl(returnTo)}>
          <GoogleMark />
          <Trans>Sign in with Google</Trans>
        </a>
      </Button>
    </Box>
  )
}

/** Google's own mark, in the colours its brand rules require (the one place raw colours are right). */
function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 48 48" width="16" height="16">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  )
}
