import { Box, Button, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AdminTrip } from '../../../../../domain/admin/trip/trip.ts'
import { BasicsSection } from './basics-section.tsx'
import { DetailsSection } from './details-section.tsx'
import { FlightsSection } from './flights-section.tsx'
import { ImagesSection } from './images-section.tsx'
import { OptionsSection } from './options-section.tsx'
import { SalesSection } from './sales-section.tsx'
import { SaleTermsSection } from './sale-terms-section.tsx'
import { ScheduleSection } from './schedule-section.tsx'
import { useTripForm } from './use-trip-form.ts'

/** Every field of a trip, in sections; Save stays in reach at the bottom of the screen. `actions`: more buttons beside it (delete). */
export function TripForm({ trip, onSaved, actions }: { trip?: AdminTrip; onSaved: (saved: AdminTrip) => void; actions?: ReactNode }) {
  const { t } = useLingui()
  const form = useTripForm(trip, onSaved)
  return (
    <form
      noValidate
      data-trip-form=""
      aria-label={trip ? t`Edit trip` : t`New trip`}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <Stack gap="5">
        <BasicsSection form={form} />
        <ScheduleSection form={form} />
        <OptionsSection form={form} />
        <SalesSection form={form} seatsHeld={trip ? trip.vacancies - trip.seatsLeft : 0} />
        <SaleTermsSection form={form} />
        <DetailsSection form={form} />
        <FlightsSection form={form} />
        <ImagesSection form={form} />
        <Box position="sticky" bottom="0" zIndex="docked" bg="bg" borderTopWidth="1px" py="3">
          <HStack gap="2" wrap="wrap">
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  <Trans>Save</Trans>
                </Button>
              )}
            </form.Subscribe>
            <Button variant="outline" asChild>
              <Link to="/admin/trips">
                <Trans>Back to the trips</Trans>
              </Link>
            </Button>
            {actions}
          </HStack>
        </Box>
      </Stack>
    </form>
  )
}
