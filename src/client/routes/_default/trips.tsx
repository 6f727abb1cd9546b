import { Container, EmptyState, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { tripsQueryOptions } from '../../features/trips/api.ts'
import { TripFilters } from '../../features/trips/components/trip-filters.tsx'
import { TripGrid } from '../../features/trips/components/trip-grid.tsx'
import { parseTripSearch, type TripSearch } from '../../features/trips/trip-search.ts'
import { PageTitle } from '../../ui/page-title.tsx'
import { Pagination } from '../../ui/pagination.tsx'

const PAGE_SIZE = 12

export const Route = createFileRoute('/_default/trips')({
  validateSearch: parseTripSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(tripsQueryOptions({ ...deps, pageSize: PAGE_SIZE })),
  component: TripsPage,
})

function TripsPage() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data, isFetching } = useQuery({ ...tripsQueryOptions({ ...search, pageSize: PAGE_SIZE }), placeholderData: keepPreviousData })
  const setSearch = (next: TripSearch) => void navigate({ search: next })

  return (
    <Container maxW="6xl" py="8">
      <PageTitle documentTitle={t`Trips`}>
        <Trans>Trips</Trans>
      </PageTitle>
      <Stack gap="6">
        <TripFilters key={search.q ?? ''} search={search} onChange={setSearch} />
        {data && (
          <>
            <Text color="fg.muted" fontSize="sm" aria-live="polite" opacity={isFetching ? 0.6 : 1}>
              <Plural value={data.total} one="# trip found" other="# trips found" />
            </Text>
            {data.items.length > 0 ? (
              <TripGrid trips={data.items} priorityCount={3} />
            ) : (
              <EmptyState.Root>
                <EmptyState.Content>
                  <EmptyState.Title>
                    <Trans>No trips match these filters.</Trans>
                  </EmptyState.Title>
                  <EmptyState.Description>
                    <Trans>Try another destination or clear the filters.</Trans>
                  </EmptyState.Description>
                </EmptyState.Content>
              </EmptyState.Root>
            )}
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => setSearch({ ...search, page: page > 1 ? page : undefined })} />
          </>
        )}
      </Stack>
    </Container>
  )
}
