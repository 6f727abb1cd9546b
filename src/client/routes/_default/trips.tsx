import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { tripsQueryOptions } from '../../features/trips/api.ts'
import { ResponsiveTripFilters } from '../../features/trips/components/trip-filters-sheet.tsx'
import { TripGrid } from '../../features/trips/components/trip-grid.tsx'
import styles from '../../features/trips/components/trips-page.module.css'
import { parseTripSearch, type TripSearch } from '../../features/trips/trip-search.ts'
import { ensurePublicAnswer, usePublicAnswer } from '../../public-answers.ts'
import { mergeSearch } from '../../ui/list/list-search.ts'
import { PageTitle } from '../../ui/page-title.tsx'
import { Pagination } from '../../ui/pagination.tsx'
import { cx } from '../../ui/plain/cx.ts'
import { Container, layout } from '../../ui/plain/layout.tsx'

const PAGE_SIZE = 12

export const Route = createFileRoute('/_default/trips')({
  staticData: { chakra: false },
  validateSearch: parseTripSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => ensurePublicAnswer(tripsQueryOptions({ ...deps, pageSize: PAGE_SIZE })),
  component: TripsPage,
})

function TripsPage() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const answer = usePublicAnswer(tripsQueryOptions({ ...search, pageSize: PAGE_SIZE }))
  const data = answer?.data
  // Merged into the URL's search as it is when the change happens, not as this render saw it: a
  // filter picked while the last search still loads keeps that search.
  const changeSearch = (patch: TripSearch) => void navigate({ search: mergeSearch(patch) })

  return (
    <Container className={styles.list}>
      <PageTitle documentTitle={t`Trips`}>
        <Trans>Trips</Trans>
      </PageTitle>
      <div className={styles.listBody}>
        <ResponsiveTripFilters search={search} onChange={changeSearch} onClear={() => void navigate({ search: {} })} />
        {data && (
          <>
            <p className={cx(styles.count, answer?.fetching && styles.fetching)} aria-live="polite">
              <Plural value={data.total} one="# trip found" other="# trips found" />
            </p>
            {data.items.length > 0 ? (
              <TripGrid trips={data.items} priorityCount={3} />
            ) : (
              <div className={layout.empty}>
                <div className={layout.emptyContent}>
                  <h3 className={layout.emptyTitle}>
                    <Trans>No trips match these filters.</Trans>
                  </h3>
                  <p className={layout.emptyText}>
                    <Trans>Try another destination or clear the filters.</Trans>
                  </p>
                </div>
              </div>
            )}
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => changeSearch({ page: page > 1 ? page : undefined })} />
          </>
        )}
      </div>
    </Container>
  )
}
