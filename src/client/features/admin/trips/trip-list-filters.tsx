import { HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { AdminTripListQuery } from '../../../../domain/admin/trip/list.ts'
import { classifications, transports, type Classification, type Transport } from '../../../../domain/trip.ts'
import { classificationLabels, transportLabels } from '../../../ui/trips/labels.ts'
import { FilterSelect } from '../../../ui/list/filter-select.tsx'
import type { ListQuery } from '../list/use-admin-list.ts'

export type TripFilters = Pick<Partial<AdminTripListQuery>, 'classification' | 'transport' | 'published'>

/** The trips table's filters; each lives in the URL beside the page, sort and search. */
export function TripListFilters({ filters, onChange }: { filters: Pick<ListQuery<'/api/admin/trips'>, keyof TripFilters>; onChange: (patch: TripFilters) => void }) {
  const { t, i18n } = useLingui()
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <FilterSelect
        label={t`Classification`}
        value={filters.classification === undefined ? '' : String(filters.classification)}
        choices={classifications.map((value) => ({ value: String(value), label: i18n._(classificationLabels[value]) }))}
        onChange={(value) => onChange({ classification: value === '' ? undefined : (Number(value) as Classification) })}
      />
      <FilterSelect
        label={t`Transport`}
        value={filters.transport ?? ''}
        choices={transports.map((value) => ({ value, label: i18n._(transportLabels[value]) }))}
        onChange={(value) => onChange({ transport: value === '' ? undefined : (value as Transport) })}
      />
      <FilterSelect
        label={t`Status`}
        value={filters.published === undefined ? '' : String(filters.published)}
        choices={[
          { value: 'true', label: t`Published` },
          { value: 'false', label: t`Unpublished` },
        ]}
        onChange={(value) => onChange({ published: value === '' ? undefined : value === 'true' })}
      />
    </HStack>
  )
}
