import { SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { classifications, transports, type Transport } from '../../../../../domain/trip.ts'
import { eventTypesQueryOptions } from '../../../catalogue/api.ts'
import { classificationLabels, transportLabels } from '../../../../ui/trips/labels.ts'
import { TextField } from '../../form/text-field.tsx'
import { blankFlight } from './form-values.ts'
import { FormSection } from './form-section.tsx'
import { SelectField } from '../../form/select-field.tsx'
import type { TripForm } from './use-trip-form.ts'

/** Name, kind, dates and place. */
export function BasicsSection({ form }: { form: TripForm }) {
  const { t, i18n } = useLingui()
  const { data: eventTypes = [] } = useQuery(eventTypesQueryOptions())
  // An air trip needs both flights: their fields appear, empty, as soon as the transport says so.
  const onTransport = (transport: Transport) => {
    if (transport !== 'air') return
    if (!form.getFieldValue('flights.first')) form.setFieldValue('flights.first', blankFlight())
    if (!form.getFieldValue('flights.second')) form.setFieldValue('flights.second', blankFlight())
  }
  return (
    <FormSection title={t`Trip`}>
      <form.Field name="name">{(field) => <TextField field={field} label={t`Name`} required />}</form.Field>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <form.Field name="classification">
          {(field) => (
            <SelectField field={field} label={t`Classification`} required choices={classifications.map((value) => ({ value, label: i18n._(classificationLabels[value]) }))} />
          )}
        </form.Field>
        <form.Field name="transport" listeners={{ onChange: ({ value }) => onTransport(value) }}>
          {(field) => <SelectField field={field} label={t`Transport`} required choices={transports.map((value) => ({ value, label: i18n._(transportLabels[value]) }))} />}
        </form.Field>
        <form.Field name="eventTypeId">
          {(field) => <SelectField field={field} label={t`Event type`} emptyLabel={t`None`} choices={eventTypes.map((type) => ({ value: type.id, label: type.name }))} />}
        </form.Field>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <form.Field name="checkIn">{(field) => <TextField field={field} label={t`Check-in`} type="date" required />}</form.Field>
        <form.Field name="checkOut">{(field) => <TextField field={field} label={t`Check-out`} type="date" required />}</form.Field>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <form.Field name="destination">{(field) => <TextField field={field} label={t`Destination`} required placeholder={t`City, state or country`} />}</form.Field>
        <form.Field name="boardingPlace">{(field) => <TextField field={field} label={t`Boarding place`} />}</form.Field>
        <form.Field name="hotel">{(field) => <TextField field={field} label={t`Hotel`} />}</form.Field>
        <form.Field name="mentalMapTag">{(field) => <TextField field={field} label={t`Mental map tag`} helper={t`A short word that groups trips, shown as #tag`} />}</form.Field>
      </SimpleGrid>
      <form.Field name="placeDescription">{(field) => <TextField field={field} label={t`About the place`} multiline />}</form.Field>
    </FormSection>
  )
}
