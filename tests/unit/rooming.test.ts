import { expect, test } from 'vitest'
import { groupRooms, moveGuest, type RoomPlan } from '../../src/domain/rooming.ts'

const [single, double, triple] = [
  { id: 1, people: 1 },
  { id: 2, people: 2 },
  { id: 3, people: 3 },
]
const options = [single, double, triple]
const guests = (orderId: number, ...positions: number[]) => positions.map((position) => ({ orderId, position }))
const occupancyOf = (optionId: number) => options.find((option) => option.id === optionId)!.people

test('each order fills rooms of its option, its people together as far as a room holds them; rooms follow the options’ order', () => {
  const rooms = groupRooms(
    options,
    [
      { orderId: 10, optionId: double.id, people: 3 },
      { orderId: 11, optionId: single.id, people: 2 },
      { orderId: 12, optionId: triple.id, people: 3 },
      { orderId: 13, optionId: double.id, people: 2 },
    ],
    [],
  )

  expect(rooms).toEqual([
    { optionId: single.id, guests: guests(11, 0) },
    { optionId: single.id, guests: guests(11, 1) },
    { optionId: double.id, guests: guests(10, 0, 1) },
    // The third of the family gets a double of their own: the list never pairs strangers.
    { optionId: double.id, guests: guests(10, 2) },
    { optionId: double.id, guests: guests(13, 0, 1) },
    { optionId: triple.id, guests: guests(12, 0, 1, 2) },
  ])
})

test('stored rooms are kept as regrouped; orders no longer paid leave them, emptied rooms go, travellers paid since get rooms of their own', () => {
  const stored: RoomPlan[] = [
    { optionId: double.id, guests: [...guests(10, 2), ...guests(14, 0)] },
    { optionId: double.id, guests: guests(15, 0, 1) },
    { optionId: double.id, guests: guests(10, 0, 1) },
  ]
  const rooms = groupRooms(
    options,
    [
      { orderId: 10, optionId: double.id, people: 3 },
      { orderId: 14, optionId: double.id, people: 1 },
      // Order 15 was refunded: not among the paid orders. Order 16 was paid after the regrouping.
      { orderId: 16, optionId: double.id, people: 2 },
    ],
    stored,
  )

  expect(rooms).toEqual([
    { optionId: double.id, guests: [...guests(10, 2), ...guests(14, 0)] },
    { optionId: double.id, guests: guests(10, 0, 1) },
    { optionId: double.id, guests: guests(16, 0, 1) },
  ])
})

test('a traveller moves into another’s room while it has a bed, or into a new room; the room left empty goes', () => {
  const rooms: RoomPlan[] = [
    { optionId: double.id, guests: guests(10, 0, 1) },
    { optionId: double.id, guests: guests(11, 0) },
    { optionId: double.id, guests: guests(12, 0) },
  ]

  expect(moveGuest(rooms, { orderId: 12, position: 0 }, { guest: { orderId: 11, position: 0 } }, occupancyOf)).toEqual([
    { optionId: double.id, guests: guests(10, 0, 1) },
    { optionId: double.id, guests: [...guests(11, 0), ...guests(12, 0)] },
  ])
  expect(moveGuest(rooms, { orderId: 11, position: 0 }, { guest: { orderId: 10, position: 1 } }, occupancyOf)).toEqual({ refused: 'room_full', occupancy: 2 })
  expect(moveGuest(rooms, { orderId: 10, position: 1 }, { optionId: single.id }, occupancyOf)).toEqual([
    { optionId: double.id, guests: guests(10, 0) },
    { optionId: double.id, guests: guests(11, 0) },
    { optionId: double.id, guests: guests(12, 0) },
    { optionId: single.id, guests: guests(10, 1) },
  ])
  expect(moveGuest(rooms, { orderId: 10, position: 0 }, { guest: { orderId: 10, position: 1 } }, occupancyOf)).toBe(rooms)
  expect(moveGuest(rooms, { orderId: 99, position: 0 }, { optionId: single.id }, occupancyOf)).toEqual({ refused: 'unknown_traveller' })
  expect(moveGuest(rooms, { orderId: 10, position: 0 }, { guest: { orderId: 99, position: 0 } }, occupancyOf)).toEqual({ refused: 'unknown_target' })
})
