import { HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatBRL } from '../../../../domain/money.ts'
import { monoFont } from '../../../ui/mono-font.ts'
import { methodLabels } from '../../../ui/orders/labels.ts'
import { useFormats } from '../../../ui/use-formats.ts'
import { owedRefundsOptions } from './api.ts'
import { DetailsPanel } from './fact-list.tsx'
import { MarkRefundSentButton } from './mark-refund-sent-button.tsx'
import { OrderCodeLink } from './order-code-link.tsx'

/**
 * The refunds still to send by hand, oldest first (a bank slip's to the buyer's Pix key, one the
 * gateway refused), each with "Mark as sent"; nothing at all when none is owed.
 */
export function OwedRefundsPanel() {
  const { t, i18n } = useLingui()
  const format = useFormats()
  const owed = useQuery(owedRefundsOptions())
  if (!owed.data || owed.data.length === 0) return null
  return (
    <DetailsPanel id="refunds-owed" title={t`Refunds to send`}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          <Plural value={owed.data.length} one="# refund waits to be sent by hand." other="# refunds wait to be sent by hand." />
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {owed.data.map((refund) => (
            <HStack as="li" key={refund.id} gap="3" wrap="wrap" justify="space-between" data-testid="owed-refund">
              <Stack gap="0.5" minW="0">
                <HStack gap="2" wrap="wrap">
                  <OrderCodeLink code={refund.code} />
                  <Text>{refund.payerName}</Text>
                  <Text fontWeight="medium" whiteSpace="nowrap">
                    {formatBRL(refund.amountCents)}
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {refund.method && i18n._(methodLabels[refund.method])} · {format.dateTime(refund.at)}
                  {refund.pixKey && (
                    <>
                      {' · '}
                      {t`Pix key`}:{' '}
                      <Text as="span" fontFamily={monoFont}>
                        {refund.pixKey}
                      </Text>
                    </>
                  )}
                </Text>
              </Stack>
              <MarkRefundSentButton code={refund.code} refund={refund} pixKey={refund.pixKey} />
            </HStack>
          ))}
        </Stack>
      </Stack>
    </DetailsPanel>
  )
}
