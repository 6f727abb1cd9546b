import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { agencyDetails } from '../../../domain/agency-details.ts'
import { formatCpf } from '../../../domain/cpf.ts'
import { saoPauloDate, saoPauloTime } from '../../../domain/order-status.ts'
import type { ManifestPassenger, ManifestTrip } from '../../../domain/passenger-manifest.ts'
import type { BoardingPoint } from '../../../domain/road.ts'
import { formatDateBR } from '../../../domain/trip-dates.ts'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 40
const ROW = 16
const SIGNATURES_HEIGHT = 110
const muted = rgb(0.35, 0.35, 0.35)

const transportNames = { road: 'Rodoviário', air: 'Aéreo', cruise: 'Marítimo' } as const

/** A row of the list: a traveller, and on a vehicle's list where they board. */
type ListPassenger = ManifestPassenger & { boardingPoint?: BoardingPoint | null }

/** What the PDF draws: the trip's list, or one vehicle's (its name under the title, its boarding points in the header and a boarding column). */
export interface PdfPassengerList {
  trip: ManifestTrip
  vehicle?: { name: string; boardingPoints: BoardingPoint[] }
  passengers: ListPassenger[]
}

interface Column {
  title: string
  x: number
  width: number
  cell: (passenger: ListPassenger) => string
}

const documentName = (passenger: ListPassenger) => (passenger.traveller.document ? { cpf: 'CPF', passport: 'Passaporte' }[passenger.traveller.document.kind] : '—')
const documentNumber = ({ traveller: { document } }: ListPassenger) => (document ? (document.kind === 'cpf' ? formatCpf(document.number) : document.number) : '(não informado)')
const birthDate = (passenger: ListPassenger) => (passenger.traveller.birthDate ? formatDateBR(passenger.traveller.birthDate) : '—')
const name = (passenger: ListPassenger) => passenger.traveller.name || '(nome não informado)'
const minor = (passenger: ListPassenger) => (passenger.traveller.minor ? 'Sim' : '')
/** "05:00" on São Paulo's clock, where the bus leaves. */
const boardingTime = (point: BoardingPoint) => saoPauloTime(new Date(point.at))

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

const columnsOf = (list: PdfPassengerList) => (list.vehicle ? vehicleColumns : tripColumns)

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

/**
 * The standard fonts write WinAnsi (Latin-1 and a few more: "São", "Conceição" as they are); a
 * character beyond it loses its accent, or becomes "?", instead of failing the whole list.
 */
function winAnsiOf(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet())
  const fits = (char: string) => known.has(char.codePointAt(0)!)
  return (text) =>
    [...text]
      .map((char) => {
        if (fits(char)) return char
        const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
        return [...bare].every(fits) ? bare : '?'
      })
      .join('')
}

/** Cuts a cell to its column's width, with an ellipsis. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text
  let cut = text
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

/** The agency and the trip, at the top of every page; answers where the list starts. */
function drawHeader(page: PDFPage, manifest: PdfPassengerList, { regular, bold }: Fonts, winAnsi: (text: string) => string): number {
  const { trip, vehicle } = manifest
  let y = A4[1] - MARGIN - 12
  const write = (value: string, size: number, font = regular, color = rgb(0, 0, 0)) => {
    page.drawText(winAnsi(value), { x: MARGIN, y, size, font, color })
    y -= size + 5
  }
  write(agencyDetails.legalName, 13, bold)
  write(`CNPJ ${agencyDetails.cnpj} · Cadastur ${agencyDetails.cadastur}`, 9, regular, muted)
  write(`${agencyDetails.street}, ${agencyDetails.district}, ${agencyDetails.city}, CEP ${agencyDetails.zip} · Tel. ${agencyDetails.phone}`, 9, regular, muted)
  y -= 8
  write(vehicle ? `Relação de passageiros · ${vehicle.name}` : 'Relação de passageiros', 15, bold)
  write(trip.name, 11, bold)
  write(`Ida ${formatDateBR(trip.checkIn)} · Volta ${formatDateBR(trip.checkOut)} · Transporte ${transportNames[trip.transport]}`, 9)
  if (vehicle && vehicle.boardingPoints.length > 0)
    for (const point of vehicle.boardingPoints) write(`Embarque: ${point.city} — ${point.place}, ${formatDateBR(saoPauloDate(new Date(point.at)))} ${boardingTime(point)}`, 9)
  else write(`Embarque: ${trip.boardingPlace || 'a confirmar'}`, 9)
  y -= 6
  for (const column of columnsOf(manifest)) page.drawText(column.title, { x: column.x, y, size: 9, font: bold })
  page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: A4[0] - MARGIN, y: y - 4 }, thickness: 0.8 })
  return y - ROW
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
 * The trip's passenger list as the road carrier hands it in: the agency's header and the trip on
 * every page, one numbered row per traveller, the page count, and signature lines at the end. In
 * Portuguese, whatever the admin's language: it is a document for the carrier and the inspection.
 */
export async function manifestPdf(manifest: PdfPassengerList, issuedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Relação de passageiros: ${manifest.trip.name}${manifest.vehicle ? `, ${manifest.vehicle.name}` : ''}`)
  pdf.setCreator('Roteiro')
  pdf.setCreationDate(issuedAt)
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) }
  const winAnsi = winAnsiOf(fonts.regular)
  let page = pdf.addPage(A4)
  let y = drawHeader(page, manifest, fonts, winAnsi)
  const newPage = () => {
    page = pdf.addPage(A4)
    y = drawHeader(page, manifest, fonts, winAnsi)
  }
  for (const passenger of manifest.passengers) {
    if (y < MARGIN + ROW) newPage()
    for (const column of columnsOf(manifest)) {
      const cell = column.cell(passenger)
      if (cell === '') continue
      page.drawText(fitted(winAnsi(cell), fonts.regular, 9, column.width), { x: column.x, y, size: 9, font: fonts.regular })
    }
    y -= ROW
  }
  if (y < MARGIN + SIGNATURES_HEIGHT) newPage()
  drawSignatures(page, y - 10, fonts, manifest.passengers.length)
  const pages = pdf.getPages()
  const issued = `${formatDateBR(saoPauloDate(issuedAt))} ${saoPauloTime(issuedAt)}`
  pages.forEach((each, index) =>
    each.drawText(`Emitido em ${issued} · Página ${index + 1} de ${pages.length}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: fonts.regular,
      color: muted,
    }),
  )
  return pdf.save()
}
