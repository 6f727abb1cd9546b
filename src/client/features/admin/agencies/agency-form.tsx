import { Checkbox, Heading, SimpleGrid } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { agencyTermsSchema, basisPointsToPercentText, type AdminAgency } from '../../../../domain/admin/agency.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { showError } from '../../../ui/toaster.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { showServerErrors } from '../form/field-error.ts'
import { schemaFieldErrors } from '../form/schema-errors.ts'
import { AdminFormCard } from '../form/form-card.tsx'
import { TextField } from '../form/text-field.tsx'
import { usePeopleMutation } from '../users/use-people-mutation.ts'
import { saveAgencyTerms } from './api.ts'

/** The reader's decimal separator: the commission is typed "10,5" in pt-BR. */
const decimalSeparator = (locale: string) => new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? ','

/** Approve or suspend an agency, set its commission and seller code; its history shows under the form. */
export function AgencyForm({ agency, onDone }: { agency: AdminAgency; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const save = usePeopleMutation(saveAgencyTerms, () => t`Agency updated`)
  const form = useForm({
    defaultValues: {
      approved: agency.approvedAt !== null,
      commissionPercent: basisPointsToPercentText(agency.commissionBasisPoints, decimalSeparator(i18n.locale)),
      sellerCode: agency.sellerCode ?? '',
    },
    validators: { onChange: ({ value }) => schemaFieldErrors(agencyTermsSchema, value) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync({ id: agency.id, terms: value })
        onDone()
      } catch (error) {
        if (!showServerErrors(formApi, error)) showError(describeApiError(error))
      }
    },
  })
  return (
    <AdminFormCard form={form} label={t`Terms of ${agency.name}`} onCancel={onDone} after={<AuditTrail entity="agency" entityId={agency.id} />}>
      <Heading as="h2" size="md">
        {agency.name}
      </Heading>
      <form.Field name="approved">
        {(field) => (
          <Checkbox.Root checked={field.state.value} onCheckedChange={(details) => field.handleChange(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Approved: the agency may sell</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        )}
      </form.Field>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <form.Field name="commissionPercent">
          {(field) => <TextField field={field} label={t`Commission (%)`} inputMode="decimal" placeholder="10,5" helper={t`From 0 to 100, up to 2 decimals`} />}
        </form.Field>
        <form.Field name="sellerCode">{(field) => <TextField field={field} label={t`Seller code`} placeholder="ROTA2027" helper={t`4 to 12 letters or digits`} />}</form.Field>
      </SimpleGrid>
    </AdminFormCard>
  )
}
