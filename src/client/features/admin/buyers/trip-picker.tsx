import { Field, NativeSelect } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { tripsWithOrdersOptions } from '../orders/api.ts'
import { useFormats } from '../../../ui/use-formats.ts'

/** Chooses the trip of the manifest among the trips that have orders, latest departure first. */
export function TripPicker({ tripId, onChange }: { tripId: number | undefined; onChange: (tripId: number | undefined) => void }) {
  const { t } = useLingui()
  const format = useFormats()
  const trips = useQuery(tripsWithOrdersOptions())
  return (
    <Field.Root maxW="lg">
      <Field.Label>{t`Trip`}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={tripId ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}>
          <option value="">{t`Choose a trip`}</option>
          {trips.data?.map((trip) => (
            <option key={trip.id} value={trip.id}>
              {trip.name} · {format.date(trip.checkIn)} · {plural(trip.paidOrders, { one: '# paid order', other: '# paid orders' })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
