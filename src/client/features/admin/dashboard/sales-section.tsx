import { Box, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { DashboardSales } from '../../../../domain/admin/dashboard-sales.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { FilterSelect } from '../../../ui/list/filter-select.tsx'
import { useFormats } from '../../../ui/use-formats.ts'
import { dashboardSalesOptions } from './api.ts'

const SalesChart = lazy(() => import('./sales-chart.tsx'))

const chartHeight = { base: '64', md: '80' }

/** What the chart shows, in words: for a screen reader, and for anyone before the chart arrives. */
function SalesSummary({ sales }: { sales: DashboardSales }) {
  const { t } = useLingui()
  const format = useFormats()
  const best = sales.days.reduce((top, day) => (day.revenueCents > top.revenueCents ? day : top))
  return (
    <Text data-testid="sales-summary">
      {t`From ${format.date(sales.from)} to ${format.date(sales.to)}: paid orders ${sales.totals.orders}, revenue ${formatBRL(sales.totals.revenueCents)}.`}{' '}
      {t`Best day: ${format.date(best.date)}, ${formatBRL(best.revenueCents)}.`}
    </Text>
  )
}

/** The days with sales, newest first: the chart's figures as a table. */
function SalesTable({ sales }: { sales: DashboardSales }) {
  const { t } = useLingui()
  const format = useFormats()
  const days = sales.days.filter((day) => day.orders > 0).reverse()
  return (
    <Box as="details">
      <Box as="summary" cursor="pointer" fontSize="sm" color="fg.muted">
        <Trans>Figures per day (days without sales are left out)</Trans>
      </Box>
      <Box overflowX="auto" maxH="80" overflowY="auto" mt="2">
        <Table.Root size="sm" aria-label={t`Sales per day`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Day`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Paid orders`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Revenue`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((day) => (
              <Table.Row key={day.date}>
                <Table.Cell whiteSpace="nowrap">{format.date(day.date)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {day.orders}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {formatBRL(day.revenueCents)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  )
}

/** The last 90 days' paid orders and revenue per day, for every trip or one: chart, summary and table. */
export function SalesSection() {
  const { t } = useLingui()
  const [tripId, setTripId] = useState<number>()
  const { data } = useQuery(dashboardSalesOptions(tripId))
  return (
    <Card.Root as="section" aria-labelledby="sales-chart-title" size="sm">
      <Card.Header>
        <HStack justify="space-between" align="end" wrap="wrap" gap="3">
          <Heading as="h2" size="md" id="sales-chart-title">
            <Trans>Sales in the last 90 days</Trans>
          </Heading>
          <FilterSelect
            label={t`Trip`}
            value={tripId === undefined ? '' : String(tripId)}
            choices={(data?.trips ?? []).map((trip) => ({ value: String(trip.id), label: trip.name }))}
            onChange={(value) => setTripId(value === '' ? undefined : Number(value))}
          />
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {!data ? (
          <Text aria-busy="true">{t`Loading`}</Text>
        ) : data.totals.orders === 0 ? (
          <Stack h={chartHeight} justify="center" align="center" bg="bg.subtle" borderRadius="md" p="4" data-testid="sales-empty">
            <Text color="fg.muted" textAlign="center">
              {data.tripId === null ? <Trans>No paid order in the last 90 days.</Trans> : <Trans>This trip has no paid order in the last 90 days.</Trans>}
            </Text>
          </Stack>
        ) : (
          <>
            <SalesSummary sales={data} />
            <Suspense fallback={<Box h={chartHeight} bg="bg.subtle" borderRadius="md" />}>
              <SalesChart days={data.days} height={chartHeight} />
            </Suspense>
            <SalesTable sales={data} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
