import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useFormats } from '../../../ui/use-formats.ts'
import { dashboardOptions } from './api.ts'
import { Departures } from './departures.tsx'
import { FillingTrips } from './filling-trips.tsx'
import { PendingPayments } from './pending-payments.tsx'
import { SalesMoneyCard } from './sales-money.tsx'
import { SalesPeriodCard } from './sales-period.tsx'
import { SalesSection } from './sales-section.tsx'

/** /admin: how sales are going, today, this month and over 90 days (São Paulo time), and what leaves soon. */
export function DashboardScreen() {
  const { t } = useLingui()
  const format = useFormats()
  const { data } = useQuery(dashboardOptions())
  return (
    <Stack gap="5">
      <PageTitle documentTitle={t`Dashboard`} subtitle={data ? t`Figures of ${format.dateTime(data.at)}, in São Paulo days` : undefined}>
        <Trans>Dashboard</Trans>
      </PageTitle>
      {!data ? (
        <Text aria-busy="true">{t`Loading`}</Text>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="4">
            <SalesPeriodCard id="sales-today" title={t`Today`} period={data.today} />
            <SalesPeriodCard id="sales-month" title={t`This month`} period={data.month} />
          </SimpleGrid>
          <SalesMoneyCard money={data.money} />
          <SalesSection />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
            <Departures departures={data.departures} />
            <PendingPayments pending={data.pending} />
            <FillingTrips trips={data.fillingUp} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  )
}
