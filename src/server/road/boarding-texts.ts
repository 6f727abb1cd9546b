import { saoPauloTime } from '../../domain/order-status.ts'
import type { MailLocale } from '../mail/templates/locale.ts'
import type { OrderBoarding } from './order-boardings.ts'

/* An order's boarding as the calendar and the reminders say it, on São Paulo's clock, where the bus leaves. */

const seatWords = {
  'pt-BR': { one: 'Poltrona', many: 'Poltronas', boarding: (time: string, where: string) => `Embarque às ${time} em ${where}` },
  en: { one: 'Seat', many: 'Seats', boarding: (time: string, where: string) => `Boarding at ${time} in ${where}` },
} as const

/** "Poltronas 14, 15 (Ônibus 1)": the seats of one point, by vehicle. */
function seatsText(locale: MailLocale, seats: OrderBoarding['seats']): string {
  const byVehicle = new Map<string, OrderBoarding['seats']>()
  for (const seat of seats) byVehicle.set(seat.vehicleName, [...(byVehicle.get(seat.vehicleName) ?? []), seat])
  return [...byVehicle]
    .map(([vehicle, inIt]) => `${inIt.length === 1 ? seatWords[locale].one : seatWords[locale].many} ${inIt.map((seat) => seat.number).join(', ')} (${vehicle})`)
    .join('; ')
}

/** "Campinas — Shopping Iguatemi, portão 3". */
export const boardingPlaceText = (boarding: Pick<OrderBoarding, 'city' | 'place'>) => `${boarding.city} — ${boarding.place}`

/** "Embarque às 06:10 em Campinas — Shopping Iguatemi · Poltronas 14, 15 (Ônibus 1)". */
export function boardingText(locale: MailLocale, boarding: OrderBoarding): string {
  const line = seatWords[locale].boarding(saoPauloTime(boarding.at), boardingPlaceText(boarding))
  return boarding.seats.length > 0 ? `${line} · ${seatsText(locale, boarding.seats)}` : line
}
