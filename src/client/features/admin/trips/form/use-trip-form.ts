import { useLingui } from '@lingui/react/macro'
import { useForm, type StandardSchemaV1 } from '@tanstack/react-form'
import * as v from 'valibot'
import { adminTripInputSchema } from '../../../../../domain/admin/trip/input.ts'
import type { AdminTrip } from '../../../../../domain/admin/trip/trip.ts'
import { ApiError } from '../../../../api.ts'
import { showError } from '../../../../ui/toaster.ts'
import { showServerErrors } from '../../form/field-error.ts'
import { useAdminMutation } from '../../form/use-admin-mutation.ts'
import { saveTrip } from '../api.ts'
import { describeTripError } from '../messages.ts'
import { newTripValues, tripFormValues, type TripFormValues } from './form-values.ts'

/**
 * The form holds what an admin types, a narrower shape than the schema's input (no optional
 * keys, null for "not chosen yet"); the schema checks those values as they are.
 */
const tripFormSchema = adminTripInputSchema as unknown as StandardSchemaV1<TripFormValues, unknown>

/** Puts the keyboard on the first field that shows an error, once the errors have rendered. */
const focusFirstError = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('form[data-trip-form] [aria-invalid="true"]')?.focus())

/**
 * The trip form: the domain schema validates while typing and turns the values into the API's
 * body on save; the server's field errors land on their fields.
 */
export function useTripForm(trip: AdminTrip | undefined, onSaved: (saved: AdminTrip) => void) {
  const { t } = useLingui()
  const save = useAdminMutation('trips', saveTrip, () => (trip ? t`Trip updated` : t`Trip created`))
  const defaultValues: TripFormValues = trip ? tripFormValues(trip) : newTripValues()
  return useForm({
    defaultValues,
    validators: { onChange: tripFormSchema },
    onSubmitInvalid: () => {
      showError(t`Some fields need your attention`)
      focusFirstError()
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        onSaved(await save.mutateAsync({ id: trip?.id, input: v.parse(adminTripInputSchema, value) }))
      } catch (error) {
        if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return
        showServerErrors(formApi, error)
        showError(describeTripError(error))
        focusFirstError()
      }
    },
  })
}

export type TripForm = ReturnType<typeof useTripForm>
