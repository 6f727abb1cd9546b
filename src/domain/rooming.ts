import * as v from 'valibot'
import type { Traveller } from './traveller.ts'

/*
 * A hotel package's rooming list (issue 28, docs/ADMIN.md "Rooming list"): the travellers of its
 * paid orders grouped into rooms of their option, the option's people being the room's occupancy
 * (1 single, 2 double, 3 triple…). The grouping and the admin's moves are pure: the server reads
 * and stores, these decide.
 */

/** A traveller as a room holds it: the order and the traveller's place in it (0-based). */
export interface GuestKey {
  orderId: number
  position: number
}

/** A room of the list: its option and its guests, in the order they were put in it. */
export interface RoomPlan {
  optionId: number
  guests: GuestKey[]
}

/** A paid order as the grouping needs it, in the list's order. */
export interface RoomingOrder {
  orderId: number
  optionId: number
  people: number
}

export const sameGuest = (a: GuestKey, b: GuestKey) => a.orderId === b.orderId && a.position === b.position

/**
 * The rooms of the paid orders: the stored rooms first (an admin's regrouping, kept), without the
 * travellers of orders no longer paid and without rooms left empty; then each order's travellers
 * not in a room, in rooms of their own option, the order's people together as far as a room
 * holds them (a couple in a double, a family of 3 in a double and a half-empty one: the admin
 * pairs strangers, never the list). Rooms follow the options' order; within an option, as made.
 */
export function groupRooms(options: { id: number; people: number }[], orders: RoomingOrder[], stored: RoomPlan[]): RoomPlan[] {
  const live = (guest: GuestKey) => orders.some((order) => order.orderId === guest.orderId && guest.position < order.people)
  const rooms = stored.map((room) => ({ optionId: room.optionId, guests: room.guests.filter(live) })).filter((room) => room.guests.length > 0)
  const placed = (guest: GuestKey) => rooms.some((room) => room.guests.some((other) => sameGuest(other, guest)))
  for (const order of orders) {
    const occupancy = Math.max(1, options.find((option) => option.id === order.optionId)?.people ?? 1)
    const waiting = Array.from({ length: order.people }, (_, position) => ({ orderId: order.orderId, position })).filter((guest) => !placed(guest))
    for (let start = 0; start < waiting.length; start += occupancy) rooms.push({ optionId: order.optionId, guests: waiting.slice(start, start + occupancy) })
  }
  const rank = (optionId: number) => {
    const index = options.findIndex((option) => option.id === optionId)
    return index === -1 ? options.length : index
  }
  // Array.prototype.sort is stable: within an option the rooms keep the order they were made in.
  return rooms.sort((a, b) => rank(a.optionId) - rank(b.optionId))
}

/** Where a moved traveller goes: the room of another traveller, or a new room of an option. */
export type MoveTarget = { guest: GuestKey } | { optionId: number }

export type MoveRefusal = { refused: 'unknown_traveller' | 'unknown_target' } | { refused: 'room_full'; occupancy: number }

/**
 * The rooms after moving `guest` to `target` (the room it left dropped if empty), or why not: a
 * traveller not in the list, a target traveller not in it, a room already at its occupancy.
 * Moving a traveller to their own room changes nothing.
 */
export function moveGuest(rooms: RoomPlan[], guest: GuestKey, target: MoveTarget, occupancyOf: (optionId: number) => number): RoomPlan[] | MoveRefusal {
  const from = rooms.findIndex((room) => room.guests.some((other) => sameGuest(other, guest)))
  if (from === -1) return { refused: 'unknown_traveller' }
  const to = 'guest' in target ? rooms.findIndex((room) => room.guests.some((other) => sameGuest(other, target.guest))) : rooms.length
  if (to === -1) return { refused: 'unknown_target' }
  if (to === from) return rooms
  const destination = 'guest' in target ? rooms[to]! : { optionId: target.optionId, guests: [] }
  const occupancy = occupancyOf(destination.optionId)
  if (destination.guests.length >= occupancy) return { refused: 'room_full', occupancy }
  const moved = rooms.map((room, index) => (index === from ? { ...room, guests: room.guests.filter((other) => !sameGuest(other, guest)) } : room))
  if (to < rooms.length) moved[to] = { ...destination, guests: [...destination.guests, guest] }
  else moved.push({ ...destination, guests: [guest] })
  return moved.filter((room) => room.guests.length > 0)
}

export const roomingMessages = {
  unknownTraveller: 'No traveller of a paid order of this trip has this order and number',
  roomFull: (occupancy: number) => `This room is full: it sleeps ${occupancy}`,
} as const

const orderCode = v.pipe(v.string(roomingMessages.unknownTraveller), v.trim(), v.toUpperCase(), v.maxLength(20, roomingMessages.unknownTraveller))
const travellerRef = v.object({
  orderCode,
  /** 1-based, as the passenger list numbers an order's travellers. */
  position: v.pipe(
    v.number(roomingMessages.unknownTraveller),
    v.integer(roomingMessages.unknownTraveller),
    v.minValue(1, roomingMessages.unknownTraveller),
    v.maxValue(10, roomingMessages.unknownTraveller),
  ),
})

/** POST /api/admin/trips/{id}/rooming/moves: a traveller into another traveller's room, or into a new room of an option. */
export const roomMoveSchema = v.object({
  traveller: travellerRef,
  to: v.union(
    [v.object({ traveller: travellerRef }), v.object({ optionId: v.pipe(v.number(roomingMessages.unknownTraveller), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)) })],
    roomingMessages.unknownTraveller,
  ),
})
export type RoomMove = v.InferOutput<typeof roomMoveSchema>

export const roomingFormats = ['json', 'csv', 'pdf'] as const
export const roomingQuery = v.object({ format: v.optional(v.picklist(roomingFormats, 'format must be csv or pdf'), 'json') })

/** A guest as the list shows them. */
export interface RoomingGuest {
  orderCode: string
  /** 1-based place in the order. */
  position: number
  buyerName: string
  traveller: Traveller
}

export interface RoomingRoom {
  /** 1… in the list's order: the hotel's sheet numbers its lines, the hotel gives the room numbers. */
  number: number
  optionId: number
  optionName: string
  occupancy: number
  guests: RoomingGuest[]
}

/** GET /api/admin/trips/{id}/rooming. */
export interface RoomingList {
  trip: { id: number; name: string; slug: string; hotel: string; checkIn: string; checkOut: string }
  rooms: RoomingRoom[]
  /** Rooms and guests per option, in the options' order (options without a sale too). */
  byOption: { optionId: number; optionName: string; occupancy: number; rooms: number; guests: number }[]
}
