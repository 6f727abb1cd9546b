import { Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { fieldError } from '../../form/field-error.ts'
import { TextField } from '../../form/text-field.tsx'
import { airlineChoicesQueryOptions } from '../api.ts'
import { blankFlight } from './form-values.ts'
import { FormSection } from './form-section.tsx'
import { ListError } from './list-error.tsx'
import { SelectField } from '../../form/select-field.tsx'
import type { TripForm } from './use-trip-form.ts'

/** The aerial mesh: the outbound and the return flight (both required for an air trip, optional otherwise). */
export function FlightsSection({ form }: { form: TripForm }) {
  const { t } = useLingui()
  return (
    <FormSection title={t`Aerial mesh`} description={t`Air trips need both flights; other trips may have them or not.`}>
      <FlightLeg form={form} leg="first" labels={{ title: t`Outbound flight`, add: t`Add the outbound flight`, remove: t`Remove the outbound flight` }} />
      <FlightLeg form={form} leg="second" labels={{ title: t`Return flight`, add: t`Add the return flight`, remove: t`Remove the return flight` }} />
    </FormSection>
  )
}

function FlightLeg({ form, leg, labels }: { form: TripForm; leg: 'first' | 'second'; labels: { title: string; add: string; remove: string } }) {
  const { t } = useLingui()
  const { data: airlines = [] } = useQuery(airlineChoicesQueryOptions())
  return (
    <form.Field name={`flights.${leg}`}>
      {(flight) => (
        <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="l2" p="3">
          <Text as="legend" fontWeight="semibold" px="1">
            {labels.title}
          </Text>
          {flight.state.value === null ? (
            <Stack gap="2" align="start">
              <ListError error={fieldError(flight)} />
              <Button variant="outline" size="sm" onClick={() => flight.handleChange(blankFlight())}>
                {labels.add}
              </Button>
            </Stack>
          ) : (
            <>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                <form.Field name={`flights.${leg}.airlineId`}>
                  {(field) => (
                    <SelectField
                      field={field}
                      label={t`Airline`}
                      required
                      emptyLabel={t`Choose an airline`}
                      choices={airlines.map((airline) => ({ value: airline.id, label: airline.name }))}
                      helper={
                        airlines.length === 0 ? (
                          <Link asChild>
                            <RouterLink to="/admin/flightCompany">{t`Register the airlines first`}</RouterLink>
                          </Link>
                        ) : undefined
                      }
                    />
                  )}
                </form.Field>
                <form.Field name={`flights.${leg}.flightNumber`}>{(field) => <TextField field={field} label={t`Flight number`} required />}</form.Field>
                <form.Field name={`flights.${leg}.departureDate`}>{(field) => <TextField field={field} label={t`Departure date`} type="date" required />}</form.Field>
                <form.Field name={`flights.${leg}.boardingAirport`}>{(field) => <TextField field={field} label={t`Boarding airport`} required />}</form.Field>
                <form.Field name={`flights.${leg}.destination`}>{(field) => <TextField field={field} label={t`Destination airport`} required />}</form.Field>
                <HStack gap="3" align="start">
                  <form.Field name={`flights.${leg}.departureTime`}>{(field) => <TextField field={field} label={t`Departure`} type="time" required />}</form.Field>
                  <form.Field name={`flights.${leg}.arrivalTime`}>{(field) => <TextField field={field} label={t`Arrival`} type="time" required />}</form.Field>
                </HStack>
              </SimpleGrid>
              <Button variant="ghost" colorPalette="red" size="sm" alignSelf="start" onClick={() => flight.handleChange(null)}>
                {labels.remove}
              </Button>
            </>
          )}
        </Stack>
      )}
    </form.Field>
  )
}
