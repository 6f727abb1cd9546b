import { t } from '@lingui/core/macro'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../api-error.ts'
import { showError } from './toaster.ts'
import { currentPushSubscription, disablePush, enablePush, pushSupported } from '../pwa/push-device.ts'

export type PushDeviceState = 'unsupported' | 'blocked' | 'off' | 'on'

async function readPushDevice(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  return (await currentPushSubscription()) ? 'on' : 'off'
}

/** This browser's push state: the browser's own, read again after every change. */
const pushDeviceQueryOptions = () => queryOptions({ queryKey: ['push-device'], queryFn: readPushDevice, staleTime: Infinity })

/** This device's push: its state, and turning it on (asks the permission) or off. */
export function usePushDevice() {
  const queryClient = useQueryClient()
  const state = useQuery(pushDeviceQueryOptions())
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) await enablePush()
      else await disablePush()
    },
    onError: (error) => {
      // The API wrapper told the user of its own errors; the browser's (no push service, say) are told here.
      if (!(error instanceof ApiError && error.told)) showError(t`Notifications could not be changed in this browser`)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDeviceQueryOptions().queryKey }),
  })
  return {
    state: state.data ?? null,
    busy: change.isPending,
    turnOn: () => change.mutateAsync(true).catch(() => undefined),
    turnOff: () => change.mutateAsync(false).catch(() => undefined),
  }
}
