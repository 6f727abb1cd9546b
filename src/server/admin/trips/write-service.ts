import type { DbOrTx } from '../../db/client.ts'
import { fieldError } from '../../http/validation.ts'
import { and, count, eq, sql } from 'drizzle-orm'
import type { AdminTripInput, AdminTripPatch } from '../../../domain/admin/trip/input.ts'
import type { AdminTrip } from '../../../domain/admin/trip/trip.ts'
import type { Db } from '../../db/client.ts'
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts'
import { orders, trips } from '../../db/schema/index.ts'
import { apiError, apiErrorOnField } from '../../http/errors.ts'
import { recordAudit } from '../audit.ts'
import { assertReferencesExist, replaceImagesAndFlights, writeOptions } from './children.ts'
import { copyDeparture } from './departure-service.ts'
import { assertNameFree, freeCopyName, freeSlugFor, lockTripNames } from './naming.ts'
import { auditedFields, loadedTrip } from './read-service.ts'
import { writeSaleTerms } from '../../catalogue/sale-terms.ts'

const missing = (id: number) => apiError('trip.not_found', { id })

/** The trips row's own columns of an input (options, images and flights live in their tables); days are numbered by their order. */
const columnsOf = (input: AdminTripInput) => ({
  name: input.name,
  classification: input.classification,
  transport: input.transport,
  eventTypeId: input.eventTypeId,
  checkIn: input.checkIn,
  checkOut: input.checkOut,
  destination: input.destination,
  placeDescription: input.placeDescription,
  boardingPlace: input.boardingPlace,
  hotel: input.hotel,
  mentalMapTag: input.mentalMapTag,
  schedule: input.schedule.map(({ title, locations, description }, index) => ({ day: index + 1, title, locations, description })),
  vacancies: input.vacancies,
  included: input.included,
  notIncluded: input.notIncluded,
  documentation: input.documentation,
  extraInfo: input.extraInfo,
  featured: input.featured,
  published: input.published,
  boletoInstallments: input.boletoInstallments,
  maxInstallments: input.maxInstallments,
  travellersDeadlineHours: input.travellersDeadlineHours,
})

/** A 23505 that slipped past the checks (a slug taken between the read and the insert). */
const conflictOf = (error: unknown) => (isUniqueViolation(error) ? apiErrorOnField('name', 'trip.slug_taken') : error)

/** Inserts a trip and its parts; the caller holds the names' lock. */
async function insertTrip(tx: DbOrTx, actorId: number, input: AdminTripInput, now: Date): Promise<AdminTrip> {
  await assertNameFree(tx, input.name)
  await assertReferencesExist(tx, input)
  const [row] = await tx
    .insert(trips)
    .values({ ...columnsOf(input), slug: await freeSlugFor(tx, input.name), seatsLeft: input.vacancies, createdAt: now, updatedAt: now })
    .returning({ id: trips.id })
  await writeOptions(tx, row!.id, input.options)
  await replaceImagesAndFlights(tx, row!.id, input)
  await writeSaleTerms(tx, row!.id, input)
  await recordAudit(tx, { actorId, entity: 'trip', entityId: row!.id, action: 'create' }, now)
  return loadedTrip(tx, row!.id)
}

export async function createTrip(db: Db, actorId: number, input: AdminTripInput, now: Date): Promise<AdminTrip> {
  try {
    return await db.transaction(async (tx) => {
      await lockTripNames(tx)
      return insertTrip(tx, actorId, input, now)
    })
  } catch (error) {
    throw conflictOf(error)
  }
}

/**
 * Replaces the trip with the input. The slug stays. Vacancies move the seats left by the same
 * amount, in the same conditional UPDATE that refuses to go below the seats orders hold, so an
 * order placed meanwhile cannot be oversold.
 */
export async function updateTrip(db: Db, actorId: number, id: number, input: AdminTripInput, now: Date): Promise<AdminTrip> {
  try {
    return await db.transaction(async (tx) => {
      await lockTripNames(tx)
      const before = await loadedTrip(tx, id)
      if (before.vehicles.length > 0 && input.vacancies !== before.vacancies) throw fieldError('vacancies', 'trip.vacancies_follow_vehicles', { seats: before.vacancies })
      await assertNameFree(tx, input.name, id)
      await assertReferencesExist(tx, input)
      const [updated] = await tx
        .update(trips)
        .set({ ...columnsOf(input), seatsLeft: sql`${trips.seatsLeft} + (${input.vacancies} - ${trips.vacancies})`, updatedAt: now })
        .where(and(eq(trips.id, id), sql`${trips.vacancies} - ${trips.seatsLeft} <= ${input.vacancies}`))
        .returning({ id: trips.id })
      if (!updated) {
        const [seats] = await tx
          .select({ held: sql<number>`${trips.vacancies} - ${trips.seatsLeft}`.mapWith(Number) })
          .from(trips)
          .where(eq(trips.id, id))
        throw fieldError('vacancies', 'trip.seats_taken', { held: seats?.held ?? 0 })
      }
      await writeOptions(tx, id, input.options)
      await replaceImagesAndFlights(tx, id, input)
      await writeSaleTerms(tx, id, input)
      const after = await loadedTrip(tx, id)
      await recordAudit(tx, { actorId, entity: 'trip', entityId: id, action: 'update', before: auditedFields(before), after: auditedFields(after) }, now)
      return after
    })
  } catch (error) {
    throw conflictOf(error)
  }
}

/** Publishes or unpublishes, features or not; publishing needs an image, as the form's rule says. */
export async function patchTrip(db: Db, actorId: number, id: number, patch: AdminTripPatch, now: Date): Promise<AdminTrip> {
  return db.transaction(async (tx) => {
    const before = await loadedTrip(tx, id)
    if (patch.published && before.images.length === 0) throw fieldError('published', 'trip.image_required')
    await tx
      .update(trips)
      .set({ ...patch, updatedAt: now })
      .where(eq(trips.id, id))
    const after = { ...before, ...patch, updatedAt: now.toISOString() }
    await recordAudit(tx, { actorId, entity: 'trip', entityId: id, action: 'update', before: auditedFields(before), after: auditedFields(after) }, now)
    return after
  })
}

/**
 * A copy to edit into a new trip: unpublished, not featured, its name suffixed "(cópia)" and a
 * slug of its own, every seat free; options, images, schedule and flights copied.
 */
export async function duplicateTrip(db: Db, actorId: number, id: number, now: Date): Promise<AdminTrip> {
  try {
    return await db.transaction(async (tx) => {
      await lockTripNames(tx)
      const source = await loadedTrip(tx, id)
      const copy = await insertTrip(tx, actorId, copyOf(source, await freeCopyName(tx, source.name)), now)
      await copyDeparture(tx, source, copy.id)
      return loadedTrip(tx, copy.id)
    })
  } catch (error) {
    throw conflictOf(error)
  }
}

const copyOf = (source: AdminTrip, name: string): AdminTripInput => ({
  ...source,
  name,
  published: false,
  featured: false,
  options: source.options.map(({ name: optionName, priceCents, people }) => ({ id: null, name: optionName, priceCents, people })),
})

/** Deletes a trip that no order names (409 otherwise: unpublish it instead); its options, images and flights go with it. */
export async function deleteTrip(db: Db, actorId: number, id: number, now: Date): Promise<void> {
  const refused = apiError('trip.has_orders')
  try {
    await db.transaction(async (tx) => {
      const [trip] = await tx.select({ name: trips.name, slug: trips.slug }).from(trips).where(eq(trips.id, id)).for('update')
      if (!trip) throw missing(id)
      const [ordered] = await tx.select({ orders: count() }).from(orders).where(eq(orders.tripId, id))
      if (ordered!.orders > 0) throw refused
      await tx.delete(trips).where(eq(trips.id, id))
      await recordAudit(tx, { actorId, entity: 'trip', entityId: id, action: 'delete', before: trip, after: {} }, now)
    })
  } catch (error) {
    throw isForeignKeyViolation(error) ? refused : error
  }
}
