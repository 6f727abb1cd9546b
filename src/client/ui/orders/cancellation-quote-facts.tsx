import { Grid, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { CancellationQuote } from '../../../domain/cancellation.ts'
import { formatBRL } from '../../../domain/money.ts'
import { daysBeforeDeparture } from '../../../domain/sale-terms.ts'

/** Why the quote keeps what it keeps: the buyer's 7 days (CDC art. 49), or the policy's tier at the days left before departure. */
function PenaltyReason({ quote, checkIn }: { quote: CancellationQuote; checkIn: string }) {
  if (quote.withdrawalRight) return <Trans>Within 7 days of the purchase: full refund (right of withdrawal, CDC art. 49)</Trans>
  const days = daysBeforeDeparture(checkIn, new Date())
  const percent = quote.tier?.penaltyPercent ?? 0
  return <Plural value={days} one={`Cancellation # day before departure: a penalty of ${percent}%`} other={`Cancellation # days before departure: a penalty of ${percent}%`} />
}

function Row({ label, amount, testId, strong }: { label: string; amount: number; testId: string; strong?: boolean }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textAlign="end" fontWeight={strong ? 'semibold' : 'normal'} fontVariantNumeric="tabular-nums" data-testid={testId}>
        {formatBRL(amount)}
      </Text>
    </>
  )
}

/** The quote before anything happens: what was paid, the penalty and why, the refund. */
export function CancellationQuoteFacts({ quote, checkIn }: { quote: CancellationQuote; checkIn: string }) {
  const { t } = useLingui()
  return (
    <Stack gap="3">
      <Text fontSize="sm" data-testid="cancellation-reason">
        <PenaltyReason quote={quote} checkIn={checkIn} />
      </Text>
      <Grid as="dl" templateColumns="1fr auto" gap="2" fontSize="sm">
        <Row label={t`Paid`} amount={quote.paidCents} testId="quote-paid" />
        <Row label={t`Penalty`} amount={quote.penaltyCents} testId="quote-penalty" />
        <Row label={t({ message: 'Refund', context: 'amount' })} amount={quote.refundCents} testId="quote-refund" strong />
      </Grid>
    </Stack>
  )
}
