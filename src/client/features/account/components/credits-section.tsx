import { Button, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatBRL } from '../../../../domain/money.ts'
import { monoFont } from '../../../ui/mono-font.ts'
import { myCreditsQueryOptions } from '../credits-api.ts'

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
      <Table.ScrollArea>
        <Table.Root size="sm" data-testid="credits">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Code</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Balance</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Valid until</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>From order</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((credit) => {
              const balance = formatBRL(credit.balanceCents)
              const amount = formatBRL(credit.amountCents)
              return (
                <Table.Row key={credit.code} data-testid="credit" data-code={credit.code}>
                  <Table.Cell fontFamily={monoFont}>{credit.code}</Table.Cell>
                  <Table.Cell textAlign="end" data-testid="credit-balance">
                    <Trans>
                      {balance} of {amount}
                    </Trans>
                  </Table.Cell>
                  <Table.Cell>{day.format(new Date(credit.expiresAt))}</Table.Cell>
                  <Table.Cell fontFamily={monoFont}>{credit.fromOrder}</Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="sm" color="fg.muted">
        <Trans>Enter a code at checkout (“I have a credit”) to spend it.</Trans>
      </Text>
    </Stack>
  )
}
