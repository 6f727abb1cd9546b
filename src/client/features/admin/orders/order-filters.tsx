import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { AdminOrderListQuery } from '../../../../domain/admin-list-queries.ts'
import { orderStatuses, paymentMethods } from '../../../../domain/order-status.ts'
import { fromIsoDate } from '../../../ui/form/date-text.ts'
import { methodLabels, statusLabels } from '../../purchases/labels.ts'
import { tripsWithOrdersOptions } from './api.ts'

export type OrderFilters = Partial<Pick<AdminOrderListQuery, 'status' | 'method' | 'tripId' | 'from' | 'to'>>

/** The orders list's filters; each change goes into the URL (the list's search) at once. */
export function OrderFiltersBar({ filters, onChange }: { filters: OrderFilters; onChange: (patch: OrderFilters) => void }) {
  const { t, i18n } = useLingui()
  const trips = useQuery(tripsWithOrdersOptions())
  const anySet = Object.values(filters).some((value) => value !== undefined)
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <Field.Root w="auto">
        <Field.Label>{t`Status`}</Field.Label>
        <NativeSelect.Root size="sm" w="44">
          <NativeSelect.Field value={filters.status ?? ''} onChange={(event) => onChange({ status: (event.target.value || undefined) as OrderFilters['status'] })}>
            <option value="">{t`All`}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {i18n._(statusLabels[status])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>{t`Payment method`}</Field.Label>
        <NativeSelect.Root size="sm" w="44">
          <NativeSelect.Field value={filters.method ?? ''} onChange={(event) => onChange({ method: (event.target.value || undefined) as OrderFilters['method'] })}>
            <option value="">{t`All`}</option>
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {i18n._(methodLabels[method])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>{t`Trip`}</Field.Label>
        <NativeSelect.Root size="sm" w="64">
          <NativeSelect.Field value={filters.tripId ?? ''} onChange={(event) => onChange({ tripId: event.target.value ? Number(event.target.value) : undefined })}>
            <option value="">{t`All`}</option>
            {trips.data?.map((trip) => (
              <option key={trip.id} value={trip.id}>
                {trip.name} · {fromIsoDate(trip.checkIn, i18n.locale)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>{t`From`}</Field.Label>
        <Input size="sm" type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => onChange({ from: event.target.value || undefined })} />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>{t`To`}</Field.Label>
        <Input size="sm" type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => onChange({ to: event.target.value || undefined })} />
      </Field.Root>
      {anySet && (
        <Button size="sm" variant="ghost" onClick={() => onChange({ status: undefined, method: undefined, tripId: undefined, from: undefined, to: undefined })}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </HStack>
  )
}
