import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { CommissionFigures } from '../../../ui/commissions/commission-figures.tsx'
import { CommissionStatementView } from '../../../ui/commissions/commission-statement-view.tsx'
import { monthLabel } from '../../../ui/commissions/month.ts'
import { OrderCodeLink } from '../orders/order-code-link.tsx'
import { commissionStatementOptions } from './api.ts'
import { PayoutForm } from './payout-form.tsx'

/** The drill-down of one agency's line (?agency=ID): its figures, its orders and payouts, and a payout to record. */
export function AgencyStatementPanel({ agencyId, month, onClose }: { agencyId: number; month: string; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const statement = useQuery(commissionStatementOptions(agencyId, month))
  const data = statement.data
  const monthName = monthLabel(month, i18n.locale)
  const name = data?.line.name ?? ''
  return (
    <Card.Root as="section" size="sm" aria-labelledby={headingId} data-testid="commission-statement">
      <Card.Body>
        <Stack gap="5">
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="0" minW="0">
              <Heading as="h2" size="md" id={headingId} wordBreak="break-word">
                {data ? t`Statement of ${name}` : t`Statement`}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {monthName}
                {data?.line.sellerCode ? ` · ${data.line.sellerCode}` : ''}
              </Text>
            </Stack>
            <Button variant="outline" size="sm" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </HStack>
          {statement.isError ? (
            <Text color="fg.muted">
              <Trans>Could not find this agency's statement.</Trans>
            </Text>
          ) : !data ? (
            <Skeleton h="40" aria-busy="true" />
          ) : (
            <>
              <CommissionFigures figures={data.line} label={t`Figures of ${name}`} />
              <PayoutForm
                key={`${agencyId}-${month}-${data.line.balanceCents}`}
                agencyId={agencyId}
                agencyName={data.line.name}
                month={month}
                balanceCents={data.line.balanceCents}
              />
              <CommissionStatementView statement={data} headingLevel="h3" renderCode={(code) => <OrderCodeLink code={code} />} />
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
