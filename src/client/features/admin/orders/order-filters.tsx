import { Button, Field, HStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { AdminOrderListQuery } from '../../../../domain/admin/list-queries.ts'
import { orderStatuses, paymentMethods } from '../../../../domain/order-status.ts'
import { fromIsoDate } from '../../../ui/form/date-text.ts'
import { IsoDateInput } from '../../../ui/form/iso-date-input.tsx'
import { methodLabels, statusLabels } from '../../../ui/orders/labels.ts'
import { FilterSelect } from '../../../ui/list/filter-select.tsx'
import { tripsWithOrdersOptions } from './api.ts'

/** A filter takes a whole date or none: a date still being typed leaves the list as it is. */
const typedWhole = (iso: string) => iso === '' || /^\d{4}-\d{2}-\d{2}$/.test(iso)

export type OrderFilters = Partial<Pick<AdminOrderListQuery, 'status' | 'method' | 'tripId' | 'from' | 'to' | 'balance' | 'cancellation'>>

/** The orders list's filters; each change goes into the URL (the list's search) at once. */
export function OrderFiltersBar({ filters, onChange }: { filters: OrderFilters; onChange: (patch: OrderFilters) => void }) {
  const { t, i18n } = useLingui()
  const trips = useQuery(tripsWithOrdersOptions())
  const anySet = Object.values(filters).some((value) => value !== undefined)
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <FilterSelect
        label={t`Status`}
        value={filters.status ?? ''}
        choices={orderStatuses.map((status) => ({ value: status, label: i18n._(statusLabels[status]) }))}
        onChange={(value) => onChange({ status: (value || undefined) as OrderFilters['status'] })}
      />
      <FilterSelect
        label={t`Payment method`}
        value={filters.method ?? ''}
        choices={paymentMethods.map((method) => ({ value: method, label: i18n._(methodLabels[method]) }))}
        onChange={(value) => onChange({ method: (value || undefined) as OrderFilters['method'] })}
      />
      <FilterSelect
        label={t`Trip`}
        value={filters.tripId === undefined ? '' : String(filters.tripId)}
        choices={(trips.data ?? []).map((trip) => ({ value: String(trip.id), label: `${trip.name} · ${fromIsoDate(trip.checkIn, i18n.locale)}` }))}
        onChange={(value) => onChange({ tripId: value ? Number(value) : undefined })}
      />
      <FilterSelect
        label={t`Balance`}
        value={filters.balance ?? ''}
        choices={[{ value: 'due', label: t`Balance due` }]}
        onChange={(value) => onChange({ balance: (value || undefined) as OrderFilters['balance'] })}
      />
      <FilterSelect
        label={t`Cancellation`}
        value={filters.cancellation ?? ''}
        choices={[
          { value: 'requested', label: t`Canceled on request` },
          { value: 'refund_owed', label: t`Refund to send` },
        ]}
        onChange={(value) => onChange({ cancellation: (value || undefined) as OrderFilters['cancellation'] })}
      />
      <Field.Root w="auto">
        <Field.Label>{t`From`}</Field.Label>
        <IsoDateInput value={filters.from ?? ''} onIsoChange={(iso) => typedWhole(iso) && onChange({ from: iso || undefined })} />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>{t`To`}</Field.Label>
        <IsoDateInput value={filters.to ?? ''} onIsoChange={(iso) => typedWhole(iso) && onChange({ to: iso || undefined })} />
      </Field.Root>
      {anySet && (
        <Button
          variant="ghost"
          onClick={() => onChange({ status: undefined, method: undefined, tripId: undefined, from: undefined, to: undefined, balance: undefined, cancellation: undefined })}
        >
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </HStack>
  )
}
