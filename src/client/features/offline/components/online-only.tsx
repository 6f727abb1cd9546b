import { Alert, Box, Container } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { useOnline } from '../network-status.ts'

/** The plain "this needs a connection" message of the online-only screens (for a form's own use: `useOnline()` disables its buttons). */
export function OnlineOnlyNotice() {
  return (
    <Alert.Root status="warning" data-testid="online-only">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Available only online</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>You are offline. This screen needs a connection, so its actions are turned off and nothing is kept to send later. It works again as soon as you reconnect.</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

/**
 * Wraps a screen that only works online (checkout, payment, profile edits, the admin area).
 * Offline it says so and nothing in it can be used: a screen already open stays visible but
 * inert (what was typed survives a dropped connection), a screen opened offline shows only the
 * notice (it could load nothing). Nothing is queued: with no network there is nothing to press.
 */
interface OnlineOnlyProps {
  children: ReactNode
  /** Puts the notice in a page container; false where the layout already pads the page (admin). */
  padded?: boolean
}

export function OnlineOnly({ children, padded = true }: OnlineOnlyProps) {
  const online = useOnline()
  const [opened, setOpened] = useState(online)
  if (online && !opened) setOpened(true)
  return (
    <>
      {!online &&
        (padded ? (
          <Container maxW="6xl" pt="6">
            <OnlineOnlyNotice />
          </Container>
        ) : (
          <Box mb="6">
            <OnlineOnlyNotice />
          </Box>
        ))}
      {opened && (
        <Box inert={!online} opacity={online ? undefined : 0.5} data-testid="online-only-content">
          {children}
        </Box>
      )}
    </>
  )
}
