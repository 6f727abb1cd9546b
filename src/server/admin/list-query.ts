import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { parseSort, type AdminListQuery, type SortParam } from '../../domain/admin/list.ts'
import type { Page } from '../../domain/query-params.ts'
import { foldForSearch } from '../db/schema/index.ts'

/**
 * ORDER BY for an admin list: the requested sort (or the resource's default) on its column,
 * then the tie-breaker (the primary key) so pages never repeat or skip a row.
 */
export function orderByOf<F extends string>(sort: SortParam<F> | undefined, fallback: SortParam<F>, columns: Record<F, SQLWrapper>, tieBreaker: SQLWrapper): SQL[] {
  const { field, descending } = parseSort(sort ?? fallback)
  const direction = descending ? desc : asc
  return [direction(columns[field]), direction(tieBreaker)]
}

/** LIMIT and OFFSET of the query's page. */
export const pageWindow = (query: AdminListQuery) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize })

/** `count(*) over ()`: the total rows matching the filters, read with the page itself. */
export const windowTotal = sql<string>`count(*) over ()`.mapWith(Number)

/**
 * Each word of `q` must appear (case and accents ignored) in one of the texts: a condition per
 * word, to AND with the other filters. Columns are folded here; for a big table, give the folded
 * text its own generated column and index (see trips.search_text).
 */
export function textSearch(q: string | undefined, texts: SQLWrapper[]): SQL[] {
  if (!q) return []
  const haystack =
    texts.length === 1
      ? sql`${texts[0]}`
      : sql.join(
          texts.map((text) => sql`coalesce(${text}, '')`),
          sql` || ' ' || `,
        )
  return q
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => sql`${foldForSearch(haystack)} like ${foldForSearch(sql`${likePattern(word)}`)}`)
}

/** `%word%` with LIKE's wildcards in the word escaped. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * Builds the answer of a list from rows read with `windowTotal` as `total`. A page past the end
 * comes back empty and so without a total: `countAll` reads it then.
 */
export async function toPage<R extends { total: number }, T>(query: AdminListQuery, rows: R[], toItem: (row: R) => T, countAll: () => Promise<number>): Promise<Page<T>> {
  const total = rows[0] ? rows[0].total : query.page > 1 ? await countAll() : 0
  return { items: rows.map(toItem), total, page: query.page, pageSize: query.pageSize }
}
