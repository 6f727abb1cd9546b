import { and, eq, sql } from 'drizzle-orm'
import type { AdminListQuery } from '../../../domain/admin/list.ts'
import type { Page } from '../../../domain/query-params.ts'
import type { AdminTravelInformation, TravelInformationInput } from '../../../domain/admin/travel-information.ts'
import type { Db } from '../../db/client.ts'
import { foldForSearch, travelInformation } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { recordAudit } from '../audit.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../list-query.ts'

const columns = { id: travelInformation.id, type: travelInformation.type, text: travelInformation.text, position: travelInformation.position }
const missing = (id: number) => apiError('travel_information.not_found', { id })
const last = sql<number>`(select coalesce(max(${travelInformation.position}), -1) + 1 from ${travelInformation})`

export async function listTravelInformation(db: Db, query: AdminListQuery<'position' | 'type'>): Promise<Page<AdminTravelInformation>> {
  const where = and(...textSearch(query.q, [travelInformation.type, travelInformation.text]))
  const rows = await db
    .select({ ...columns, total: windowTotal })
    .from(travelInformation)
    .where(where)
    .orderBy(...orderByOf(query.sort, 'position', { position: travelInformation.position, type: foldForSearch(sql`${travelInformation.type}`) }, travelInformation.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return toPage(
    query,
    rows,
    ({ total: _, ...item }) => item,
    () => db.$count(travelInformation, where),
  )
}

export async function createTravelInformation(db: Db, actorId: number, input: TravelInformationInput, now: Date): Promise<AdminTravelInformation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(travelInformation)
      .values({ type: input.type, text: input.text, position: input.position ?? last })
      .returning(columns)
    await recordAudit(tx, { actorId, entity: 'travel-information', entityId: row!.id, action: 'create' }, now)
    return row!
  })
}

export async function updateTravelInformation(db: Db, actorId: number, id: number, input: TravelInformationInput, now: Date): Promise<AdminTravelInformation> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(travelInformation).where(eq(travelInformation.id, id)).for('update')
    if (!before) throw missing(id)
    const changes = { type: input.type, text: input.text, position: input.position ?? before.position }
    const [row] = await tx.update(travelInformation).set(changes).where(eq(travelInformation.id, id)).returning(columns)
    await recordAudit(tx, { actorId, entity: 'travel-information', entityId: id, action: 'update', before, after: row! }, now)
    return row!
  })
}

export async function deleteTravelInformation(db: Db, actorId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(travelInformation).where(eq(travelInformation.id, id)).returning(columns)
    if (!row) throw missing(id)
    await recordAudit(tx, { actorId, entity: 'travel-information', entityId: id, action: 'delete', before: { type: row.type }, after: {} }, now)
  })
}
