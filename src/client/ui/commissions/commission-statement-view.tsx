import { Box, Card, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CommissionStatement } from '../../../domain/commission.ts'
import { CommissionEntries } from './commission-entries.tsx'
import { formatSignedBRL } from './signed-brl.ts'

interface CommissionStatementViewProps {
  statement: CommissionStatement
  /** The sections' heading level under the page's or the panel's own heading. */
  headingLevel: 'h2' | 'h3'
  /** How an order's code shows: the admin's opens the order; the agency's is plain text. */
  renderCode?: (code: string) => ReactNode
}

/**
 * A month's statement of one agency (docs/AGENCIES.md): the orders that earned or took back
 * commission in that month, then the payouts recorded against it. The same view for the admin's
 * drill-down and the agency's "My commissions".
 */
export function CommissionStatementView({ statement, headingLevel, renderCode }: CommissionStatementViewProps) {
  const { t, i18n } = useLingui()
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeZone: 'UTC' })
  return (
    <Stack gap="5">
      <Stack as="section" gap="3" aria-label={t`Orders of the month`}>
        <Heading as={headingLevel} size="sm">
          <Trans>Orders of the month</Trans>
        </Heading>
        {statement.entries.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>No order counted in this month.</Trans>
          </Text>
        ) : (
          <CommissionEntries entries={statement.entries} renderCode={renderCode} />
        )}
      </Stack>
      <Stack as="section" gap="3" aria-label={t`Payouts`}>
        <Heading as={headingLevel} size="sm">
          <Trans>Payouts</Trans>
        </Heading>
        {statement.payouts.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>No payout recorded for this month.</Trans>
          </Text>
        ) : (
          <>
            <Box hideBelow="md">
              <Table.Root size="sm" aria-label={t`Payouts`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t`Paid on`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Note`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {statement.payouts.map((payout) => (
                    <Table.Row key={payout.id}>
                      <Table.Cell whiteSpace="nowrap">{date.format(new Date(`${payout.paidOn}T12:00:00Z`))}</Table.Cell>
                      <Table.Cell wordBreak="break-word">{payout.note || '—'}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                        {formatSignedBRL(payout.amountCents)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" aria-label={t`Payouts`}>
              {statement.payouts.map((payout) => (
                <Card.Root as="li" key={payout.id} size="sm">
                  <Card.Body gap="1">
                    <Stack direction="row" justify="space-between" gap="3">
                      <Text>{date.format(new Date(`${payout.paidOn}T12:00:00Z`))}</Text>
                      <Text fontWeight="semibold" whiteSpace="nowrap">
                        {formatSignedBRL(payout.amountCents)}
                      </Text>
                    </Stack>
                    {payout.note && (
                      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                        {payout.note}
                      </Text>
                    )}
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Stack>
  )
}
