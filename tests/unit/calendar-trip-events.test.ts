import { expect, test } from 'vitest'
import type { CalendarOrder } from '../../src/server/calendar/calendar-orders.ts'
import { tripEvents } from '../../src/server/calendar/trip-events.ts'

const order = (flights: CalendarOrder['flights'], boardings: CalendarOrder['boardings'] = []) => ({
  code: 'ABCD-EFGH',
  status: 'paid' as const,
  itemName: 'Réveillon em Salvador',
  optionName: 'Quarto duplo',
  people: 2,
  trip: { checkIn: '2030-12-30', checkOut: '2031-01-02', destination: 'Salvador – BA', boardingPlace: '' },
  flights,
  boardings,
})

const flight = (leg: number, departureDate: string, departureTime: string, arrivalTime: string) => ({
  leg,
  flightNumber: `LA${leg}`,
  boardingAirport: leg === 1 ? 'GRU' : 'SSA',
  destination: leg === 1 ? 'SSA' : 'GRU',
  departureDate,
  departureTime,
  arrivalTime,
})

test('a flight that lands after midnight ends the next day; the trip spans the year change', () => {
  const [trip, outbound] = tripEvents(order([flight(1, '2030-12-30', '22:30', '01:10')]), 'https://roteiro.example/user/myAcquired?order=ABCD-EFGH', 'roteiro.example')

  expect(trip).toMatchObject({ start: [2030, 12, 30], end: [2031, 1, 3], location: 'Salvador – BA' })
  expect(new Date(outbound!.start as number).toISOString()).toBe('2030-12-31T01:30:00.000Z')
  expect(new Date((outbound as { end: number }).end).toISOString()).toBe('2030-12-31T04:10:00.000Z')
})

test('without a boarding place the departure has no location, and the description says who travels', () => {
  const [, departure] = tripEvents(order([]), 'https://roteiro.example/o', 'roteiro.example')

  expect(departure).toMatchObject({ uid: 'ABCD-EFGH-departure@roteiro.example', start: [2030, 12, 30], end: [2030, 12, 31] })
  expect(departure).not.toHaveProperty('location')
  expect(departure!.description).toBe('Pedido ABCD-EFGH (Quarto duplo, 2 pessoas)\nhttps://roteiro.example/o')
})

test('a bus whose travellers chose their points starts at the first point’s time, there; each point’s time and seats are in the description', () => {
  const boardings = [
    { city: 'Campinas', place: 'Shopping Iguatemi, portão 3', at: new Date('2030-12-30T09:10:00Z'), travellers: 1, seats: [{ vehicleName: 'Ônibus 1', number: 14 }] },
    { city: 'Limeira', place: 'Posto Graal', at: new Date('2030-12-30T09:50:00Z'), travellers: 1, seats: [] },
  ]
  const [, departure] = tripEvents(order([], boardings), 'https://roteiro.example/o', 'roteiro.example')

  expect(departure).toMatchObject({ uid: 'ABCD-EFGH-departure@roteiro.example', location: 'Campinas — Shopping Iguatemi, portão 3', duration: { minutes: 30 } })
  expect(new Date(departure!.start as number).toISOString()).toBe('2030-12-30T09:10:00.000Z')
  expect(departure!.alarms).toHaveLength(2)
  expect(departure!.description).toBe(
    'Pedido ABCD-EFGH (Quarto duplo, 2 pessoas)\nEmbarque às 06:10 em Campinas — Shopping Iguatemi, portão 3 · Poltrona 14 (Ônibus 1)\nEmbarque às 06:50 em Limeira — Posto Graal\nhttps://roteiro.example/o',
  )
})
