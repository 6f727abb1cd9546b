import { createEvents, type Alarm, type DateArray, type EventAttributes } from 'ics'
import { addDays, saoPauloInstant } from '../../domain/order-status.ts'
import { boardingPlaceText, boardingText } from '../road/boarding-texts.ts'
import type { OrderBoarding } from '../road/order-boardings.ts'
import type { CalendarFlight, CalendarOrder } from './calendar-orders.ts'

/*
 * What a phone's calendar shows best (docs/DECISIONS.md): the whole trip as one all-day event
 * (a bar across its days in the month view), and the departure as its own event with the
 * reminders. Trips store dates, a boarding place and, for air trips, flights with their local
 * times: a flight is a timed event (outbound and return), a bus whose travellers chose their
 * boarding points a timed event at the first one's time and place, any other road or cruise
 * departure an all-day event on the check-in day at the boarding place. Texts are pt-BR, the agency's language.
 */

const dateArray = (date: string): DateArray => {
  const [year, month, day] = date.split('-').map(Number)
  return [year!, month!, day!]
}

const reminder = (description: string, trigger: Alarm['trigger']): Alarm => ({ action: 'display', description, trigger })

/** How long a bus's boarding event lasts: the bus leaves then; the trip's bar shows the rest. */
const BOARDING_MINUTES = 30

/** A day and two hours before a flight or a bus (ics writes a day as "-P1DT", which calendars reject: 24 hours). */
const flightAlarms = (title: string) => [reminder(title, { hours: 24, before: true }), reminder(title, { hours: 2, before: true })]

/** An all-day event's triggers count from its midnight: the day before at 09:00, and the day itself at 06:00. */
const departureDayAlarms = (title: string) => [reminder(title, { hours: 15, before: true }), reminder(title, { hours: 6, before: false })]

function flightEvent(order: CalendarOrder, flight: CalendarFlight, base: Omit<EventAttributes, 'start' | 'duration' | 'end'>): EventAttributes {
  const departs = saoPauloInstant(flight.departureDate, flight.departureTime)
  const arrivesSameDay = saoPauloInstant(flight.departureDate, flight.arrivalTime)
  // A flight that lands after midnight lands the next day.
  const arrives = arrivesSameDay > departs ? arrivesSameDay : new Date(arrivesSameDay.getTime() + 86_400_000)
  const title = `Voo ${flight.flightNumber} ${flight.boardingAirport} → ${flight.destination} (${order.itemName})`
  return {
    ...base,
    title,
    location: flight.boardingAirport,
    start: departs.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: arrives.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    alarms: flightAlarms(title),
  }
}

/**
 * A road trip whose travellers chose where to board: the event starts when the bus leaves the
 * first of their points, there (the others are in the description), reminded as a flight is.
 */
function busEvent(boarding: OrderBoarding, base: Omit<EventAttributes, 'start' | 'duration' | 'end'> & { title: string }): EventAttributes {
  return {
    ...base,
    location: boardingPlaceText(boarding),
    start: boarding.at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: BOARDING_MINUTES },
    alarms: flightAlarms(base.title),
  }
}

/** The events of one confirmed trip order; `orderUrl` is its page in the app, `uidDomain` makes the UIDs global. */
export function tripEvents(order: CalendarOrder & { trip: NonNullable<CalendarOrder['trip']> }, orderUrl: string, uidDomain: string): EventAttributes[] {
  const { trip } = order
  const people = `${order.people} ${order.people === 1 ? 'pessoa' : 'pessoas'}`
  const who = order.optionName ? `${order.optionName}, ${people}` : people
  const boardingLines = order.boardings.length > 0 ? order.boardings.map((boarding) => boardingText('pt-BR', boarding)) : [trip.boardingPlace && `Embarque: ${trip.boardingPlace}`]
  const description = [`Pedido ${order.code} (${who})`, ...boardingLines, orderUrl].filter(Boolean).join('\n')
  // The same UID for the same order and event in every download and in the feed: importing again updates, never duplicates.
  const uid = (what: string) => `${order.code}-${what}@${uidDomain}`
  const common = { description, url: orderUrl, status: 'CONFIRMED' as const }
  const [outbound, back] = [order.flights.find((flight) => flight.leg === 1), order.flights.find((flight) => flight.leg === 2)]
  const departureTitle = `Embarque: ${order.itemName}`
  const [firstBoarding] = order.boardings
  return [
    {
      ...common,
      uid: uid('trip'),
      title: order.itemName,
      location: trip.destination,
      start: dateArray(trip.checkIn),
      end: dateArray(addDays(trip.checkOut, 1)),
    },
    outbound
      ? flightEvent(order, outbound, { ...common, uid: uid('departure') })
      : firstBoarding
        ? busEvent(firstBoarding, { ...common, uid: uid('departure'), title: departureTitle })
        : {
            ...common,
            uid: uid('departure'),
            title: departureTitle,
            // No boarding place given: no location, rather than a wrong one.
            ...(trip.boardingPlace && { location: trip.boardingPlace }),
            start: dateArray(trip.checkIn),
            end: dateArray(addDays(trip.checkIn, 1)),
            alarms: departureDayAlarms(departureTitle),
          },
    ...(back ? [flightEvent(order, back, { ...common, uid: uid('return') })] : []),
  ]
}

/** An iCalendar file of these events (an empty calendar when there are none); throws when ics refuses one. */
export function calendarFile(events: EventAttributes[], name: string): string {
  const { error, value } = createEvents(events, { productId: 'roteiro', calName: name })
  if (error || !value) throw error ?? new Error('ics made no calendar')
  return value
}
