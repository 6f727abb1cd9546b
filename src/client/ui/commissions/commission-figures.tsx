import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { CommissionLine } from '../../../domain/commission.ts'
import { formatSignedBRL } from './signed-brl.ts'

type Figures = Pick<CommissionLine, 'orders' | 'salesCents' | 'commissionCents' | 'paidOutCents' | 'balanceCents'>

/**
 * A month's five figures (orders, sales, commission due, paid out, balance) as a term list: the
 * month's totals on the admin screen, one agency's line in its statement.
 */
export function CommissionFigures({ figures, label }: { figures: Figures; label: string }) {
  const { t } = useLingui()
  const items = [
    { term: t`Paid orders`, value: String(figures.orders) },
    { term: t`Sales`, value: formatSignedBRL(figures.salesCents) },
    { term: t`Commission due`, value: formatSignedBRL(figures.commissionCents) },
    { term: t`Paid out`, value: formatSignedBRL(figures.paidOutCents) },
    { term: t`Balance`, value: formatSignedBRL(figures.balanceCents), strong: true },
  ]
  return (
    <SimpleGrid as="dl" aria-label={label} columns={{ base: 2, md: 5 }} gap="4">
      {items.map((item) => (
        <Box key={item.term} minW="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {item.term}
          </Text>
          <Text as="dd" fontSize={{ base: 'lg', md: 'xl' }} fontWeight={item.strong ? 'bold' : 'semibold'} fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
            {item.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  )
}
