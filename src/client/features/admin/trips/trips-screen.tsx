import { Badge, Button, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AdminTripSummary } from '../../../../domain/admin/trip/list.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { classificationLabels, transportLabels } from '../../../ui/trips/labels.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { fetchTrips } from './api.ts'
import { TripListFilters, type TripFilters } from './trip-list-filters.tsx'
import { TripRowActions } from './trip-row-actions.tsx'

type TripsSearch = TableSearch & TripFilters

/** /admin/trips: every trip, published or not, paged, sorted and filtered by the API. */
export function TripsScreen({ search, onSearch }: { search: ListQuery<'/api/admin/trips'>; onSearch: (patch: TripsSearch) => void }) {
  const { t, i18n } = useLingui()
  const list = useAdminList('trips', search, fetchTrips)
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeZone: 'UTC' })
  const dateOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`))

  const columns: AdminColumn<AdminTripSummary>[] = [
    {
      id: 'name',
      header: t`Trip`,
      sortable: true,
      primary: true,
      cell: (trip) => (
        <HStack gap="3" minW="56">
          {trip.coverUrl && <Image src={trip.coverUrl} alt="" w="16" aspectRatio={16 / 9} objectFit="cover" borderRadius="l1" flexShrink="0" />}
          <Stack gap="0">
            <Link to="/admin/trips/manage" search={{ id: trip.id }}>
              <Text as="span" fontWeight="medium">
                {trip.name}
              </Text>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {trip.destination}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    // Breaks after the dash when the table needs the room.
    { id: 'checkIn', header: t`Dates`, sortable: true, cell: (trip) => `${dateOf(trip.checkIn)}\u00a0– ${dateOf(trip.checkOut)}` },
    {
      id: 'classification',
      header: t`Kind`,
      sortable: true,
      cell: (trip) => (
        <Stack gap="0">
          <Text as="span">{i18n._(classificationLabels[trip.classification])}</Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {i18n._(transportLabels[trip.transport])}
          </Text>
        </Stack>
      ),
    },
    { id: 'seatsLeft', header: t`Seats left`, sortable: true, align: 'end', cell: (trip) => `${trip.seatsLeft} / ${trip.vacancies}` },
    { id: 'fromPrice', header: t`Price from`, sortable: true, align: 'end', cell: (trip) => (trip.fromPriceCents === null ? '—' : formatBRL(trip.fromPriceCents)) },
    {
      id: 'status',
      header: t`Status`,
      cell: (trip) => (
        <HStack gap="1" wrap="wrap">
          {trip.published ? <Badge colorPalette="green">{t`Published`}</Badge> : <Badge>{t`Unpublished`}</Badge>}
          {trip.featured && <Badge colorPalette="blue">{t`Featured`}</Badge>}
        </HStack>
      ),
    },
    { id: 'actions', header: t`Actions`, align: 'end', cell: (trip) => <TripRowActions trip={trip} /> },
  ]

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Trips`}>
        <Trans>Trips</Trans>
      </PageTitle>
      <HStack>
        <Button colorPalette="brand" asChild>
          <Link to="/admin/trips/manage">
            <Trans>New trip</Trans>
          </Link>
        </Button>
      </HStack>
      <DataTable
        label={t`Trips`}
        columns={columns}
        data={list.data}
        isLoading={list.isPending}
        search={search}
        onSearch={onSearch}
        rowKey={(trip) => trip.id}
        searchLabel={t`Search by name or destination`}
        toolbar={<TripListFilters filters={search} onChange={(patch) => onSearch({ ...patch, page: undefined })} />}
      />
    </Stack>
  )
}
