import { Button, Checkbox, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { notificationKinds } from '../../../../domain/notification.ts'
import { notificationPreferencesQueryOptions, useSaveNotificationPreferences } from '../notification-preferences-api.ts'
import { notificationKindLabels } from '../notification-kind-labels.ts'
import { PushDeviceSwitch } from './push-device-switch.tsx'

/** The profile's "Notifications": each kind on or off (email and push together), and this device's push. */
export function NotificationPreferencesSection() {
  const { i18n } = useLingui()
  const preferences = useQuery(notificationPreferencesQueryOptions())
  const save = useSaveNotificationPreferences()
  if (preferences.isError) {
    return (
      <Button variant="outline" onClick={() => void preferences.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    )
  }
  if (preferences.isPending) return <Skeleton height="40" />
  const { kinds } = save.variables ?? preferences.data
  return (
    <Stack gap="4" data-testid="notification-preferences">
      <Text color="fg.muted" fontSize="sm">
        <Trans>We tell you by email and, on the devices where you turn them on, by notification. Choose what you want to hear about:</Trans>
      </Text>
      <Stack gap="2">
        {notificationKinds.map((kind) => (
          <Checkbox.Root
            key={kind}
            checked={kinds[kind]}
            disabled={save.isPending}
            onCheckedChange={(details) => save.mutate({ kinds: { ...kinds, [kind]: details.checked === true } })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{i18n._(notificationKindLabels[kind])}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <PushDeviceSwitch />
    </Stack>
  )
}
