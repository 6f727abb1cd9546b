import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { agencyDetails } from '../../../domain/agency-details.ts'
import { saoPauloDate, saoPauloTime } from '../../../domain/order-status.ts'
import { formatDateBR } from '../../../domain/trip-dates.ts'

/*
 * A trip's printable list (the carrier's passenger list, the hotel's rooming list): A4 portrait,
 * the agency's header and the list's title and trip on every page, one row per line, what closes
 * the list, and "Emitido em … · Página n de N" on each page. In Portuguese, whatever the admin's
 * language: these are documents for the carrier, the hotel and the road inspection.
 */

export const A4: [number, number] = [595.28, 841.89]
export const MARGIN = 40
const ROW = 16
export const muted = rgb(0.35, 0.35, 0.35)

export interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

export interface ListColumn<Row> {
  title: string
  x: number
  width: number
  cell: (row: Row) => string
}

export interface ListDocument<Row> {
  /** "Relação de passageiros". */
  title: string
  /** The trip's name, under the title. */
  subject: string
  /** Lines about the trip under its name (dates, transport, boarding, hotel). */
  details: string[]
  columns: ListColumn<Row>[]
  rows: Row[]
  /** Draws what ends the list (the total, signatures) from `y` down, within `closingHeight`; `winAnsi` makes a text printable. */
  closing: (page: PDFPage, y: number, fonts: Fonts, winAnsi: (text: string) => string) => void
  closingHeight: number
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

/** The agency, the list's title and the trip, at the top of every page; answers where the rows start. */
function drawHeader<Row>(page: PDFPage, list: ListDocument<Row>, { regular, bold }: Fonts, winAnsi: (text: string) => string): number {
  let y = A4[1] - MARGIN - 12
  const write = (value: string, size: number, font = regular, color = rgb(0, 0, 0)) => {
    page.drawText(winAnsi(value), { x: MARGIN, y, size, font, color })
    y -= size + 5
  }
  write(agencyDetails.legalName, 13, bold)
  write(`CNPJ ${agencyDetails.cnpj} · Cadastur ${agencyDetails.cadastur}`, 9, regular, muted)
  write(`${agencyDetails.street}, ${agencyDetails.district}, ${agencyDetails.city}, CEP ${agencyDetails.zip} · Tel. ${agencyDetails.phone}`, 9, regular, muted)
  y -= 8
  write(list.title, 15, bold)
  write(list.subject, 11, bold)
  for (const line of list.details) write(line, 9)
  y -= 6
  for (const column of list.columns) page.drawText(column.title, { x: column.x, y, size: 9, font: bold })
  page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: A4[0] - MARGIN, y: y - 4 }, thickness: 0.8 })
  return y - ROW
}

/** The list as a PDF, its header repeated on each page. */
export async function listPdf<Row>(list: ListDocument<Row>, issuedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${list.title}: ${list.subject}`)
  pdf.setCreator('Roteiro')
  pdf.setCreationDate(issuedAt)
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) }
  const winAnsi = winAnsiOf(fonts.regular)
  let page = pdf.addPage(A4)
  let y = drawHeader(page, list, fonts, winAnsi)
  const newPage = () => {
    page = pdf.addPage(A4)
    y = drawHeader(page, list, fonts, winAnsi)
  }
  for (const row of list.rows) {
    if (y < MARGIN + ROW) newPage()
    for (const column of list.columns) {
      const cell = column.cell(row)
      if (cell === '') continue
      page.drawText(fitted(winAnsi(cell), fonts.regular, 9, column.width), { x: column.x, y, size: 9, font: fonts.regular })
    }
    y -= ROW
  }
  if (y < MARGIN + list.closingHeight) newPage()
  list.closing(page, y - 10, fonts, winAnsi)
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
