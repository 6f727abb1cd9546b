import { Badge, HStack, Table, Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ManifestPassenger, TravellerValue } from '../../../domain/passenger-manifest.ts'
import { TwoLineCell } from '../list/two-line-cell.tsx'
import { boardingTimeText } from '../trips/boarding-point-text.ts'
import { monoFont } from '../mono-font.ts'
import { useFormats } from '../use-formats.ts'
import { useDocumentText } from './document-text.ts'

const missingLabels = { name: msg`name`, document: msg`document`, birthDate: msg`birth date` } satisfies Record<TravellerValue, unknown>

/**
 * The travellers of a manifest, one row each (the order's code over the traveller's place in it and
 * the buyer, so the list fits a laptop): the admins' passenger list (with the seat) and the
 * agency's own sales (without: its rows are not the trip's seats), and on a bus where each one
 * boards and sits. Read-only.
 */
export function PassengerTable({ passengers, label, showSeat }: { passengers: ManifestPassenger[]; label: string; showSeat: boolean }) {
  const { t, i18n } = useLingui()
  const format = useFormats()
  const documentText = useDocumentText()
  // A bus's boarding points and seats (issue 28): a column only where some traveller has one.
  const onBus = passengers.some((row) => row.boardingPoint !== null || row.busSeat !== null)
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {showSeat && <Table.ColumnHeader textAlign="end">{t`Seat`}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t`Traveller`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Document`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Birth date`}</Table.ColumnHeader>
            {onBus && <Table.ColumnHeader>{t`Boarding`}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t`Order code`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {passengers.map((row) => {
            const { traveller } = row
            return (
              <Table.Row key={`${row.orderCode}-${row.position}`} data-testid="passenger-row">
                {showSeat && (
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {row.seat}
                  </Table.Cell>
                )}
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    {traveller.name && <Text>{traveller.name}</Text>}
                    {traveller.minor && <Badge colorPalette="orange">{t`Minor`}</Badge>}
                    {row.missing.length > 0 && <Badge colorPalette="red">{t`Missing: ${row.missing.map((value) => i18n._(missingLabels[value])).join(', ')}`}</Badge>}
                  </HStack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{traveller.document ? documentText(traveller.document) : '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{traveller.birthDate ? format.date(traveller.birthDate) : '—'}</Table.Cell>
                {onBus && (
                  <Table.Cell data-testid="passenger-boarding">
                    <TwoLineCell
                      main={row.boardingPoint ? `${row.boardingPoint.city} — ${row.boardingPoint.place}, ${boardingTimeText(row.boardingPoint, i18n.locale)}` : '—'}
                      detail={row.busSeat ? t`Seat ${row.busSeat.number} · ${row.busSeat.vehicleName}` : t`No seat chosen`}
                    />
                  </Table.Cell>
                )}
                <Table.Cell>
                  <TwoLineCell
                    main={
                      <Text as="span" fontFamily={monoFont} whiteSpace="nowrap">
                        {row.orderCode}
                      </Text>
                    }
                    detail={`${row.position}/${row.people} · ${row.buyerName}`}
                  />
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
