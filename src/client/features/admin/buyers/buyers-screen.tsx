import { Button, ButtonGroup, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TripBuyer } from '../../../../domain/admin/buyer.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { DownloadButton } from '../../../ui/download-button.tsx'
import { PageTitle } from '../../../ui/page-title.tsx'
import { methodLabels } from '../../../ui/orders/labels.ts'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { TwoLineCell } from '../../../ui/list/two-line-cell.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { useFormats } from '../../../ui/use-formats.ts'
import { OrderCodeLink } from '../orders/order-code-link.tsx'
import { downloadManifestCsv, fetchTripBuyers } from './api.ts'
import { BoardPanel } from './board-panel.tsx'
import { PassengersPanel } from './passengers-panel.tsx'
import { RoomingPanel } from './rooming-panel.tsx'
import type { ManifestView } from './search.ts'
import { TripPicker } from './trip-picker.tsx'
import { WaitlistSection } from './waitlist-section.tsx'

export type ManifestSearch = TableSearch & { tripId?: number; view?: ManifestView }

/**
 * /admin/trips/buyers?tripId=…&view=…: a trip's paid orders (buyers, and the CSV of every
 * traveller), its passengers (a row per traveller, the seat checks and the carrier's PDF) or its
 * rooming list (a hotel package's rooms, regrouped here) or its departure board (a road trip's
 * seats and boarding report), and under each its waitlist.
 */
export function BuyersScreen({
  search,
  onSearch,
}: {
  search: ListQuery<'/api/admin/trips/{id}/buyers'> & { tripId?: number; view?: ManifestView }
  onSearch: (patch: ManifestSearch) => void
}) {
  const { t } = useLingui()
  const { tripId, view = 'buyers', ...listSearch } = search
  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Passenger manifest`}>
        <Trans>Passenger manifest</Trans>
      </PageTitle>
      <TripPicker tripId={tripId} onChange={(next) => onSearch({ tripId: next, q: undefined, sort: undefined })} />
      {tripId === undefined ? (
        <Text color="fg.muted">
          <Trans>Choose a trip to see who paid for it.</Trans>
        </Text>
      ) : (
        <>
          {/* Four views: on a phone they wrap to a second line instead of pushing the page sideways. */}
          <ButtonGroup size="sm" variant="outline" flexWrap="wrap" gap="2" role="group" aria-label={t`View`}>
            <Button aria-pressed={view === 'buyers'} variant={view === 'buyers' ? 'solid' : 'outline'} onClick={() => onSearch({ view: undefined })}>
              <Trans>Buyers</Trans>
            </Button>
            <Button aria-pressed={view === 'passengers'} variant={view === 'passengers' ? 'solid' : 'outline'} onClick={() => onSearch({ view: 'passengers' })}>
              <Trans>Passengers</Trans>
            </Button>
            <Button aria-pressed={view === 'rooming'} variant={view === 'rooming' ? 'solid' : 'outline'} onClick={() => onSearch({ view: 'rooming' })}>
              <Trans>Rooms</Trans>
            </Button>
            <Button aria-pressed={view === 'board'} variant={view === 'board' ? 'solid' : 'outline'} onClick={() => onSearch({ view: 'board' })}>
              <Trans>Boarding</Trans>
            </Button>
          </ButtonGroup>
          {view === 'passengers' ? (
            <PassengersPanel key={tripId} tripId={tripId} />
          ) : view === 'rooming' ? (
            <RoomingPanel key={tripId} tripId={tripId} />
          ) : view === 'board' ? (
            <BoardPanel key={tripId} tripId={tripId} />
          ) : (
            <Manifest key={tripId} tripId={tripId} search={listSearch} onSearch={onSearch} />
          )}
          <WaitlistSection tripId={tripId} />
        </>
      )}
    </Stack>
  )
}

function Manifest({ tripId, search, onSearch }: { tripId: number; search: ListQuery<'/api/admin/trips/{id}/buyers'>; onSearch: (patch: ManifestSearch) => void }) {
  const { t, i18n } = useLingui()
  const format = useFormats()
  const list = useAdminList(`trips/${tripId}/buyers`, search, fetchTripBuyers(tripId))
  const trip = list.data?.trip

  const columns: AdminColumn<TripBuyer>[] = [
    // Name over CPF and birth date, email over phone, paid date over method: the manifest fits a
    // laptop; the CSV has a column each.
    {
      id: 'payerName',
      header: t`Payer`,
      sortable: true,
      primary: true,
      cell: (buyer) => <TwoLineCell main={buyer.payer.name} detail={`${format.cpf(buyer.payer.cpf)} · ${format.date(buyer.payer.birthDate)}`} detailOnOneLine />,
    },
    { id: 'email', header: t`Contact`, cell: (buyer) => <TwoLineCell main={buyer.payer.email} detail={format.phone(buyer.payer.phone)} detailOnOneLine /> },
    { id: 'optionName', header: t`Option`, sortable: true, cell: (buyer) => buyer.optionName },
    { id: 'people', header: t`People`, sortable: true, align: 'end', cell: (buyer) => buyer.people },
    { id: 'amountCents', header: t`Amount`, sortable: true, align: 'end', cell: (buyer) => formatBRL(buyer.amountCents) },
    { id: 'paidAt', header: t`Paid at`, sortable: true, cell: (buyer) => <TwoLineCell main={format.dateTime(buyer.paidAt)} detail={i18n._(methodLabels[buyer.method])} /> },
    {
      id: 'code',
      header: t`Code`,
      cell: (buyer) => <OrderCodeLink code={buyer.code} />,
    },
  ]

  return (
    <Stack gap="4">
      {trip && (
        <HStack gap="4" wrap="wrap" justify="space-between">
          <Text>
            <Trans>
              {trip.name}: {format.date(trip.checkIn)} – {format.date(trip.checkOut)}, {trip.seatsLeft} of {trip.vacancies} seats left
            </Trans>
          </Text>
          <DownloadButton colorPalette="brand" download={() => downloadManifestCsv(tripId)}>
            <Trans>Export CSV</Trans>
          </DownloadButton>
        </HStack>
      )}
      <DataTable
        label={t`Passengers`}
        columns={columns}
        data={list.data}
        isLoading={list.isPending}
        search={search}
        onSearch={onSearch}
        rowKey={(buyer) => buyer.code}
        searchLabel={t`Search by name, CPF or email`}
      />
    </Stack>
  )
}
