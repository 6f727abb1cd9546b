import { useLingui } from '@lingui/react/macro'
import { adminTripInputSchema } from '../../../../../domain/admin/trip/input.ts'
import type { AdminTrip } from '../../../../../domain/admin/trip/trip.ts'
import { ApiError } from '../../../../api-error.ts'
import { describeApiError } from '../../../../ui/form/api-messages.ts'
import { showError } from '../../../../ui/toaster.ts'
import { showServerErrors } from '../../form/field-error.ts'
import { useAdminForm } from '../../form/use-admin-form.ts'
import { useAdminMutation } from '../../form/use-admin-mutation.ts'
import { saveTrip } from '../api.ts'
import { newTripValues, tripFormValues, type TripFormValues } from './form-values.ts'

/** Puts the keyboard on the first field that shows an error, once the errors have rendered. */
const focusFirstError = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('form[data-trip-form] [aria-invalid="true"]')?.focus())

/**
 * The trip form: the domain schema validates while typing and turns the values into the API's
 * body on save. A refusal is toasted even when its fields are marked too: the form is long, and
 * the field may be in a section out of sight.
 */
export function useTripForm(trip: AdminTrip | undefined, onSaved: (saved: AdminTrip) => void) {
  const { t } = useLingui()
  const save = useAdminMutation('trips', saveTrip, () => (trip ? t`Trip updated` : t`Trip created`))
  const defaultValues: TripFormValues = trip ? tripFormValues(trip) : newTripValues()
  const form = useAdminForm(
    adminTripInputSchema,
    defaultValues,
    {
      send: (input) => save.mutateAsync({ id: trip?.id, input }),
      onSaved,
      onError: (error) => {
        if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false
        showServerErrors(form, error)
        showError(describeApiError(error))
        focusFirstError()
        return true
      },
    },
    {
      onInvalid: () => {
        showError(t`Some fields need your attention`)
        focusFirstError()
      },
    },
  )
  return form
}

export type TripForm = ReturnType<typeof useTripForm>
