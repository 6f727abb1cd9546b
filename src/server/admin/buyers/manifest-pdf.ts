import type { PDFPage } from 'pdf-lib'
import { saoPauloDate, saoPauloTime } from '../../../domain/order-status.ts'
import type { ManifestPassenger, ManifestTrip } from '../../../domain/passenger-manifest.ts'
import type { BoardingPoint } from '../../../domain/road.ts'
import { travellerDocumentNumber, type Traveller } from '../../../domain/traveller.ts'
import { formatDateBR } from '../../../domain/trip-dates.ts'
import { A4, MARGIN, listPdf, muted, type Fonts, type ListColumn } from './list-pdf.ts'

const SIGNATURES_HEIGHT = 110

const transportNames = { road: 'Rodoviário', air: 'Aéreo', cruise: 'Marítimo' } as const

/** What the PDF draws: the trip's list, or one vehicle's (its name under the title, its boarding points in the header and a boarding column). */
export interface PdfPassengerList {
  trip: ManifestTrip
  vehicle?: { name: string; boardingPoints: BoardingPoint[] }
  passengers: ManifestPassenger[]
}

type Column = ListColumn<ManifestPassenger>

const documentName = (passenger: ManifestPassenger) => (passenger.traveller.document ? { cpf: 'CPF', passport: 'Passaporte', rg: 'RG' }[passenger.traveller.document.kind] : '—')
/** A traveller's document number as the printed lists write it (the boarding report's too): an RG with its state. */
export const documentNumberText = (document: Traveller['document']) => (document ? travellerDocumentNumber(document) : '(não informado)')
const documentNumber = ({ traveller }: ManifestPassenger) => documentNumberText(traveller.document)
const birthDate = (passenger: ManifestPassenger) => (passenger.traveller.birthDate ? formatDateBR(passenger.traveller.birthDate) : '—')
const name = (passenger: ManifestPassenger) => passenger.traveller.name || '(nome não informado)'
const minor = (passenger: ManifestPassenger) => (passenger.traveller.minor ? 'Sim' : '')
/** "05:00" on São Paulo's clock, where the bus leaves. */
const boardingTime = (point: { at: string }) => saoPauloTime(new Date(point.at))

/** Columns of the list: the carrier's passenger list names the seat, the person and the document. */
const tripColumns: Column[] = [
  { title: 'Poltrona', x: MARGIN, width: 45, cell: (passenger) => String(passenger.seat) },
  { title: 'Nome', x: 90, width: 200, cell: name },
  { title: 'Documento', x: 295, width: 60, cell: documentName },
  { title: 'Número', x: 360, width: 95, cell: documentNumber },
  { title: 'Nascimento', x: 460, width: 60, cell: birthDate },
  { title: 'Menor', x: 525, width: 30, cell: minor },
]

/** A vehicle's: the seat is the traveller's own, and each row says where (city) and when they board. */
const vehicleColumns: Column[] = [
  { title: 'Poltrona', x: MARGIN, width: 45, cell: (passenger) => String(passenger.seat) },
  { title: 'Nome', x: 90, width: 165, cell: name },
  { title: 'Documento', x: 260, width: 55, cell: documentName },
  { title: 'Número', x: 318, width: 85, cell: documentNumber },
  { title: 'Nascimento', x: 406, width: 52, cell: birthDate },
  { title: 'Menor', x: 460, width: 28, cell: minor },
  { title: 'Embarque', x: 490, width: 65, cell: ({ boardingPoint }) => (boardingPoint ? `${boardingPoint.city} ${boardingTime(boardingPoint)}` : '—') },
]

/** Where the bus picks up: a vehicle's list names each of its points, the trip's list its boarding place. */
function boardingLines({ trip, vehicle }: PdfPassengerList): string[] {
  if (vehicle && vehicle.boardingPoints.length > 0)
    return vehicle.boardingPoints.map((point) => `Embarque: ${point.city} — ${point.place}, ${formatDateBR(saoPauloDate(new Date(point.at)))} ${boardingTime(point)}`)
  return [`Embarque: ${trip.boardingPlace || 'a confirmar'}`]
}

function drawSignatures(page: PDFPage, y: number, { regular }: Fonts, total: number) {
  page.drawText(`Total de passageiros: ${total}`, { x: MARGIN, y, size: 10, font: regular })
  const lineY = y - 60
  for (const [x, label] of [
    [MARGIN, 'Responsável pela agência'],
    [A4[0] / 2 + 10, 'Motorista / transportadora'],
  ] as const) {
    page.drawLine({ start: { x, y: lineY }, end: { x: x + 230, y: lineY }, thickness: 0.6 })
    page.drawText(label, { x, y: lineY - 12, size: 9, font: regular, color: muted })
  }
}

/**
 * The trip's passenger list as the road carrier hands it in (or one vehicle's, the ANTT list):
 * the agency's header and the trip on every page, one row per traveller, the page count, and
 * signature lines at the end.
 */
export function manifestPdf(manifest: PdfPassengerList, issuedAt: Date): Promise<Uint8Array> {
  const { trip, vehicle } = manifest
  return listPdf(
    {
      title: vehicle ? `Relação de passageiros · ${vehicle.name}` : 'Relação de passageiros',
      subject: trip.name,
      details: [`Ida ${formatDateBR(trip.checkIn)} · Volta ${formatDateBR(trip.checkOut)} · Transporte ${transportNames[trip.transport]}`, ...boardingLines(manifest)],
      columns: vehicle ? vehicleColumns : tripColumns,
      rows: manifest.passengers,
      closing: (page, y, fonts) => drawSignatures(page, y, fonts, manifest.passengers.length),
      closingHeight: SIGNATURES_HEIGHT,
    },
    issuedAt,
  )
}
