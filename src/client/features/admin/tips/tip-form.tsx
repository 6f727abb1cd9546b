import { Checkbox } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { tipInputSchema, type AdminTip } from '../../../../domain/admin/tip.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { clearServerError, fieldError } from '../form/field-error.ts'
import { AdminFormCard } from '../form/form-card.tsx'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { useAdminForm } from '../form/use-admin-form.ts'
import { ImageField } from '../uploads/image-field.tsx'
import { saveTip } from './api.ts'

/** Creates a tip, or edits `tip`; its history shows under the form. */
export function TipForm({ tip, onDone }: { tip?: AdminTip; onDone: () => void }) {
  const { t } = useLingui()
  const save = useAdminMutation('tips', saveTip, () => (tip ? t`Tip updated` : t`Tip created`))
  const defaultValues: v.InferInput<typeof tipInputSchema> = { title: tip?.title ?? '', text: tip?.text ?? '', image: tip?.image ?? null, active: tip?.active ?? true }
  const form = useAdminForm(tipInputSchema, defaultValues, { send: (input) => save.mutateAsync({ id: tip?.id, input }), onSaved: onDone })
  return (
    <AdminFormCard form={form} label={tip ? t`Edit tip` : t`New tip`} onCancel={onDone} after={tip && <AuditTrail entity="tip" entityId={tip.id} />}>
      <form.Field name="title">{(field) => <TextField field={field} label={t`Title`} required />}</form.Field>
      <form.Field name="text">{(field) => <TextField field={field} label={t`Text`} multiline required />}</form.Field>
      <form.Field name="image">
        {(field) => (
          <ImageField
            label={t`Image`}
            value={field.state.value ?? null}
            onChange={(image) => {
              clearServerError(field)
              field.handleChange(image)
            }}
            error={fieldError(field)}
          />
        )}
      </form.Field>
      <form.Field name="active">
        {(field) => (
          <Checkbox.Root checked={field.state.value ?? true} onCheckedChange={(details) => field.handleChange(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Active (shown on the tips page)</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        )}
      </form.Field>
    </AdminFormCard>
  )
}
