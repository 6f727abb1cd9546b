import { Button, HStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { AdminTripSummary } from '../../../../domain/admin/trip/list.ts'
import { ConfirmButton } from '../../../ui/confirm-button.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { deleteTrip, duplicateTrip, patchTrip } from './api.ts'

/** What an admin does with one trip of the table. */
export function TripRowActions({ trip }: { trip: AdminTripSummary }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const duplicate = useAdminMutation('trips', duplicateTrip, () => t`Trip duplicated`)
  const publish = useAdminMutation('trips', patchTrip, () => t`Trip updated`)
  const remove = useAdminMutation('trips', deleteTrip, () => t`Trip deleted`)
  return (
    <HStack gap="1" justify="end" wrap="wrap" minW="40" maxW="xs" ms="auto">
      <Button variant="ghost" asChild>
        <Link to="/admin/trips/manage" search={{ id: trip.id }} aria-label={t`Edit ${trip.name}`}>
          <Trans>Edit</Trans>
        </Link>
      </Button>
      <Button
        variant="ghost"
        loading={duplicate.isPending}
        aria-label={t`Duplicate ${trip.name}`}
        onClick={() => duplicate.mutate(trip.id, { onSuccess: (copy) => void navigate({ to: '/admin/trips/manage', search: { id: copy.id } }) })}
      >
        <Trans>Duplicate</Trans>
      </Button>
      <Button variant="ghost" asChild>
        <Link to="/admin/trips/buyers" search={{ tripId: trip.id }} aria-label={t`Buyers of ${trip.name}`}>
          <Trans>Buyers</Trans>
        </Link>
      </Button>
      <Button
        variant="ghost"
        loading={publish.isPending}
        aria-label={trip.published ? t`Unpublish ${trip.name}` : t`Publish ${trip.name}`}
        onClick={() => publish.mutate({ id: trip.id, patch: { published: !trip.published } })}
      >
        {trip.published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
      </Button>
      <ConfirmButton
        title={t`Delete the trip ${trip.name}?`}
        description={
          trip.orders > 0 ? t`This trip has orders, so it cannot be deleted; unpublish it instead.` : t`The trip, its options and its images leave the catalogue for good.`
        }
        onConfirm={() => remove.mutateAsync(trip.id)}
      >
        <Trans>Delete</Trans>
      </ConfirmButton>
    </HStack>
  )
}
