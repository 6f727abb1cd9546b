import { Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { forfaitAnswerSchema, type AdminForfaitRequest } from '../../../../domain/forfait.ts'
import { forfaitStatuses } from '../../../../domain/admin/list-queries.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { forfaitStatusText } from '../../../ui/forfait-status.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { AdminFormCard } from '../form/form-card.tsx'
import { SelectField } from '../form/select-field.tsx'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { useAdminForm } from '../form/use-admin-form.ts'
import { answerForfait } from './api.ts'

/** The request as the traveller sent it, and the agency's answer (mailed to them when it changes). */
export function ForfaitAnswerForm({ request, onDone }: { request: AdminForfaitRequest; onDone: () => void }) {
  const { t } = useLingui()
  const save = useAdminMutation('forfait-requests', answerForfait, () => t`Answer saved`)
  const form = useAdminForm(
    forfaitAnswerSchema,
    { status: request.status === 'new' ? 'quoted' : request.status, answer: request.answer },
    {
      send: (input) => save.mutateAsync({ id: request.id, answer: input }),
      onSaved: onDone,
    },
  )
  return (
    <AdminFormCard form={form} label={t`Answer the request`} onCancel={onDone} after={<AuditTrail entity="forfait" entityId={request.id} />}>
      <Stack gap="1" fontSize="sm">
        <Text fontWeight="semibold">
          {request.destination} · {request.customer.name} &lt;{request.customer.email}&gt; · {request.phone}
        </Text>
        <Text color="fg.muted">
          {request.departureDate ?? t`Flexible dates`}
          {request.returnDate ? ` → ${request.returnDate}` : ''} ·{' '}
          <Trans>
            {request.adults} adult(s), {request.children} child(ren)
          </Trans>
          {request.budgetPerPersonCents !== null && ` · ${formatBRL(request.budgetPerPersonCents)}`}
        </Text>
        {request.interests && <Text whiteSpace="pre-line">{request.interests}</Text>}
      </Stack>
      <form.Field name="status">
        {(field) => <SelectField field={field} label={t`Status`} required choices={forfaitStatuses.map((status) => ({ value: status, label: forfaitStatusText(status) }))} />}
      </form.Field>
      <form.Field name="answer">{(field) => <TextField field={field} label={t`Answer to the traveller`} multiline helper={t`Mailed to the traveller when saved.`} />}</form.Field>
    </AdminFormCard>
  )
}
