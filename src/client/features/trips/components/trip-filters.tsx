import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { classifications, transports, type Classification, type Transport } from '../../../../domain/trip-values.ts'
import { eventTypesQueryOptions } from '../../catalogue/api.ts'
import { usePublicAnswer } from '../../../public-answers.ts'
import { classificationLabels, transportLabels } from '../../../ui/trips/labels.ts'
import { Button } from '../../../ui/plain/button.tsx'
import { field, Input, NativeSelect } from '../../../ui/plain/field.tsx'
import type { TripSearch } from '../trip-search.ts'
import styles from './trip-filters.module.css'

export interface TripFiltersProps {
  search: TripSearch
  /** What changed; merged into the URL's search as it is then, the page back to the first. */
  onChange: (patch: TripSearch) => void
  onClear: () => void
}

interface FilterSelectProps {
  label: ReactNode
  name: string
  value: string | number | undefined
  options: { value: string; label: string }[]
  /** undefined when "All" is chosen. */
  onChange: (value: string | undefined) => void
}

function FilterSelect({ label, name, value, options, onChange }: FilterSelectProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <NativeSelect id={id} name={name} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{t`All`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Each change resets to the first page; the text applies on submit so typing does not refetch. */
export function TripFilters({ search, onChange, onClear }: TripFiltersProps) {
  const { t, i18n } = useLingui()
  const eventTypes = usePublicAnswer(eventTypesQueryOptions())?.data ?? []
  const [text, setText] = useState(search.q ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ q: text.trim() || undefined })
  }
  const searchId = useId()
  const hasFilters = Object.entries(search).some(([key, value]) => key !== 'page' && value !== undefined)

  return (
    <form onSubmit={submit} role="search" aria-label={t`Filter trips`}>
      <div className={styles.grid}>
        <div className={field.field}>
          <label htmlFor={searchId} className={field.label}>
            <Trans>Search</Trans>
          </label>
          <div className={styles.searchRow}>
            <Input id={searchId} name="q" value={text} onChange={(event) => setText(event.target.value)} placeholder={t`Destination or trip name`} maxLength={100} />
            <Button type="submit">
              <Trans>Search</Trans>
            </Button>
          </div>
        </div>
        <FilterSelect
          label={<Trans>Kind of trip</Trans>}
          name="classification"
          value={search.classification}
          options={classifications.map((value) => ({ value: String(value), label: i18n._(classificationLabels[value]) }))}
          onChange={(value) => onChange({ classification: value === undefined ? undefined : (Number(value) as Classification) })}
        />
        <FilterSelect
          label={<Trans>Transport</Trans>}
          name="transport"
          value={search.transport}
          options={transports.map((value) => ({ value, label: i18n._(transportLabels[value]) }))}
          onChange={(value) => onChange({ transport: value as Transport | undefined })}
        />
        <FilterSelect
          label={<Trans>Event</Trans>}
          name="eventType"
          value={search.eventType}
          options={eventTypes.map((eventType) => ({ value: eventType.slug, label: eventType.name }))}
          onChange={(value) => onChange({ eventType: value })}
        />
      </div>
      {hasFilters && (
        <Button
          variant="ghost"
          className={styles.clear}
          onClick={() => {
            setText('')
            onClear()
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </form>
  )
}
