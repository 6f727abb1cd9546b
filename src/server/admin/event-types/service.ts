import { fieldError } from '../../http/validation.ts'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { AdminListQuery } from '../../../domain/admin/list.ts'
import type { AdminEventType, EventTypeInput } from '../../../domain/admin/event-type.ts'
import type { Page } from '../../../domain/query-params.ts'
import { slugify } from '../../../domain/slug.ts'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { qualified } from '../../db/qualified.ts'
import { eventTypes, foldForSearch, trips } from '../../db/schema/index.ts'
import { apiError, apiErrorOnField } from '../../http/errors.ts'
import { recordAudit } from '../audit.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../list-query.ts'

const tripCount = sql<number>`(select count(*) from ${trips} where ${trips.eventTypeId} = ${qualified(eventTypes.id)})`.mapWith(Number)
const columns = { id: eventTypes.id, slug: eventTypes.slug, name: eventTypes.name, description: eventTypes.description, trips: tripCount }

const nameTaken = () => apiErrorOnField('name', 'event_type.name_taken')
const missing = (id: number) => apiError('event_type.not_found', { id })

export async function listEventTypes(db: Db, query: AdminListQuery<'name' | 'slug' | 'trips'>): Promise<Page<AdminEventType>> {
  const where = and(...textSearch(query.q, [eventTypes.name, eventTypes.slug, eventTypes.description]))
  const rows = await db
    .select({ ...columns, total: windowTotal })
    .from(eventTypes)
    .where(where)
    .orderBy(...orderByOf(query.sort, 'name', { name: foldForSearch(sql`${eventTypes.name}`), slug: eventTypes.slug, trips: tripCount }, eventTypes.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return toPage(
    query,
    rows,
    ({ total: _, ...eventType }) => eventType,
    () => db.$count(eventTypes, where),
  )
}

/** The slug comes from the name once, here; a rename keeps it (links and trip filters use it). */
export async function createEventType(db: Db, actorId: number, input: EventTypeInput, now: Date): Promise<AdminEventType> {
  const slug = slugify(input.name)
  if (!slug) throw fieldError('name', 'field.slugless')
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(eventTypes)
        .values({ ...input, slug })
        .returning()
      await recordAudit(tx, { actorId, entity: 'event-type', entityId: row!.id, action: 'create' }, now)
      return { ...row!, trips: 0 }
    })
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error
  }
}

/** A rename keeps the slug, so only the names are compared (as the list search does: case and accents aside). */
export async function updateEventType(db: Db, actorId: number, id: number, input: EventTypeInput, now: Date): Promise<AdminEventType> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(eventTypes).where(eq(eventTypes.id, id)).for('update')
    if (!before) throw missing(id)
    const sameName = await tx.$count(eventTypes, and(ne(eventTypes.id, id), eq(foldForSearch(sql`${eventTypes.name}`), foldForSearch(sql`${input.name}`))))
    if (sameName > 0) throw nameTaken()
    const [row] = await tx.update(eventTypes).set(input).where(eq(eventTypes.id, id)).returning(columns)
    await recordAudit(tx, { actorId, entity: 'event-type', entityId: id, action: 'update', before, after: { ...before, ...input } }, now)
    return row!
  })
}

/** 409 while trips name the event type: they would lose it. */
export async function deleteEventType(db: Db, actorId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ name: eventTypes.name, trips: tripCount }).from(eventTypes).where(eq(eventTypes.id, id)).for('update')
    if (!row) throw missing(id)
    if (row.trips > 0) throw apiError('event_type.in_use', { trips: row.trips })
    await tx.delete(eventTypes).where(eq(eventTypes.id, id))
    await recordAudit(tx, { actorId, entity: 'event-type', entityId: id, action: 'delete', before: { name: row.name }, after: {} }, now)
  })
}
