import type { DbOrTx } from '../../db/client.ts'
import { fieldError } from '../../http/validation.ts'
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { AdminTripInput } from '../../../domain/admin/trip/input.ts'
import { isForeignKeyViolation } from '../../db/errors.ts'
import { airlines, eventTypes, orders, tripFlights, tripImages, tripOptions } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { endLinesOfOptions } from '../../sale/waitlist/offers.ts'

/** 400 on the field naming an event type or an airline that does not exist. */
export async function assertReferencesExist(tx: DbOrTx, input: AdminTripInput): Promise<void> {
  if (input.eventTypeId !== null) {
    const [found] = await tx.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.id, input.eventTypeId))
    if (!found) throw fieldError('eventTypeId', 'trip.unknown_event_type')
  }
  for (const leg of ['first', 'second'] as const) {
    const flight = input.flights[leg]
    if (!flight) continue
    const [found] = await tx.select({ id: airlines.id }).from(airlines).where(eq(airlines.id, flight.airlineId))
    if (!found) throw fieldError(`flights.${leg}.airlineId`, 'trip.unknown_airline')
  }
}

/**
 * Makes the trip's options the input's, in its order: an option with an id is updated in place
 * (orders keep naming it), one without is added, and one left out is deleted, unless an order
 * names it (409 naming the option).
 */
export async function writeOptions(tx: DbOrTx, tripId: number, options: AdminTripInput['options']): Promise<void> {
  const existing = await tx.select({ id: tripOptions.id, name: tripOptions.name }).from(tripOptions).where(eq(tripOptions.tripId, tripId))
  const existingIds = new Set(existing.map((option) => option.id))
  const seen = new Set<number>()
  options.forEach((option, index) => {
    if (option.id === null) return
    if (!existingIds.has(option.id) || seen.has(option.id)) throw fieldError(`options.${index}.id`, 'trip.unknown_option')
    seen.add(option.id)
  })
  const keptIds = options.flatMap((option) => (option.id === null ? [] : [option.id]))
  const removed = existing.filter((option) => !keptIds.includes(option.id))
  if (removed.length > 0) {
    const [ordered] = await tx
      .select({ optionId: orders.optionId })
      .from(orders)
      .where(
        inArray(
          orders.optionId,
          removed.map((option) => option.id),
        ),
      )
      .limit(1)
    const named = removed.find((option) => option.id === ordered?.optionId)
    if (named) throw apiError('trip.option_has_orders', { name: named.name })
    await endLinesOfOptions(
      tx,
      removed.map((option) => option.id),
    )
    try {
      await tx.delete(tripOptions).where(and(eq(tripOptions.tripId, tripId), keptIds.length ? notInArray(tripOptions.id, keptIds) : undefined))
    } catch (error) {
      // An order placed since the check above.
      throw isForeignKeyViolation(error) ? apiError('trip.option_has_orders', { name: removed[0]!.name }) : error
    }
  }
  for (const [position, { id, ...option }] of options.entries()) {
    if (id === null) await tx.insert(tripOptions).values({ tripId, ...option, position })
    else
      await tx
        .update(tripOptions)
        .set({ ...option, position })
        .where(eq(tripOptions.id, id))
  }
}

/** Images and flights hold nothing that orders name: they are replaced whole. */
export async function replaceImagesAndFlights(tx: DbOrTx, tripId: number, input: Pick<AdminTripInput, 'images' | 'flights'>): Promise<void> {
  await tx.delete(tripImages).where(eq(tripImages.tripId, tripId))
  if (input.images.length > 0) await tx.insert(tripImages).values(input.images.map((image, position) => ({ tripId, image, position })))
  await tx.delete(tripFlights).where(eq(tripFlights.tripId, tripId))
  const legs = [input.flights.first, input.flights.second].flatMap((flight, index) => (flight ? [{ tripId, leg: index + 1, ...flight }] : []))
  if (legs.length > 0) await tx.insert(tripFlights).values(legs)
}
