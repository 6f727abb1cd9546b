import type { DbOrTx } from '../../db/client.ts'
import { and, eq, ne, sql } from 'drizzle-orm'
import { slugify } from '../../../domain/slug.ts'
import { trips } from '../../db/schema/index.ts'
import { apiErrorOnField } from '../../http/errors.ts'

// Any constant: the key of the advisory lock that queues the trips' writes that choose a name or a slug.
const TRIP_NAMES_LOCK = 7_415_001

/**
 * Trip names are unique (case aside) but no index says so: writes that set a name take this
 * transaction lock first, so two admins saving the same name at once cannot both pass the check.
 */
export async function lockTripNames(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRIP_NAMES_LOCK})`)
}

export const nameTaken = () => apiErrorOnField('name', 'trip.name_taken')

/** 409 on the name when another trip (not `exceptId`) has it. */
export async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(${trips.name}) = lower(${name})`
  const [other] = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(exceptId === undefined ? sameName : and(sameName, ne(trips.id, exceptId)))
    .limit(1)
  if (other) throw nameTaken()
}

/**
 * A new trip's URL name: its name's slug, or that slug with the first free "-2", "-3"... A
 * trip keeps its slug when renamed, so links already shared keep working.
 */
export async function freeSlugFor(tx: DbOrTx, name: string): Promise<string> {
  const base = slugify(name) || 'viagem'
  const rows = await tx
    .select({ slug: trips.slug })
    .from(trips)
    .where(sql`${trips.slug} = ${base} or ${trips.slug} ~ ${`^${base}-[0-9]+$`}`)
  const taken = new Set(rows.map((row) => row.slug))
  if (!taken.has(base)) return base
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`
}

/** "Name (cópia)", then "Name (cópia 2)"...: the first that no trip has, within the name's 120 characters. */
export async function freeCopyName(tx: DbOrTx, name: string): Promise<string> {
  for (let copy = 1; ; copy++) {
    const suffix = copy === 1 ? ' (cópia)' : ` (cópia ${copy})`
    const candidate = `${name.slice(0, 120 - suffix.length).trimEnd()}${suffix}`
    const [other] = await tx
      .select({ id: trips.id })
      .from(trips)
      .where(eq(sql`lower(${trips.name})`, candidate.toLowerCase()))
      .limit(1)
    if (!other) return candidate
  }
}
