import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'

interface ErrorPageProps {
  status: 404 | 500
  error?: unknown
}

/** The spec's error page: status code, status message and a description. */
export function ErrorPage({ status, error }: ErrorPageProps) {
  const { pathname } = useLocation()
  if (status === 500 && error) console.error(error)
  return (
    <Stack as="section" align="center" textAlign="center" gap="3" py={{ base: '16', md: '24' }} px="4" data-testid="error-page">
      <Text fontSize="6xl" fontWeight="bold" color="accent" lineHeight="1">
        {status}
      </Text>
      <Heading as="h1" size="xl">
        {status === 404 ? <Trans>Page Not Found</Trans> : <Trans>Internal Server Error</Trans>}
      </Heading>
      <Text color="fg.muted" maxW="md" wordBreak="break-word">
        {status === 404 ? <Trans>Page not found: {pathname}</Trans> : <Trans>Something did not go right, try again.</Trans>}
      </Text>
      <Button asChild mt="4">
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </Button>
    </Stack>
  )
}
