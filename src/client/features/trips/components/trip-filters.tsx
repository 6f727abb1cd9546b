import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { classifications, transports, type Classification, type Transport } from '../../../../domain/trip.ts'
import { eventTypesQueryOptions } from '../../catalogue/api.ts'
import { classificationLabels, transportLabels } from '../labels.ts'
import type { TripSearch } from '../trip-search.ts'

interface TripFiltersProps {
  search: TripSearch
  onChange: (search: TripSearch) => void
}

/** Each change resets to the first page; the text applies on submit so typing does not refetch. */
export function TripFilters({ search, onChange }: TripFiltersProps) {
  const { t, i18n } = useLingui()
  const { data: eventTypes = [] } = useQuery(eventTypesQueryOptions())
  const [text, setText] = useState(search.q ?? '')
  const apply = (patch: TripSearch) => onChange({ ...search, ...patch, page: undefined })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply({ q: text.trim() || undefined })
  }
  const hasFilters = Object.entries(search).some(([key, value]) => key !== 'page' && value !== undefined)

  return (
    <form onSubmit={submit} role="search" aria-label={t`Filter trips`}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>
            <Trans>Search</Trans>
          </Field.Label>
          <HStack gap="2" w="full">
            <Input name="q" value={text} onChange={(event) => setText(event.target.value)} placeholder={t`Destination or trip name`} maxLength={100} />
            <Button type="submit">
              <Trans>Search</Trans>
            </Button>
          </HStack>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Kind of trip</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="classification"
              value={search.classification ?? ''}
              onChange={(event) => apply({ classification: event.target.value === '' ? undefined : (Number(event.target.value) as Classification) })}
            >
              <option value="">{t`All`}</option>
              {classifications.map((value) => (
                <option key={value} value={value}>
                  {i18n._(classificationLabels[value])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Transport</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="transport"
              value={search.transport ?? ''}
              onChange={(event) => apply({ transport: (event.target.value || undefined) as Transport | undefined })}
            >
              <option value="">{t`All`}</option>
              {transports.map((value) => (
                <option key={value} value={value}>
                  {i18n._(transportLabels[value])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Event</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="eventType" value={search.eventType ?? ''} onChange={(event) => apply({ eventType: event.target.value || undefined })}>
              <option value="">{t`All`}</option>
              {eventTypes.map((eventType) => (
                <option key={eventType.slug} value={eventType.slug}>
                  {eventType.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      {hasFilters && (
        <Button
          variant="ghost"
          mt="2"
          onClick={() => {
            setText('')
            onChange({})
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </form>
  )
}
