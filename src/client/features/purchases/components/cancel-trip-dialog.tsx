import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { CancellationChoice, CancellationQuote } from '../../../../domain/cancellation.ts'
import { formatBRL } from '../../../../domain/money.ts'
import type { Order } from '../../../../domain/order.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { serverFieldIssues } from '../../../ui/form/field-issues.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { describeFieldIssue } from '../../../ui/form/validation-messages.ts'
import { RadioCard } from '../../checkout/components/radio-card.tsx'
import { cancelOrder, showCanceledOrder } from '../cancellation-api.ts'
import type { OrderSource } from '../order-source.ts'
import { CancellationQuoteFacts } from '../../../ui/orders/cancellation-quote-facts.tsx'
import { DangerDialogFooter } from '../../../ui/danger-dialog-footer.tsx'

const ChoiceCard = RadioCard<CancellationChoice>

interface CancelTripDialogProps {
  order: Order & { item: { kind: 'trip' } }
  quote: CancellationQuote
  source: OrderSource
}

/**
 * "Cancel this trip": the quote first (paid, penalty and why, refund), the credit instead where the
 * trip offers one, a Pix key where a bank slip's money goes back by hand; confirming cancels the
 * order, which the page then shows canceled with its refund or credit. A bottom sheet on a phone.
 */
export function CancelTripDialog({ order, quote, source }: CancelTripDialogProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<CancellationChoice>('refund')
  const [pixKey, setPixKey] = useState('')
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.code, source, { choice, ...(choice === 'refund' && pixKey.trim() ? { pixKey: pixKey.trim() } : {}) }),
    onSuccess: (canceled) => {
      setOpen(false)
      showCanceledOrder(queryClient, canceled, source)
    },
  })
  const fields = serverFieldIssues(cancel.error)
  const pixKeyIssue = fields.pixKey
  const fieldIssue = pixKeyIssue ?? fields.choice
  const failure = cancel.error && !fieldIssue ? describeApiError(cancel.error) : undefined
  const askPixKey = choice === 'refund' && (order.method === 'boleto' || Boolean(pixKeyIssue))
  const refund = formatBRL(quote.refundCents)
  const credit = quote.creditCents === null ? null : formatBRL(quote.creditCents)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog" size="md" placement={{ base: 'bottom', md: 'center' }} scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Trans>Cancel trip</Trans>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mb={{ base: '0', md: 'auto' }} borderBottomRadius={{ base: '0', md: 'l3' }} data-testid="cancel-trip-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Cancel this trip?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {failure && <FormAlert status="error" title={failure} />}
                <CancellationQuoteFacts quote={quote} checkIn={order.item.checkIn} />
                {credit !== null && (
                  <Stack as="fieldset" gap="2" minW="0">
                    <legend>
                      <Trans>How do you want your money?</Trans>
                    </legend>
                    <ChoiceCard
                      name="cancellation-choice"
                      value="refund"
                      checked={choice === 'refund'}
                      onChange={setChoice}
                      title={t`A refund of ${refund}`}
                      description={t`Back the way you paid.`}
                    />
                    <ChoiceCard
                      name="cancellation-choice"
                      value="credit"
                      checked={choice === 'credit'}
                      onChange={setChoice}
                      title={t`A credit of ${credit}`}
                      description={t`Everything you paid, with no penalty, to spend on another trip.`}
                    />
                  </Stack>
                )}
                {askPixKey && (
                  <FormField
                    label={<Trans>Pix key for the refund</Trans>}
                    required
                    error={pixKeyIssue && describeFieldIssue(pixKeyIssue)}
                    helper={<Trans>A bank slip cannot be paid back by the bank: we send the refund to this Pix key.</Trans>}
                  >
                    <Input name="pixKey" value={pixKey} onChange={(event) => setPixKey(event.target.value)} maxLength={140} autoComplete="off" />
                  </FormField>
                )}
                {fields.choice && (
                  <Text fontSize="sm" color="fg.error">
                    {describeFieldIssue(fields.choice)}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <DangerDialogFooter
              keep={<Trans>Keep the trip</Trans>}
              action={choice === 'credit' ? <Trans>Cancel and take the credit</Trans> : <Trans>Cancel and get the refund</Trans>}
              loading={cancel.isPending}
              onAction={() => cancel.mutate()}
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
