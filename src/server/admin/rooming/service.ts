import { asc, eq } from 'drizzle-orm'
import { groupRooms, moveGuest, sameGuest, type GuestKey, type MoveTarget, type RoomMove, type RoomPlan, type RoomingList } from '../../../domain/rooming.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { roomGuests, tripOptions, tripRooms, trips } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { fieldError } from '../../http/validation.ts'
import { recordAudit } from '../audit.ts'
import { allTripBuyers, type TripManifestBuyer } from '../buyers/service.ts'

/* A hotel package's rooming list (docs/ADMIN.md "Rooming list"): read from the paid orders and the admin's stored regrouping. */

interface Rooming {
  trip: RoomingList['trip']
  options: { id: number; name: string; people: number }[]
  buyers: TripManifestBuyer[]
  rooms: RoomPlan[]
}

async function storedRooms(db: DbOrTx, tripId: number): Promise<RoomPlan[]> {
  const rows = await db
    .select({ roomId: tripRooms.id, optionId: tripRooms.optionId, orderId: roomGuests.orderId, position: roomGuests.position })
    .from(tripRooms)
    .innerJoin(roomGuests, eq(roomGuests.roomId, tripRooms.id))
    .where(eq(tripRooms.tripId, tripId))
    .orderBy(asc(tripRooms.position), asc(roomGuests.orderId), asc(roomGuests.position))
  const rooms = new Map<number, RoomPlan>()
  for (const { roomId, optionId, orderId, position } of rows) {
    const room = rooms.get(roomId) ?? { optionId, guests: [] }
    room.guests.push({ orderId, position })
    rooms.set(roomId, room)
  }
  return [...rooms.values()]
}

/** The trip's rooms now: the stored ones and the travellers paid since in rooms of their own; 404 for an unknown trip. */
async function roomingOf(db: DbOrTx, tripId: number): Promise<Rooming> {
  const { buyers } = await allTripBuyers(db, tripId)
  const [trip] = await db
    .select({ id: trips.id, name: trips.name, slug: trips.slug, hotel: trips.hotel, checkIn: trips.checkIn, checkOut: trips.checkOut })
    .from(trips)
    .where(eq(trips.id, tripId))
  const options = await db
    .select({ id: tripOptions.id, name: tripOptions.name, people: tripOptions.people })
    .from(tripOptions)
    .where(eq(tripOptions.tripId, tripId))
    .orderBy(asc(tripOptions.position), asc(tripOptions.id))
  // A trip order always has its option (orders reference it; an option with orders is not removed).
  const sold = buyers.flatMap((buyer) => (buyer.optionId === null ? [] : [{ orderId: buyer.orderId, optionId: buyer.optionId, people: buyer.people }]))
  return { trip: trip!, options, buyers, rooms: groupRooms(options, sold, await storedRooms(db, tripId)) }
}

const optionNameOf = ({ options }: Pick<Rooming, 'options'>, id: number) => options.find((option) => option.id === id)?.name ?? ''

function toList({ trip, options, buyers, rooms }: Rooming): RoomingList {
  const optionOf = (id: number) => options.find((option) => option.id === id)
  return {
    trip,
    rooms: rooms.map((room, index) => ({
      number: index + 1,
      optionId: room.optionId,
      optionName: optionNameOf({ options }, room.optionId),
      occupancy: optionOf(room.optionId)?.people ?? 1,
      guests: room.guests.map(({ orderId, position }) => {
        const buyer = buyers.find((candidate) => candidate.orderId === orderId)!
        return { orderCode: buyer.code, position: position + 1, buyerName: buyer.payer.name, traveller: buyer.travellers[position]! }
      }),
    })),
    byOption: options.map((option) => {
      const its = rooms.filter((room) => room.optionId === option.id)
      return { optionId: option.id, optionName: option.name, occupancy: option.people, rooms: its.length, guests: its.reduce((sum, room) => sum + room.guests.length, 0) }
    }),
  }
}

/** GET /api/admin/trips/{id}/rooming. */
export const roomingListOf = async (db: DbOrTx, tripId: number): Promise<RoomingList> => toList(await roomingOf(db, tripId))

/** The traveller of a paid order of the trip named by its code and 1-based place, or a 400 on `field`. */
function guestOf(buyers: TripManifestBuyer[], ref: { orderCode: string; position: number }, field: string): GuestKey {
  const buyer = buyers.find((candidate) => candidate.code === ref.orderCode)
  if (!buyer || ref.position > buyer.people) throw fieldError(field, 'rooming.unknown_traveller')
  return { orderId: buyer.orderId, position: ref.position - 1 }
}

function targetOf(rooming: Rooming, to: RoomMove['to']): MoveTarget {
  if ('traveller' in to) return { guest: guestOf(rooming.buyers, to.traveller, 'to.traveller') }
  if (!rooming.options.some((option) => option.id === to.optionId)) throw fieldError('to.optionId', 'trip.unknown_option')
  return { optionId: to.optionId }
}

/**
 * POST /api/admin/trips/{id}/rooming/moves: a traveller into another's room or a new room of an
 * option, under the trip's row lock (two admins' moves never interleave); the whole list is then
 * stored, so later sales are added to it and never reshuffle it.
 */
export async function moveInRooming(db: Db, actorId: number, tripId: number, move: RoomMove, now: Date): Promise<RoomingList> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for('update')
    if (!locked) throw apiError('order.trip_not_found')
    const rooming = await roomingOf(tx, tripId)
    const guest = guestOf(rooming.buyers, move.traveller, 'traveller')
    const occupancyOf = (optionId: number) => rooming.options.find((option) => option.id === optionId)?.people ?? 1
    const moved = moveGuest(rooming.rooms, guest, targetOf(rooming, move.to), occupancyOf)
    if ('refused' in moved) {
      if (moved.refused === 'room_full') throw apiError('rooming.room_full', { occupancy: moved.occupancy })
      // Every traveller of a paid order is in a room (groupRooms), and both were found above.
      throw new Error(`rooming move refused: ${moved.refused}`)
    }
    // The audit line: the traveller's room before and after, as its option and roommates (order code/number, never names).
    const who = `rooming ${move.traveller.orderCode}/${move.traveller.position}`
    const roomOf = (rooms: RoomPlan[]) => {
      const room = rooms.find((each) => each.guests.some((other) => sameGuest(other, guest)))!
      const code = (orderId: number) => rooming.buyers.find((buyer) => buyer.orderId === orderId)!.code
      return {
        option: optionNameOf(rooming, room.optionId),
        with: room.guests.filter((other) => !sameGuest(other, guest)).map((other) => `${code(other.orderId)}/${other.position + 1}`),
      }
    }
    await recordAudit(tx, { actorId, entity: 'trip', entityId: tripId, action: 'rooming_move', before: { [who]: roomOf(rooming.rooms) }, after: { [who]: roomOf(moved) } }, now)
    await tx.delete(tripRooms).where(eq(tripRooms.tripId, tripId))
    for (const [position, room] of moved.entries()) {
      const [row] = await tx.insert(tripRooms).values({ tripId, optionId: room.optionId, position }).returning({ id: tripRooms.id })
      await tx.insert(roomGuests).values(room.guests.map((each) => ({ ...each, roomId: row!.id })))
    }
    return roomingListOf(tx, tripId)
  })
}
