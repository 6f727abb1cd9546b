import { Card, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { CommissionFigures } from '../../../ui/commissions/commission-figures.tsx'
import { CommissionStatementView } from '../../../ui/commissions/commission-statement-view.tsx'
import { currentMonth, monthLabel } from '../../../ui/commissions/month.ts'
import { MonthPicker } from '../../../ui/commissions/month-picker.tsx'
import { PageTitle } from '../../../ui/page-title.tsx'
import { myCommissionStatementOptions } from '../api.ts'

/**
 * /agency/commissions, "My commissions": the agency's own statement of a month (São Paulo
 * time), the same one the admin pays from. Made for a phone first: figures two by two, a card
 * per order.
 */
export function MyCommissionsScreen({ month: chosenMonth, onMonth }: { month: string | undefined; onMonth: (month: string) => void }) {
  const { t, i18n } = useLingui()
  const month = chosenMonth ?? currentMonth()
  const statement = useQuery(myCommissionStatementOptions(month))
  const figuresId = useId()
  const monthName = monthLabel(month, i18n.locale)
  const data = statement.data?.month === month ? statement.data : undefined
  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <PageTitle
          documentTitle={t`My commissions`}
          subtitle={t`Orders paid through your payment links or with your seller code, counted in the month they were paid (São Paulo time).`}
        >
          <Trans>My commissions</Trans>
        </PageTitle>
        <MonthPicker month={month} onChange={onMonth} />
        <Card.Root as="section" size="sm" aria-labelledby={figuresId}>
          <Card.Body gap="3">
            <Heading as="h2" size="sm" id={figuresId}>
              <Trans>Your figures for {monthName}</Trans>
            </Heading>
            {data ? <CommissionFigures figures={data.line} label={t`Your figures for ${monthName}`} /> : <Skeleton h="16" aria-busy="true" />}
          </Card.Body>
        </Card.Root>
        {statement.isError && !data ? (
          <Text color="fg.muted">
            <Trans>Your statement could not be loaded. Try again in a moment.</Trans>
          </Text>
        ) : data ? (
          <CommissionStatementView statement={data} headingLevel="h2" />
        ) : (
          <Skeleton h="40" aria-busy="true" />
        )}
      </Stack>
    </Container>
  )
}
