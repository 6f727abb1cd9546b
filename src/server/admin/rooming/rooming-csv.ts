import type { RoomingList } from '../../../domain/rooming.ts'
import type { MailLocale } from '../../mail/templates/locale.ts'
import { toCsv } from '../csv.ts'
import { travellerColumns } from '../buyers/manifest-csv.ts'

const words = {
  'pt-BR': { before: ['Quarto', 'Acomodação', 'Ocupação'], after: ['Pedido', 'Passageiro', 'Comprador'], fileName: (slug: string) => `quartos-${slug}.csv` },
  en: { before: ['Room', 'Option', 'Occupancy'], after: ['Order', 'Traveller', 'Buyer'], fileName: (slug: string) => `rooming-${slug}.csv` },
} as const

/** The rooming list as a CSV file (the manifest's conventions), one row per guest, the room repeated on each so a filter keeps them. */
export function roomingCsv(list: RoomingList, locale: MailLocale): { fileName: string; body: string } {
  const w = words[locale]
  const traveller = travellerColumns(locale)
  const rows = list.rooms.flatMap((room) =>
    room.guests.map((guest) => [
      String(room.number),
      room.optionName,
      String(room.occupancy),
      ...traveller.cells(guest.traveller),
      guest.orderCode,
      String(guest.position),
      guest.buyerName,
    ]),
  )
  const header = [...w.before, ...traveller.header, ...w.after]
  // Slugs are [a-z0-9-] already; kept to that here too, since the name goes into a header.
  return { fileName: w.fileName(list.trip.slug.replace(/[^a-z0-9-]/g, '')), body: toCsv([header, ...rows]) }
}
