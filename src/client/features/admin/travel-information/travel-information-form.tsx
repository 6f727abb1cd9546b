import { useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { travelInformationInputSchema, type AdminTravelInformation } from '../../../../domain/admin/travel-information.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { AdminFormCard } from '../form/form-card.tsx'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { useAdminForm } from '../form/use-admin-form.ts'
import { saveTravelInformation } from './api.ts'

/** Creates a piece of travel information, or edits `item`; its history shows under the form. */
export function TravelInformationForm({ item, onDone }: { item?: AdminTravelInformation; onDone: () => void }) {
  const { t } = useLingui()
  const save = useAdminMutation('travel-information', saveTravelInformation, () => (item ? t`Travel information updated` : t`Travel information created`))
  const defaultValues: v.InferInput<typeof travelInformationInputSchema> = { type: item?.type ?? '', text: item?.text ?? '', position: item ? String(item.position) : '' }
  const form = useAdminForm(travelInformationInputSchema, defaultValues, { send: (input) => save.mutateAsync({ id: item?.id, input }), onSaved: onDone })
  return (
    <AdminFormCard
      form={form}
      label={item ? t`Edit travel information` : t`New travel information`}
      onCancel={onDone}
      after={item && <AuditTrail entity="travel-information" entityId={item.id} />}
    >
      <form.Field name="type">{(field) => <TextField field={field} label={t`Type`} helper={t`For example: Documents, Luggage, Vaccines`} required />}</form.Field>
      <form.Field name="text">{(field) => <TextField field={field} label={t`Text`} multiline required />}</form.Field>
      <form.Field name="position">
        {(field) => <TextField field={field} label={t`Order`} inputMode="numeric" helper={t`Lower numbers show first; left blank, a new item goes last.`} />}
      </form.Field>
    </AdminFormCard>
  )
}
