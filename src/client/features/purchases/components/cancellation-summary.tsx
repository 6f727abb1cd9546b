import { Grid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { OrderCancellation } from '../../../../domain/cancellation.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { monoFont } from '../../../ui/mono-font.ts'
import { CopyButton } from '../../../ui/copy-button.tsx'

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  )
}

/** A canceled order's settlement: the refund (and the penalty kept), or the credit's code, amount and expiry. */
export function CancellationSummary({ cancellation }: { cancellation: OrderCancellation }) {
  const { t, i18n } = useLingui()
  const { credit } = cancellation
  if (credit) {
    const until = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' }).format(new Date(credit.expiresAt))
    return (
      <Stack gap="3" data-testid="cancellation" data-choice="credit">
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
          <Fact label={<Trans>Credit code</Trans>} testId="credit-code">
            <Text as="span" fontFamily={monoFont}>
              {credit.code}
            </Text>
          </Fact>
          <Fact label={<Trans>Credit</Trans>} testId="credit-amount">
            {formatBRL(credit.amountCents)}
          </Fact>
          <Fact label={<Trans>Valid until</Trans>} testId="credit-expires">
            {until}
          </Fact>
        </Grid>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Enter this code at checkout (“I have a credit”) to spend it on another trip.</Trans>
        </Text>
        <CopyButton text={credit.code} copied={t`Credit code copied`} alignSelf="flex-start">
          <Trans>Copy code</Trans>
        </CopyButton>
      </Stack>
    )
  }
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" data-testid="cancellation" data-choice="refund">
      <Fact label={<Trans context="amount">Refund</Trans>} testId="cancellation-refund">
        {formatBRL(cancellation.refundCents)}
      </Fact>
      <Fact label={<Trans>Penalty kept</Trans>} testId="cancellation-penalty">
        {formatBRL(cancellation.penaltyCents)}
      </Fact>
    </Grid>
  )
}
