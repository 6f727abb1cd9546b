import { Badge, Heading, Stack, Table, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { WaitlistStatus } from '../../../../domain/waitlist.ts'
import { TwoLineCell } from '../../../ui/list/two-line-cell.tsx'
import { useFormats } from '../../../ui/use-formats.ts'
import { OrderCodeLink } from '../orders/order-code-link.tsx'
import { tripWaitlistOptions } from './api.ts'

const statusLabels: Record<WaitlistStatus, MessageDescriptor> = {
  waiting: msg`Waiting`,
  offered: msg`Offer open`,
  lapsed: msg`Offer lapsed`,
  used: msg`Bought`,
}

const statusPalettes: Record<WaitlistStatus, string> = { waiting: 'gray', offered: 'orange', lapsed: 'red', used: 'green' }

/** The trip's waitlists (docs/WAITLIST.md): who waits for which option, since when, and how each offer went. */
export function WaitlistSection({ tripId }: { tripId: number }) {
  const { t, i18n } = useLingui()
  const format = useFormats()
  const line = useQuery(tripWaitlistOptions(tripId))
  const headingId = useId()
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId} data-testid="admin-waitlist">
      <Heading as="h2" size="md" id={headingId}>
        <Trans>Waitlist</Trans>
      </Heading>
      {line.isError && (
        <Text color="fg.muted">
          <Trans>The waitlist could not be loaded. Try again in a moment.</Trans>
        </Text>
      )}
      {line.data?.length === 0 && (
        <Text color="fg.muted">
          <Trans>Nobody is waiting for a seat on this trip.</Trans>
        </Text>
      )}
      {line.data && line.data.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-labelledby={headingId}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader textAlign="end">{t`Position`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Who`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Option`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`People`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Since`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Offer`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {line.data.map((entry) => (
                <Table.Row key={`${entry.userId}-${entry.optionId}-${entry.joinedAt}`}>
                  <Table.Cell textAlign="end">{entry.position ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <TwoLineCell main={entry.name} detail={entry.email} />
                  </Table.Cell>
                  <Table.Cell>{entry.optionName}</Table.Cell>
                  <Table.Cell textAlign="end">{entry.people}</Table.Cell>
                  <Table.Cell>{format.dateTime(entry.joinedAt)}</Table.Cell>
                  <Table.Cell>
                    <Stack gap="0.5" align="start">
                      <Badge colorPalette={statusPalettes[entry.status]}>{i18n._(statusLabels[entry.status])}</Badge>
                      {entry.status === 'offered' && entry.offerExpiresAt && (
                        <Text fontSize="xs" color="fg.muted">
                          <Trans>until {format.dateTime(entry.offerExpiresAt)}</Trans>
                        </Text>
                      )}
                      {entry.orderCode && <OrderCodeLink code={entry.orderCode} />}
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  )
}
