import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { foldForSearch } from '../../db/schema/index.ts'
import { likePattern } from '../list-query.ts'

/**
 * Each word of `q` must appear in `folded`, a column already folded by foldForSearch (so only
 * the word is folded here). A word of digits and CPF punctuation ("529.982.247-25") is searched
 * as its digits: CPFs are stored bare.
 */
export function foldedTextSearch(q: string | undefined, folded: SQLWrapper): SQL[] {
  if (!q) return []
  return q
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/^[\d.\-/]+$/.test(word) && /\d/.test(word) ? word.replace(/\D/g, '') : word))
    .map((word) => sql`${folded} like ${foldForSearch(sql`${likePattern(word)}`)}`)
}
