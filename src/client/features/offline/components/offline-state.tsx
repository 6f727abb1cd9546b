import { Button, EmptyState, HStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useOnline } from '../network-status.ts'
import { CloudOffIcon } from './cloud-off-icon.tsx'

/**
 * What a screen shows instead of a blank page or the browser's error when its data is not on
 * this device and the network is not there: a trip not opened before, a list with new filters.
 * Offline it says the page opens once the connection is back (and the screen does so by itself:
 * the paused query resumes); online, the server could not be reached, so it offers to try again.
 */
export function OfflineState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui()
  const online = useOnline()
  return (
    <EmptyState.Root data-testid="offline-state" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.warning">
          <CloudOffIcon size={40} />
        </EmptyState.Indicator>
        <EmptyState.Title as="h1">{online ? t`Could not connect` : t`Available when you're back online`}</EmptyState.Title>
        <EmptyState.Description maxW="md">
          {online ? (
            <Trans>Roteiro could not be reached. Check your connection and try again.</Trans>
          ) : (
            <Trans>This page has not been saved on this device yet. It opens by itself as soon as you are connected again.</Trans>
          )}
        </EmptyState.Description>
        <HStack gap="3" wrap="wrap" justify="center">
          {online && onRetry && <Button onClick={onRetry}>{t`Try again`}</Button>}
          <Button asChild variant="outline">
            <Link to="/">
              <Trans>Back to the home page</Trans>
            </Link>
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
