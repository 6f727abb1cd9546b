import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { eventTypeInputSchema, type AdminEventType } from '../../../../domain/admin/event-type.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { AdminFormCard } from '../form/form-card.tsx'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { useAdminForm } from '../form/use-admin-form.ts'
import { saveEventType } from './api.ts'

/** Creates an event type, or edits `eventType` (its slug stays); its history shows under the form. */
export function EventTypeForm({ eventType, onDone }: { eventType?: AdminEventType; onDone: () => void }) {
  const { t } = useLingui()
  const save = useAdminMutation('event-types', saveEventType, () => (eventType ? t`Event type updated` : t`Event type created`))
  const defaultValues: v.InferInput<typeof eventTypeInputSchema> = { name: eventType?.name ?? '', description: eventType?.description ?? '' }
  const form = useAdminForm(eventTypeInputSchema, defaultValues, { send: (input) => save.mutateAsync({ id: eventType?.id, input }), onSaved: onDone })
  return (
    <AdminFormCard
      form={form}
      label={eventType ? t`Edit event type` : t`New event type`}
      onCancel={onDone}
      after={eventType && <AuditTrail entity="event-type" entityId={eventType.id} />}
    >
      <form.Field name="name">{(field) => <TextField field={field} label={t`Name`} required />}</form.Field>
      {eventType ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            Address name:{' '}
            <Text as="span" fontFamily="mono">
              {eventType.slug}
            </Text>{' '}
            (kept when the name changes, so links keep working)
          </Trans>
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>The address name is made from the name and does not change afterwards.</Trans>
        </Text>
      )}
      <form.Field name="description">{(field) => <TextField field={field} label={t`Description`} multiline />}</form.Field>
    </AdminFormCard>
  )
}
