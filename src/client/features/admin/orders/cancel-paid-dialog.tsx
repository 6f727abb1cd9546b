import { Button, Checkbox, CloseButton, Dialog, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import type { AdminOrder } from '../../../../domain/admin/order.ts'
import { moneyCents } from '../../../../domain/admin/fields.ts'
import type { CancellationChoice } from '../../../../domain/cancellation.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { serverFieldIssues } from '../../../ui/form/field-issues.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { describeFieldIssue } from '../../../ui/form/validation-messages.ts'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { adminCancellationQuoteOptions, cancelPaidOrder } from './api.ts'
import { CancellationQuoteFacts } from '../../../ui/orders/cancellation-quote-facts.tsx'
import { DangerDialogFooter } from '../../../ui/danger-dialog-footer.tsx'

/**
 * "Cancel trip" on a paid trip order: the policy's quote first (paid, penalty and why, refund),
 * then the admin's choice: the quote as it is, a credit where the trip offers one, or an override
 * of the refund (an amount up to what was paid, the rest kept) with its required note, which the
 * server keeps in the audit log. A Pix key where a bank slip's part goes back by hand.
 */
export function CancelPaidDialog({ order }: { order: AdminOrder }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const quote = useQuery({ ...adminCancellationQuoteOptions(order.code), enabled: open })
  const [choice, setChoice] = useState<CancellationChoice>('refund')
  const [override, setOverride] = useState(false)
  const [refund, setRefund] = useState('')
  const [note, setNote] = useState('')
  const [pixKey, setPixKey] = useState('')
  const cancel = useAdminMutation('orders', cancelPaidOrder, () => t`Order canceled`)
  const fields = serverFieldIssues(cancel.error)
  const fieldIssue = fields.refundCents ?? fields.note ?? fields.pixKey ?? fields.choice
  const failure = cancel.error && !fieldIssue ? describeApiError(cancel.error) : undefined
  const paidBySlip = order.ledger.some((row) => row.kind === 'charge' && row.method === 'boleto')
  const overriding = override && choice === 'refund'
  const typed = v.safeParse(moneyCents, refund.trim())
  const refundCents = overriding && typed.success ? typed.output : undefined
  const amountTyped = !overriding || typed.success
  const submit = () =>
    cancel.mutate(
      {
        code: order.code,
        choice,
        note: note.trim(),
        ...(refundCents === undefined ? {} : { refundCents }),
        ...(choice === 'refund' && pixKey.trim() ? { pixKey: pixKey.trim() } : {}),
      },
      { onSuccess: () => setOpen(false) },
    )
  const allowed = quote.data?.allowed === true
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog" size="md" scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button variant="ghost" colorPalette="red">
          <Trans>Cancel trip</Trans>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="admin-cancel-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Cancel the order {order.code}?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {failure && <FormAlert status="error" title={failure} />}
                {!quote.data ? (
                  <Text aria-busy="true">{t`Loading`}</Text>
                ) : !allowed ? (
                  <Text>
                    <Trans>This order cannot be canceled by its policy now (not paid, departed, or a balance payment waiting).</Trans>
                  </Text>
                ) : (
                  <>
                    <CancellationQuoteFacts quote={quote.data} checkIn={order.item.kind === 'trip' ? order.item.checkIn : ''} />
                    <FormField label={<Trans>Give back as</Trans>}>
                      <NativeSelect.Root>
                        <NativeSelect.Field name="choice" value={choice} onChange={(event) => setChoice(event.target.value as CancellationChoice)}>
                          <option value="refund">{t`A refund`}</option>
                          {quote.data.creditCents !== null && <option value="credit">{t`A credit of everything paid (${formatBRL(quote.data.creditCents)})`}</option>}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    {choice === 'refund' && (
                      <Checkbox.Root checked={override} onCheckedChange={(details) => setOverride(details.checked === true)}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          <Trans>Refund another amount than the policy&apos;s</Trans>
                        </Checkbox.Label>
                      </Checkbox.Root>
                    )}
                    {choice === 'refund' && override && (
                      <FormField
                        label={<Trans>Refund (R$)</Trans>}
                        required
                        error={
                          fields.refundCents
                            ? describeFieldIssue(fields.refundCents)
                            : amountTyped || refund.trim() === ''
                              ? undefined
                              : t`Type an amount in reais, such as 1.234,56`
                        }
                        helper={<Trans>Up to what was paid; the rest is kept as the penalty.</Trans>}
                      >
                        <Input name="refund" inputMode="decimal" value={refund} onChange={(event) => setRefund(event.target.value)} />
                      </FormField>
                    )}
                    {choice === 'refund' && (paidBySlip || fields.pixKey) && (
                      <FormField
                        label={<Trans>Buyer&apos;s Pix key for the refund</Trans>}
                        required
                        error={fields.pixKey && describeFieldIssue(fields.pixKey)}
                        helper={<Trans>A bank slip&apos;s part is sent by hand to this key.</Trans>}
                      >
                        <Input name="pixKey" value={pixKey} onChange={(event) => setPixKey(event.target.value)} maxLength={140} autoComplete="off" />
                      </FormField>
                    )}
                    <FormField
                      label={<Trans>Note</Trans>}
                      required={override}
                      error={fields.note && describeFieldIssue(fields.note)}
                      helper={override ? <Trans>Why this amount: kept in the audit log.</Trans> : <Trans>Optional; kept in the order&apos;s history.</Trans>}
                    >
                      <Textarea name="note" value={note} maxLength={200} rows={2} onChange={(event) => setNote(event.target.value)} />
                    </FormField>
                    {fields.choice && (
                      <Text fontSize="sm" color="fg.error">
                        {describeFieldIssue(fields.choice)}
                      </Text>
                    )}
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <DangerDialogFooter
              keep={<Trans>Keep the order</Trans>}
              action={choice === 'credit' ? <Trans>Cancel and issue the credit</Trans> : <Trans>Cancel and refund</Trans>}
              loading={cancel.isPending}
              disabled={!allowed || !amountTyped}
              onAction={submit}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
