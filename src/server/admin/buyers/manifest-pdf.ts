import type { PDFPage } from 'pdf-lib'
import { formatCpf } from '../../../domain/cpf.ts'
import type { ManifestPassenger, PassengerManifest } from '../../../domain/passenger-manifest.ts'
import { formatDateBR } from '../../../domain/trip-dates.ts'
import { A4, MARGIN, listPdf, muted, type Fonts, type ListColumn } from './list-pdf.ts'

const SIGNATURES_HEIGHT = 110

const transportNames = { road: 'Rodoviário', air: 'Aéreo', cruise: 'Marítimo' } as const

/** Columns of the list: the carrier's passenger list names the seat, the person and the document. */
const columns: ListColumn<ManifestPassenger>[] = [
  { title: 'Poltrona', x: MARGIN, width: 45, cell: (passenger) => String(passenger.seat) },
  { title: 'Nome', x: 90, width: 200, cell: (passenger) => passenger.traveller.name || '(nome não informado)' },
  { title: 'Documento', x: 295, width: 60, cell: (passenger) => (passenger.traveller.document ? { cpf: 'CPF', passport: 'Passaporte' }[passenger.traveller.document.kind] : '—') },
  {
    title: 'Número',
    x: 360,
    width: 95,
    cell: ({ traveller: { document } }) => (document ? (document.kind === 'cpf' ? formatCpf(document.number) : document.number) : '(não informado)'),
  },
  { title: 'Nascimento', x: 460, width: 60, cell: (passenger) => (passenger.traveller.birthDate ? formatDateBR(passenger.traveller.birthDate) : '—') },
  { title: 'Menor', x: 525, width: 30, cell: (passenger) => (passenger.traveller.minor ? 'Sim' : '') },
]

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
 * The trip's passenger list as the road carrier hands it in: the agency's header and the trip on
 * every page, one numbered row per traveller, the page count, and signature lines at the end.
 */
export function manifestPdf(manifest: PassengerManifest, issuedAt: Date): Promise<Uint8Array> {
  const { trip } = manifest
  return listPdf(
    {
      title: 'Relação de passageiros',
      subject: trip.name,
      details: [
        `Ida ${formatDateBR(trip.checkIn)} · Volta ${formatDateBR(trip.checkOut)} · Transporte ${transportNames[trip.transport]}`,
        `Embarque: ${trip.boardingPlace || 'a confirmar'}`,
      ],
      columns,
      rows: manifest.passengers,
      closing: (page, y, fonts) => drawSignatures(page, y, fonts, manifest.passengers.length),
      closingHeight: SIGNATURES_HEIGHT,
    },
    issuedAt,
  )
}
