import { Box, Card, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SalesPeriod } from '../../../../domain/admin/dashboard.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx'
import { methodLabels } from '../../../ui/orders/labels.ts'

/** A labelled figure in large tabular digits. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Stack>
  )
}

/** A count or an amount: right-aligned, tabular digits, never broken after "R$". */
const NumberCell = ({ children }: { children: ReactNode }) => (
  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
    {children}
  </Table.Cell>
)

/** One period's card: orders and revenue, then by status and by payment method. */
export function SalesPeriodCard({ id, title, period }: { id: string; title: string; period: SalesPeriod }) {
  const { t, i18n } = useLingui()
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <HStack gap="8" wrap="wrap">
          <Figure label={t`Orders`} value={String(period.orders)} />
          <Figure label={t`Revenue (paid)`} value={formatBRL(period.revenueCents)} />
        </HStack>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t`${title}: by status`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Orders`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {period.byStatus.map((cell) => (
                  <Table.Row key={cell.status}>
                    <Table.Cell>
                      <OrderStatusBadge status={cell.status} size="sm" wrap />
                    </Table.Cell>
                    <NumberCell>{cell.count}</NumberCell>
                    <NumberCell>{formatBRL(cell.amountCents)}</NumberCell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t`${title}: by payment method`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Method`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Orders`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Paid`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Revenue`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {period.byMethod.map((cell) => (
                  <Table.Row key={cell.method}>
                    <Table.Cell>{i18n._(methodLabels[cell.method])}</Table.Cell>
                    <NumberCell>{cell.count}</NumberCell>
                    <NumberCell>{cell.paidCount}</NumberCell>
                    <NumberCell>{formatBRL(cell.revenueCents)}</NumberCell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </SimpleGrid>
        {period.orders === 0 && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No orders yet in this period.</Trans>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  )
}
