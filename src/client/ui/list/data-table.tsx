import { Box, Card, EmptyState, HStack, Skeleton, Stack, Table, Text, chakra } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type SortingState } from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'
import { ADMIN_PAGE_SIZE, parseSort } from '../../../domain/admin/list.ts'
import type { Page } from '../../../domain/query-params.ts'
import { Pagination } from '../pagination.tsx'
import { TABLE_MOBILE_BREAKPOINT_PX } from '../spec-constants.ts'
import { SearchBox } from './search-box.tsx'

/** One column: `id` is the API's sort field when `sortable`. */
export interface AdminColumn<T> {
  id: string
  header: string
  cell: (row: T) => ReactNode
  sortable?: boolean
  align?: 'start' | 'end'
  /** The card's title under 800 px (one column per table); the others show as label: value. */
  primary?: boolean
  /** Text with no spaces to break at (an email): broken anywhere rather than widen the table past the page. */
  breakAnywhere?: boolean
  /** A code or a number read as one (a CPF, a seller code): never broken across lines. */
  noWrap?: boolean
}

/** The list's part of the URL search: page, page size, sort (`field` / `-field`) and text. */
export interface TableSearch {
  page?: number
  pageSize?: number
  sort?: string
  q?: string
}

interface DataTableProps<T extends object> {
  /** The table's accessible name. */
  label: string
  columns: AdminColumn<T>[]
  data: Page<T> | undefined
  isLoading: boolean
  search: TableSearch
  /** Merges into the URL search (the page goes back to 1 unless given). */
  onSearch: (patch: TableSearch & Record<string, unknown>) => void
  rowKey: (row: T) => string | number
  searchLabel?: string
  /** Filters and actions shown beside the search box. */
  toolbar?: ReactNode
}

const features = tableFeatures({ rowSortingFeature })
const narrow = `@media (max-width: ${TABLE_MOBILE_BREAKPOINT_PX - 0.02}px)`
const wide = `@media (min-width: ${TABLE_MOBILE_BREAKPOINT_PX}px)`
/** End-aligned cells hold amounts, counts and actions: "R$ 14.998,00" never breaks after "R$". */
const cellStyle = ({ align = 'start', breakAnywhere, noWrap }: Pick<AdminColumn<unknown>, 'align' | 'breakAnywhere' | 'noWrap'> = {}) => ({
  textAlign: align,
  whiteSpace: align === 'end' || noWrap ? 'nowrap' : undefined,
  overflowWrap: breakAnywhere ? 'anywhere' : undefined,
})

/**
 * A compact server-side table: the API pages, sorts and searches (TanStack Table in manual
 * mode holds the sort and draws the headers); the URL's search holds all three. Below 800 px
 * each row is a card.
 */
export function DataTable<T extends object>({ label, columns, data, isLoading, search, onSearch, rowKey, searchLabel, toolbar }: DataTableProps<T>) {
  const { t } = useLingui()
  // Built from the columns' ids, headers and sortability only (as text, so equal columns give an
  // equal key): screens may pass new column objects (new cell functions) on every render without
  // TanStack Table rebuilding its columns.
  const columnShape = JSON.stringify(columns.map((column) => ({ id: column.id, header: column.header, sortable: Boolean(column.sortable) })))
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>()
    const shape = JSON.parse(columnShape) as { id: string; header: string; sortable: boolean }[]
    // An accessor (not a display column): only accessor columns can hold a sort.
    return helper.columns(shape.map((column) => helper.accessor((row) => row, { id: column.id, header: column.header, enableSorting: column.sortable })))
  }, [columnShape])
  const sorting: SortingState = search.sort ? [{ id: parseSort(search.sort).field, desc: parseSort(search.sort).descending }] : []
  const rows = data?.items ?? (noRows as T[])
  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: true,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      onSearch({ sort: first ? `${first.desc ? '-' : ''}${first.id}` : undefined, page: undefined })
    },
    getRowId: (row) => String(rowKey(row)),
  })
  const byId = new Map(columns.map((column) => [column.id, column]))
  const primary = columns.find((column) => column.primary) ?? columns[0]

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        <SearchBox label={searchLabel ?? t`Search`} value={search.q ?? ''} onChange={(q) => onSearch({ q: q || undefined, page: undefined })} />
        {toolbar}
      </HStack>
      {isLoading ? (
        <Stack gap="2" aria-busy="true" aria-label={t`Loading`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="8" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Title>
              <Trans>No data found</Trans>
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Box overflowX="auto" css={{ [narrow]: { display: 'none' } }}>
            <Table.Root aria-label={label} interactive>
              <Table.Header>
                {table.getHeaderGroups().map((group) => (
                  <Table.Row key={group.id}>
                    {group.headers.map((header) => {
                      const column = byId.get(header.column.id)!
                      const sorted = header.column.getIsSorted()
                      return (
                        <Table.ColumnHeader
                          key={header.id}
                          textAlign={column.align ?? 'start'}
                          aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : column.sortable ? 'none' : undefined}
                        >
                          {header.column.getCanSort() ? (
                            <chakra.button type="button" fontWeight="inherit" cursor="pointer" onClick={header.column.getToggleSortingHandler()}>
                              {column.header}
                              <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                            </chakra.button>
                          ) : (
                            column.header
                          )}
                        </Table.ColumnHeader>
                      )
                    })}
                  </Table.Row>
                ))}
              </Table.Header>
              <Table.Body>
                {table.getRowModel().rows.map((row) => (
                  <Table.Row key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <Table.Cell key={cell.id} {...cellStyle(byId.get(cell.column.id))}>
                        {byId.get(cell.column.id)?.cell(row.original)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Stack as="ul" aria-label={label} listStyleType="none" gap="3" css={{ [wide]: { display: 'none' } }}>
            {rows.map((row) => (
              <Card.Root as="li" key={rowKey(row)} size="sm">
                <Card.Body gap="1">
                  <Box fontWeight="semibold">{primary?.cell(row)}</Box>
                  {columns
                    .filter((column) => column !== primary)
                    .map((column) => (
                      <HStack key={column.id} justify="space-between" gap="3" fontSize="sm">
                        <Text color="fg.muted" flexShrink="0">
                          {column.header}
                        </Text>
                        <Box textAlign="end" minW="0" overflowWrap={column.breakAnywhere ? 'anywhere' : undefined}>
                          {column.cell(row)}
                        </Box>
                      </HStack>
                    ))}
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </>
      )}
      {data && <Pagination page={data.page} pageSize={data.pageSize || ADMIN_PAGE_SIZE} total={data.total} onPage={(page) => onSearch({ page: page > 1 ? page : undefined })} />}
      {data && (
        <Text fontSize="xs" color="fg.muted" aria-live="polite">
          <Trans>{data.total} in total</Trans>
        </Text>
      )}
    </Stack>
  )
}

const noRows: unknown[] = []
