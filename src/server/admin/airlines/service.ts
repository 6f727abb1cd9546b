import { eq, sql } from 'drizzle-orm'
import type { AdminListQuery } from '../../../domain/admin/list.ts'
import type { Airline, AirlineInput } from '../../../domain/airline.ts'
import type { Page } from '../../../domain/query-params.ts'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { qualified } from '../../db/qualified.ts'
import { airlines, tripFlights } from '../../db/schema/index.ts'
import { apiError, apiErrorOnField } from '../../http/errors.ts'
import { recordAudit } from '../audit.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../list-query.ts'

const flights = sql<number>`(select count(*) from ${tripFlights} where ${tripFlights.airlineId} = ${qualified(airlines.id)})`.mapWith(Number)

const nameTaken = () => apiErrorOnField('name', 'airline.name_taken')
const missing = (id: number) => apiError('airline.not_found', { id })

export async function listAirlines(db: Db, query: AdminListQuery<'name' | 'flights'>): Promise<Page<Airline>> {
  const where = textSearch(query.q, [airlines.name])
  const rows = await db
    .select({ id: airlines.id, name: airlines.name, flights, total: windowTotal })
    .from(airlines)
    .where(where.length ? sql.join(where, sql` and `) : undefined)
    .orderBy(...orderByOf(query.sort, 'name', { name: airlines.name, flights }, airlines.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return toPage(
    query,
    rows,
    ({ total: _, ...airline }) => airline,
    () => db.$count(airlines, where.length ? sql.join(where, sql` and `) : undefined),
  )
}

export async function createAirline(db: Db, actorId: number, input: AirlineInput, now: Date): Promise<Airline> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(airlines).values(input).returning()
      await recordAudit(tx, { actorId, entity: 'airline', entityId: row!.id, action: 'create' }, now)
      return { ...row!, flights: 0 }
    })
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error
  }
}

export async function updateAirline(db: Db, actorId: number, id: number, input: AirlineInput, now: Date): Promise<Airline> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(airlines).where(eq(airlines.id, id)).for('update')
      if (!before) throw missing(id)
      const [row] = await tx.update(airlines).set(input).where(eq(airlines.id, id)).returning({ id: airlines.id, name: airlines.name, flights })
      await recordAudit(tx, { actorId, entity: 'airline', entityId: id, action: 'update', before, after: { ...before, ...input } }, now)
      return row!
    })
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error
  }
}

/** 409 while a trip's flight names the airline. */
export async function deleteAirline(db: Db, actorId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ name: airlines.name, flights }).from(airlines).where(eq(airlines.id, id)).for('update')
    if (!row) throw missing(id)
    if (row.flights > 0) throw apiError('airline.in_use', { flights: row.flights })
    await tx.delete(airlines).where(eq(airlines.id, id))
    await recordAudit(tx, { actorId, entity: 'airline', entityId: id, action: 'delete', before: { name: row.name }, after: {} }, now)
  })
}
