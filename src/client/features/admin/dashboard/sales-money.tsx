import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SalesMoney } from '../../../../domain/admin/dashboard.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { Figure } from './sales-period.tsx'

/** Where the sales' money stands (issue 27): collected and refunded this month; balances due, refunds to send and credit outstanding now. */
export function SalesMoneyCard({ money }: { money: SalesMoney }) {
  const { t } = useLingui()
  return (
    <Card.Root as="section" aria-labelledby="sales-money" size="sm" data-testid="sales-money">
      <Card.Header>
        <Heading as="h2" size="md" id="sales-money">
          <Trans>Money</Trans>
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
          <Figure label={t`Collected this month`} value={formatBRL(money.collectedCents)} />
          <Figure label={t`Refunded this month`} value={formatBRL(money.refundedCents)} />
          <Figure label={t`Balances due`} value={formatBRL(money.dueCents)} />
          <Figure label={t`Refunds to send`} value={formatBRL(money.refundOwedCents)} />
          <Figure label={t`Credit outstanding`} value={formatBRL(money.creditOutstandingCents)} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            Collected: what the gateways charged (whole prices, deposits, balances). Balances due: deposit orders whose balance is not paid yet. Credit outstanding: what
            buyers&apos; unexpired credits still hold.
          </Trans>
        </Text>
      </Card.Body>
    </Card.Root>
  )
}
