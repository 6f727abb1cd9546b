import type { RoomingGuest, RoomingList, RoomingRoom } from '../../../domain/rooming.ts'
import { travellerDocumentNumber } from '../../../domain/traveller.ts'
import { formatDateBR } from '../../../domain/trip-dates.ts'
import { MARGIN, listPdf, type ListColumn } from '../buyers/list-pdf.ts'

/** A line of the hotel's sheet: a guest, the room's number and kind on its first guest's line only. */
interface RoomingLine {
  room: RoomingRoom
  first: boolean
  guest: RoomingGuest
}

const columns: ListColumn<RoomingLine>[] = [
  { title: 'Quarto', x: MARGIN, width: 40, cell: (line) => (line.first ? String(line.room.number) : '') },
  { title: 'Acomodação', x: 85, width: 110, cell: (line) => (line.first ? `${line.room.optionName} (${line.room.occupancy})` : '') },
  { title: 'Hóspede', x: 200, width: 170, cell: (line) => line.guest.traveller.name || '(nome não informado)' },
  {
    title: 'Documento',
    x: 375,
    width: 95,
    cell: ({ guest: { traveller } }) => (traveller.document ? travellerDocumentNumber(traveller.document) : '—'),
  },
  { title: 'Nascimento', x: 475, width: 55, cell: (line) => (line.guest.traveller.birthDate ? formatDateBR(line.guest.traveller.birthDate) : '—') },
  { title: 'Menor', x: 530, width: 25, cell: (line) => (line.guest.traveller.minor ? 'Sim' : '') },
]

/** The rooming list the hotel receives: every room with its guests, then the rooms per kind. */
export function roomingPdf(list: RoomingList, issuedAt: Date): Promise<Uint8Array> {
  const { trip } = list
  const guests = list.rooms.reduce((sum, room) => sum + room.guests.length, 0)
  const perKind = list.byOption.filter((option) => option.rooms > 0).map((option) => `${option.optionName}: ${option.rooms}`)
  return listPdf(
    {
      title: 'Lista de quartos (rooming list)',
      subject: trip.name,
      details: [`Hotel: ${trip.hotel || 'a confirmar'}`, `Entrada ${formatDateBR(trip.checkIn)} · Saída ${formatDateBR(trip.checkOut)}`],
      columns,
      rows: list.rooms.flatMap((room) => room.guests.map((guest, index) => ({ room, first: index === 0, guest }))),
      closing: (page, y, { regular }, winAnsi) => {
        page.drawText(`Total: ${list.rooms.length} quartos, ${guests} hóspedes`, { x: MARGIN, y, size: 10, font: regular })
        if (perKind.length > 0) page.drawText(winAnsi(perKind.join(' · ')), { x: MARGIN, y: y - 15, size: 9, font: regular })
      },
      closingHeight: 40,
    },
    issuedAt,
  )
}
