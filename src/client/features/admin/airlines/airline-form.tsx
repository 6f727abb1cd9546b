import { useLingui } from '@lingui/react/macro'
import { airlineInputSchema, type Airline } from '../../../../domain/airline.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { AdminFormCard } from '../form/form-card.tsx'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { useAdminForm } from '../form/use-admin-form.ts'
import { saveAirline } from './api.ts'

/** Creates an airline, or renames `airline`; its history shows under the form. */
export function AirlineForm({ airline, onDone }: { airline?: Airline; onDone: () => void }) {
  const { t } = useLingui()
  const save = useAdminMutation('airlines', saveAirline, () => (airline ? t`Airline updated` : t`Airline created`))
  const form = useAdminForm(airlineInputSchema, { name: airline?.name ?? '' }, { send: (input) => save.mutateAsync({ id: airline?.id, input }), onSaved: onDone })
  return (
    <AdminFormCard form={form} label={airline ? t`Edit airline` : t`New airline`} onCancel={onDone} after={airline && <AuditTrail entity="airline" entityId={airline.id} />}>
      <form.Field name="name">{(field) => <TextField field={field} label={t`Name`} required />}</form.Field>
    </AdminFormCard>
  )
}
