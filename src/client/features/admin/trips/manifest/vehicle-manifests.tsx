import { Badge, Box, Button, Heading, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminTrip } from '../../../../../domain/admin/trip/trip.ts'
import type { AdminVehicle } from '../../../../../domain/road.ts'
import { ApiError } from '../../../../api-error.ts'
import { DownloadButton } from '../../../../ui/download-button.tsx'
import { describeApiError } from '../../../../ui/form/api-messages.ts'
import { FormAlert } from '../../../../ui/form/form-alert.tsx'
import { FormField } from '../../../../ui/form/form-field.tsx'
import { useAdminMutation } from '../../form/use-admin-mutation.ts'
import { downloadVehicleManifest, lockManifest, unlockManifest } from './api.ts'
import { missingSeatLines } from './missing-seats.ts'

/** Unlocking asks why: the reason goes to the trip's history. */
function UnlockForm({ tripId, vehicle, onDone }: { tripId: number; vehicle: AdminVehicle; onDone: () => void }) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const unlock = useAdminMutation('trips', unlockManifest, () => t`Passenger list unlocked`)
  const error = unlock.error instanceof ApiError ? unlock.error.fieldCodes?.reason && describeApiError(unlock.error) : undefined
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        unlock.mutate({ tripId, vehicleId: vehicle.id, reason }, { onSuccess: onDone })
      }}
    >
      <Stack gap="2">
        <FormField label={<Trans>Why unlock it (goes to the history)</Trans>} required error={error}>
          <Textarea value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} rows={2} />
        </FormField>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="red" loading={unlock.isPending}>
            <Trans>Unlock the list</Trans>
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}

function VehicleManifest({ tripId, vehicle }: { tripId: number; vehicle: AdminVehicle }) {
  const { t, i18n } = useLingui()
  const [unlocking, setUnlocking] = useState(false)
  const lock = useAdminMutation('trips', lockManifest, () => t`Passenger list locked`)
  const refused = lock.error instanceof ApiError ? lock.error : undefined
  const lockedAt = vehicle.manifestLockedAt ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(vehicle.manifestLockedAt)) : null
  const seats = vehicle.seatsTaken
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="l2" p="3" data-testid="vehicle-manifest">
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="sm">
          {vehicle.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <Trans>{seats} seats taken</Trans>
        </Text>
        {lockedAt ? (
          <Badge colorPalette="orange">
            <Trans>Locked on {lockedAt}</Trans>
          </Badge>
        ) : (
          <Badge colorPalette="gray">
            <Trans>Open</Trans>
          </Badge>
        )}
      </HStack>
      <HStack gap="2" wrap="wrap">
        <DownloadButton size="sm" variant="outline" download={() => downloadVehicleManifest(tripId, vehicle.id, 'csv')}>
          <Trans>Download CSV</Trans>
        </DownloadButton>
        <DownloadButton size="sm" variant="outline" download={() => downloadVehicleManifest(tripId, vehicle.id, 'pdf')}>
          <Trans>Download PDF</Trans>
        </DownloadButton>
        {lockedAt ? (
          !unlocking && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setUnlocking(true)}>
              <Trans>Unlock…</Trans>
            </Button>
          )
        ) : (
          <Button size="sm" colorPalette="brand" loading={lock.isPending} onClick={() => lock.mutate({ tripId, vehicleId: vehicle.id })}>
            <Trans>Lock as sent to the carrier</Trans>
          </Button>
        )}
      </HStack>
      {refused && !lockedAt && (
        <FormAlert status="error" title={describeApiError(refused)}>
          {refused.fieldCodes && (
            <List.Root ps="4">
              {missingSeatLines(refused.fieldCodes).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
          )}
        </FormAlert>
      )}
      {lockedAt && unlocking && <UnlockForm tripId={tripId} vehicle={vehicle} onDone={() => setUnlocking(false)} />}
    </Stack>
  )
}

/**
 * The carrier's passenger list of each vehicle (ANTT, docs/ADMIN.md): download it, lock it once
 * sent (the trip's licence issued), unlock it with a reason. While locked, nobody can change its
 * travellers, seats or boarding points.
 */
export function VehicleManifests({ trip }: { trip: AdminTrip }) {
  if (trip.vehicles.length === 0) return null
  return (
    <Box as="section" aria-labelledby="vehicle-manifests-heading">
      <Stack gap="3">
        <Heading as="h2" size="md" id="vehicle-manifests-heading">
          <Trans>Passenger lists for the carrier (ANTT)</Trans>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Lock a vehicle’s list once it is sent to the carrier: its travellers, seats and boarding points then refuse changes until you unlock it.</Trans>
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {trip.vehicles.map((vehicle) => (
            <VehicleManifest key={vehicle.id} tripId={trip.id} vehicle={vehicle} />
          ))}
        </Stack>
      </Stack>
    </Box>
  )
}
