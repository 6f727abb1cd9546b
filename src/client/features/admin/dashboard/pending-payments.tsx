import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { PendingPayments as Pending } from '../../../../domain/admin/dashboard.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { methodLabels } from '../../../ui/orders/labels.ts'
import { useFormats } from '../../../ui/use-formats.ts'
import { OrderCodeLink } from '../orders/order-code-link.tsx'

/** Orders waiting for payment: how many, how much, and the oldest ones. */
export function PendingPayments({ pending }: { pending: Pending }) {
  const { t, i18n } = useLingui()
  const format = useFormats()
  const total = formatBRL(pending.amountCents)
  return (
    <Card.Root as="section" aria-labelledby="pending-payments" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="pending-payments">
          <Trans>Pending payments</Trans>
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        <Text data-testid="pending-total">
          <Plural
            value={pending.count}
            _0={`No order waiting for payment`}
            one={`# order waiting for payment, ${total} in total`}
            other={`# orders waiting for payment, ${total} in total`}
          />
        </Text>
        {pending.oldest.length > 0 && (
          <Stack as="ol" gap="2" listStyleType="none" aria-label={t`Oldest pending orders`}>
            {pending.oldest.map((order) => (
              <HStack as="li" key={order.code} gap="3" wrap="wrap" fontSize="sm">
                <OrderCodeLink code={order.code} />
                <Text>{order.payerName}</Text>
                <Text whiteSpace="nowrap">{formatBRL(order.amountCents)}</Text>
                <Text color="fg.muted">{i18n._(methodLabels[order.method])}</Text>
                <Text color="fg.muted">{t`placed ${format.dateTime(order.createdAt)}`}</Text>
                {order.expiresAt && <Text color="fg.muted">{t`expires ${format.dateTime(order.expiresAt)}`}</Text>}
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
}
