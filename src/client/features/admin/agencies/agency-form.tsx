import { Checkbox, Heading, SimpleGrid } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { agencyTermsSchema, basisPointsToPercentText, type AdminAgency, type AgencyTermsInput } from '../../../../domain/admin/agency.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { AdminFormCard } from '../form/form-card.tsx'
import { TextField } from '../form/text-field.tsx'
import { useAdminForm } from '../form/use-admin-form.ts'
import { usePeopleMutation } from '../users/use-people-mutation.ts'
import { saveAgencyTerms } from './api.ts'

/** The reader's decimal separator: the commission is typed "10,5" in pt-BR. */
const decimalSeparator = (locale: string) => new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? ','

/** Approve or suspend an agency, set its commission and seller code; its history shows under the form. */
export function AgencyForm({ agency, onDone }: { agency: AdminAgency; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const save = usePeopleMutation(saveAgencyTerms, () => t`Agency updated`)
  const defaultValues: AgencyTermsInput = {
    approved: agency.approvedAt !== null,
    commissionPercent: basisPointsToPercentText(agency.commissionBasisPoints, decimalSeparator(i18n.locale)),
    sellerCode: agency.sellerCode ?? '',
  }
  const form = useAdminForm(agencyTermsSchema, defaultValues, {
    // The terms go as typed ("10,5"): the API parses them with this same schema.
    send: (): Promise<AdminAgency> => save.mutateAsync({ id: agency.id, terms: form.state.values }),
    onSaved: onDone,
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
