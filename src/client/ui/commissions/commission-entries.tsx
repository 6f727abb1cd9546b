import { Box, Card, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CommissionEntry } from '../../../domain/commission.ts'
import { useRateFormat } from '../use-rate-format.ts'
import { EntryAmount, EntryKind } from './commission-entry-parts.tsx'

/** The system's monospace face, as the order codes elsewhere (the theme has no mono token). */
const codeFont = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace'

const plainCode = (code: string) => (
  <Text as="span" fontFamily={codeFont} fontWeight="semibold" whiteSpace="nowrap">
    {code}
  </Text>
)

/**
 * The statement's orders: a table on a laptop (code over date, item over payer, the kind over
 * the channel, so it fits 1280 px beside the admin menu), a card each on a phone.
 */
export function CommissionEntries({ entries, renderCode = plainCode }: { entries: CommissionEntry[]; renderCode?: ((code: string) => ReactNode) | undefined }) {
  const { t, i18n } = useLingui()
  const instant = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const rate = useRateFormat()
  const key = (entry: CommissionEntry) => `${entry.code}-${entry.kind}-${entry.at}`
  return (
    <>
      <Box hideBelow="md">
        <Table.Root size="sm" aria-label={t`Orders of the month`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Order code`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Item and payer`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Kind`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Sale`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Commission`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((entry) => (
              <Table.Row key={key(entry)} data-kind={entry.kind} bg={entry.kind === 'reversal' ? 'bg.error' : undefined}>
                <Table.Cell>
                  <Stack gap="0">
                    {renderCode(entry.code)}
                    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                      {instant.format(new Date(entry.at))}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0">
                    <Text>{entry.itemName}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {entry.payerName}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <EntryKind entry={entry} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <EntryAmount entry={entry} cents={entry.salesCents} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <EntryAmount entry={entry} cents={entry.commissionCents} detail={rate(entry.commissionBasisPoints)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" aria-label={t`Orders of the month`}>
        {entries.map((entry) => (
          <Card.Root as="li" key={key(entry)} size="sm" data-kind={entry.kind} borderColor={entry.kind === 'reversal' ? 'border.error' : undefined}>
            <Card.Body gap="2">
              <HStack justify="space-between" align="start" gap="3">
                <Stack gap="0" minW="0">
                  {renderCode(entry.code)}
                  <Text fontSize="xs" color="fg.muted">
                    {instant.format(new Date(entry.at))}
                  </Text>
                </Stack>
                <EntryKind entry={entry} />
              </HStack>
              <Text fontSize="sm" wordBreak="break-word">
                {entry.itemName} · {entry.payerName}
              </Text>
              <HStack justify="space-between" gap="3" fontSize="sm">
                <Text color="fg.muted">{t`Sale`}</Text>
                <EntryAmount entry={entry} cents={entry.salesCents} />
              </HStack>
              <HStack justify="space-between" gap="3" fontSize="sm">
                <Text color="fg.muted">{t`Commission`}</Text>
                <EntryAmount entry={entry} cents={entry.commissionCents} detail={rate(entry.commissionBasisPoints)} />
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  )
}
