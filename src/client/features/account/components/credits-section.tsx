import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import { monoFont } from '../../../ui/mono-font.ts'
import { myCreditsQueryOptions } from '../credits-api.ts'

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Stack gap="0">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  )
}

/** "My credits": each credit (carta de crédito) of the account's canceled orders, what is left of it, until when, and the order it came from. */
export function CreditsSection() {
  const { i18n } = useLingui()
  const credits = useQuery(myCreditsQueryOptions())
  if (credits.isError) {
    return (
      <Button variant="outline" onClick={() => void credits.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    )
  }
  if (credits.isPending) return null
  const { items } = credits.data
  if (items.length === 0) {
    return (
      <Text color="fg.muted" data-testid="credits-empty">
        <Trans>No credits. Cancelling a trip for a credit keeps everything you paid here, to spend on another trip.</Trans>
      </Text>
    )
  }
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' })
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" data-testid="credits">
        {items.map((credit) => {
          const balance = formatBRL(credit.balanceCents)
          const amount = formatBRL(credit.amountCents)
          return (
            <Box as="li" key={credit.code} borderWidth="1px" borderRadius="l2" p="3" data-testid="credit" data-code={credit.code}>
              <Text fontFamily={monoFont} fontWeight="semibold" mb="2">
                {credit.code}
              </Text>
              <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="2" fontSize="sm">
                <Fact label={<Trans>Balance</Trans>} testId="credit-balance">
                  <Trans>
                    {balance} of {amount}
                  </Trans>
                </Fact>
                <Fact label={<Trans>Valid until</Trans>} testId="credit-expires">
                  {day.format(new Date(credit.expiresAt))}
                </Fact>
                <Fact label={<Trans>From order</Trans>} testId="credit-order">
                  <Text as="span" fontFamily={monoFont}>
                    {credit.fromOrder}
                  </Text>
                </Fact>
              </Grid>
            </Box>
          )
        })}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        <Trans>Enter a code at checkout (“I have a credit”) to spend it.</Trans>
      </Text>
    </Stack>
  )
}
