import { Button, Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useId } from 'react'
import * as v from 'valibot'
import { moneyCents } from '../../../../domain/admin/fields.ts'
import { commissionMessages, payoutSchema } from '../../../../domain/commission.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { saoPauloDate } from '../../../../domain/order-status.ts'
import { useSubmissionKey } from '../../../ui/form/submission-key.ts'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { useAdminForm } from '../form/use-admin-form.ts'
import { recordPayout } from './api.ts'

/** payoutSchema with the amount typed in reais ("1.234,56"), as the other admin money fields. */
const payoutFormSchema = v.object({
  ...payoutSchema.entries,
  amountCents: v.pipe(moneyCents, v.minValue(1, commissionMessages.amount), v.maxValue(2_000_000_000, commissionMessages.amount)),
})

const reais = (cents: number) => formatBRL(cents).replace(/^R\$\s*/, '')

/**
 * Records money paid to an agency against a month (it goes into the audit log on the server).
 * The amount starts at the month's balance when something is owed; the date at today in São Paulo.
 * A submission sent again unchanged (no answer came) keeps its Idempotency-Key: one payout.
 */
export function PayoutForm({ agencyId, agencyName, month, balanceCents }: { agencyId: number; agencyName: string; month: string; balanceCents: number }) {
  const { t } = useLingui()
  const headingId = useId()
  const save = useAdminMutation('commissions', recordPayout, (payout) => {
    const amount = formatBRL(payout.amountCents)
    return t`Payout of ${amount} to ${agencyName} recorded`
  })
  const submission = useSubmissionKey()
  const send = async (payout: v.InferOutput<typeof payoutFormSchema>) => {
    const recorded = await save.mutateAsync({ payout, idempotencyKey: submission.keyOf(payout) })
    submission.answered()
    return recorded
  }
  const form = useAdminForm(payoutFormSchema, { agencyId, month, amountCents: balanceCents > 0 ? reais(balanceCents) : '', paidOn: saoPauloDate(new Date()), note: '' }, { send })
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <Card.Root as="section" size="sm" aria-labelledby={headingId}>
      <Card.Body>
        <form
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <Stack gap="4">
            <Heading as="h3" size="sm" id={headingId}>
              <Trans>Record a payout</Trans>
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <form.Field name="amountCents">{(field) => <TextField field={field} label={t`Amount (R$)`} inputMode="decimal" required />}</form.Field>
              <form.Field name="paidOn">{(field) => <TextField field={field} label={t`Paid on`} type="date" required />}</form.Field>
            </SimpleGrid>
            <form.Field name="note">{(field) => <TextField field={field} label={t`Note`} helper={t`A transfer's reference, for instance.`} multiline />}</form.Field>
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={submitting}>
              <Trans>Record payout</Trans>
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
