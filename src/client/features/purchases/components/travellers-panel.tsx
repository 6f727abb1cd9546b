import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { OrderTravellers } from '../../../../domain/traveller.ts'
import { OfflineState } from '../../offline/components/offline-state.tsx'
import { UnavailableOffline } from '../../offline/components/unavailable-offline.tsx'
import { useOnline } from '../../offline/network-status.ts'
import type { OrderSource } from '../order-source.ts'
import { orderTravellersQueryOptions } from '../travellers-api.ts'
import { MinorNotice } from './minor-notice.tsx'
import { TravellerPlace } from './traveller-place.tsx'
import { TravellersForm } from './travellers-form.tsx'

// The seat map's code loads only on an order whose trip has vehicles.
const SeatPicker = lazy(() => import('./seat-map/seat-picker.tsx'))

function TravellersState({ data }: { data: OrderTravellers }) {
  const total = data.travellers.length
  const complete = data.travellers.filter((traveller) => traveller.complete).length
  return (
    <HStack gap="3" wrap="wrap" data-testid="travellers-state" data-complete={complete} data-total={total}>
      <Text fontWeight="medium">
        <Trans>
          Travellers: {complete} of {total} complete
        </Trans>
      </Text>
      {complete < total && (
        <Badge colorPalette="orange" variant="subtle">
          <Trans>Missing data</Trans>
        </Badge>
      )}
    </HStack>
  )
}

/** After the deadline the buyer only reads what the agency has. */
function TravellersList({ data }: { data: OrderTravellers }) {
  return (
    <Stack as="ol" gap="3" listStyleType="none">
      {data.travellers.map((traveller, position) => (
        <Stack as="li" key={position} gap="1">
          <Text fontWeight="medium">{traveller.name || <Trans>Name missing</Trans>}</Text>
          <TravellerPlace traveller={traveller} boardingPoints={data.boardingPoints} vehicles={data.vehicles} />
          {traveller.minor && <MinorNotice />}
        </Stack>
      ))}
    </Stack>
  )
}

/**
 * The people of a trip order (the buyer's or a guest's, as `source` reads it): how many are
 * complete, a form to fill them until the trip's deadline and, on a trip with vehicles, the seat
 * map to choose their seats (`tripSlug` reads it).
 */
export function TravellersPanel({ code, source, editable, tripSlug }: { code: string; source: OrderSource; editable: boolean; tripSlug: string | null }) {
  const { i18n } = useLingui()
  const query = useQuery(orderTravellersQueryOptions(source, code))
  const online = useOnline()
  if (query.isPending) return online ? <Skeleton height="24" /> : <UnavailableOffline />
  if (query.isError) return <OfflineState onRetry={() => void query.refetch()} />
  const data = query.data
  const deadline = new Date(data.deadline)
  const until = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' }).format(deadline)
  // The clock at each draw: past the deadline the server refuses a save (409), which the form says.
  // eslint-disable-next-line react-hooks/purity
  const open = editable && Date.now() < deadline.getTime()
  return (
    <Stack gap="4" data-testid="travellers-panel">
      <TravellersState data={data} />
      {editable && (
        <Text fontSize="sm" color="fg.muted">
          {open ? <Trans>You can fill in and change the travellers until {until}.</Trans> : <Trans>The travellers could be changed until {until}.</Trans>}
        </Text>
      )}
      {open && tripSlug && data.vehicles.length > 0 && (
        <Suspense fallback={<Skeleton height="64" />}>
          <SeatPicker code={code} source={source} slug={tripSlug} travellers={data.travellers} vehicles={data.vehicles} />
        </Suspense>
      )}
      {open ? (
        <TravellersForm code={code} source={source} travellers={data.travellers} boardingPoints={data.boardingPoints} vehicles={data.vehicles} />
      ) : (
        <TravellersList data={data} />
      )}
    </Stack>
  )
}
