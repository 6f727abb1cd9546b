import { Button, EmptyState, HStack, Link, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import type { AdminTrip } from '../../../../domain/admin/trip/trip.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { ConfirmButton } from '../../../ui/confirm-button.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { adminTripQueryOptions, deleteTrip, duplicateTrip } from './api.ts'
import { TripForm } from './form/trip-form.tsx'
import { VehicleManifests } from './manifest/vehicle-manifests.tsx'

interface ManageScreenProps {
  /** The trip to edit; none for a new one. */
  id?: number
  /** After a save or a duplicate: the trip to show now. */
  onShow: (id: number) => void
  onDeleted: () => void
}

/** /admin/trips/manage: a new trip, or one trip's whole form with its history. */
export function TripManageScreen({ id, onShow, onDeleted }: ManageScreenProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const trip = useQuery({ ...adminTripQueryOptions(id ?? 0), enabled: id !== undefined })
  // The saved trip is the form's new starting point (options just added now have ids).
  const onSaved = (saved: AdminTrip) => {
    queryClient.setQueryData(adminTripQueryOptions(saved.id).queryKey, saved)
    if (saved.id !== id) onShow(saved.id)
  }

  if (id === undefined) {
    return (
      <Stack gap="4">
        <PageTitle documentTitle={t`New trip`}>
          <Trans>New trip</Trans>
        </PageTitle>
        <TripForm onSaved={onSaved} />
      </Stack>
    )
  }
  if (trip.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t`Loading`}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h="24" />
        ))}
      </Stack>
    )
  }
  if (!trip.data) return <TripNotFound />
  return <EditTrip trip={trip.data} onSaved={onSaved} onShow={onShow} onDeleted={onDeleted} />
}

function EditTrip({ trip, onSaved, onShow, onDeleted }: { trip: AdminTrip; onSaved: (saved: AdminTrip) => void; onShow: (id: number) => void; onDeleted: () => void }) {
  const { t } = useLingui()
  const duplicate = useAdminMutation('trips', duplicateTrip, () => t`Trip duplicated`)
  const remove = useAdminMutation('trips', deleteTrip, () => t`Trip deleted`)
  return (
    <Stack gap="4">
      <PageTitle documentTitle={trip.name} subtitle={t`Edit trip`}>
        {trip.name}
      </PageTitle>
      <HStack gap="3" wrap="wrap" mt="-4">
        {trip.published && (
          <Link asChild>
            <RouterLink to="/trip/$name" params={{ name: trip.slug }} target="_blank">
              <Trans>See it on the site</Trans>
            </RouterLink>
          </Link>
        )}
        <Link asChild>
          <RouterLink to="/admin/trips/buyers" search={{ tripId: trip.id }}>
            <Trans>Buyers</Trans>
          </RouterLink>
        </Link>
      </HStack>
      <TripForm
        key={`${trip.id}:${trip.updatedAt}`}
        trip={trip}
        onSaved={onSaved}
        actions={
          <>
            <Button variant="outline" loading={duplicate.isPending} onClick={() => duplicate.mutate(trip.id, { onSuccess: (copy) => onShow(copy.id) })}>
              <Trans>Duplicate</Trans>
            </Button>
            <ConfirmButton
              title={t`Delete the trip ${trip.name}?`}
              description={
                trip.orders > 0 ? t`This trip has orders, so it cannot be deleted; unpublish it instead.` : t`The trip, its options and its images leave the catalogue for good.`
              }
              onConfirm={async () => {
                await remove.mutateAsync(trip.id)
                onDeleted()
              }}
            >
              <Trans>Delete</Trans>
            </ConfirmButton>
          </>
        }
      />
      <VehicleManifests trip={trip} />
      <AuditTrail entity="trip" entityId={trip.id} />
    </Stack>
  )
}

function TripNotFound() {
  const { t } = useLingui()
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Title as="h1">{t`Trip not found`}</EmptyState.Title>
        <Button asChild variant="outline">
          <RouterLink to="/admin/trips">
            <Trans>Back to the trips</Trans>
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
