import { sql } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client.ts'

/**
 * Columns that may keep a value naming an erased person, each with the rule that keeps it
 * (docs/DECISIONS.md, "People's data"). Anything else found after an erasure is a table the
 * erasure forgot.
 */
const keptAfterErasure: Record<string, string> = {
  'orders.seller_code':
    "the code an agency's sale was credited under, a snapshot kept with the order for the fiscal retention (the commission it earned); an admin's code for a business, not a person's data",
}

const rowsOf = async (db: Db, query: string) => ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows

/**
 * Every base table of the app's schema, read from the database's catalogue (so a table added
 * later is scanned without a change here), every column of every row, searched without case for
 * each needle. Answers `table.column: needle` for each find outside `kept` (nothing kept: every find).
 */
export async function erasureFindings(db: Db, needles: string[], kept: Record<string, string> = keptAfterErasure): Promise<string[]> {
  const tables = await rowsOf(db, `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`)
  if (tables.length < 30) throw new Error(`The catalogue lists ${tables.length} tables: is this the app's schema?`)
  const lowered = needles.map((needle) => needle.toLowerCase())
  const found = new Set<string>()
  for (const { table_name: table } of tables) {
    for (const { row } of await rowsOf(db, `select row_to_json(t)::text as row from "${String(table)}" t`)) {
      for (const [column, value] of Object.entries(JSON.parse(String(row)) as Record<string, unknown>)) {
        const place = `${String(table)}.${column}`
        if (value === null || place in kept) continue
        const text = (typeof value === 'string' ? value : JSON.stringify(value)).toLowerCase()
        for (const needle of lowered) if (text.includes(needle)) found.add(`${place}: ${needle}`)
      }
    }
  }
  return [...found].sort()
}

/** The tables where the needles are, kept columns included: what a scan before the erasure sees. */
export const tablesHolding = async (db: Db, needles: string[]) => [...new Set((await erasureFindings(db, needles, {})).map((found) => found.split('.')[0]!))].sort()
