import { Button, HStack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { usePushDevice } from '../../../ui/use-push-device.ts'

/** "This device: notifications on/off", and why it cannot be turned on when it cannot. */
export function PushDeviceSwitch() {
  const { state, busy, turnOn, turnOff } = usePushDevice()
  if (state === null) return null
  return (
    <HStack gap="3" wrap="wrap" data-testid="push-device" data-state={state}>
      <Text fontWeight="medium">
        {state === 'on' ? (
          <Trans>This device: notifications on</Trans>
        ) : state === 'off' ? (
          <Trans>This device: notifications off</Trans>
        ) : state === 'blocked' ? (
          <Trans>This device: notifications blocked in the browser's site settings</Trans>
        ) : (
          <Trans>This browser cannot receive notifications; install the app or use another browser</Trans>
        )}
      </Text>
      {state === 'on' && (
        <Button size="sm" variant="outline" loading={busy} onClick={() => void turnOff()}>
          <Trans>Turn off on this device</Trans>
        </Button>
      )}
      {state === 'off' && (
        <Button size="sm" loading={busy} onClick={() => void turnOn()}>
          <Trans>Turn on on this device</Trans>
        </Button>
      )}
    </HStack>
  )
}
